// Seed 002 line 47: "Use an Ability from your career that you don't have yet" — the sheet lists each
// career's missing abilities; using one spends a Hero Point through the usual spend (line 51: it
// counts toward levelling) and posts the ability as a card.
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, sys, type Glue } from "../../data/setup.js";
import { messages } from "../../foundry/parts/chat.js";
import { actAs } from "../../foundry/parts/users.js";
import type { HolocronActor } from "../../../src/documents/actor.js";
import { buildActorContext } from "../../../src/applications/sheets/context/actor-context.js";
import { catalogOf } from "../../../src/applications/sheets/career-catalog.js";
import { careerAbilityCardContext } from "../../../src/applications/sheets/career-ability.js";
import { sampleActor } from "../../templates/fixtures.js";

const P1 = "player1000000000";
let glue: Glue;
let kara: HolocronActor;
let ids: Record<string, string>;

const notices = () =>
  (glue.env.ui.notifications as { notices: { message: string }[] }).notices.map((n) => n.message);

async function use(name: string) {
  const { useCareerAbility } = await import("../../../src/applications/sheets/career-ability.js");
  return useCareerAbility(kara, `Item.${ids[name]}`, "Smuggler");
}

beforeEach(async () => {
  glue = await setupGlue("starWorlds");
  messages.length = 0;
  const Item = (glue.env.extra as { Item: { create(d: object): Promise<{ id: string }> } }).Item;
  const smuggler = await Item.create({ name: "Smuggler", type: "career" });
  const ability = async (name: string) =>
    (
      await Item.create({
        name,
        type: "ability",
        system: { description: `<p>${name} rules.</p>` },
        flags: { holocron: { career: smuggler.id } },
      })
    ).id;
  ids = { "Fast Talker": await ability("Fast Talker"), Hidden: await ability("Hidden") };
  kara = await glue.createActor({
    name: "Kara",
    type: "worldsCharacter",
    system: { heroPoints: { value: 2, spent: 11 } },
    ownership: { default: 0, [P1]: 3 },
  });
  await kara.createEmbeddedDocuments("Item", [
    { name: "Smuggler", type: "career" },
    { name: "Hidden", type: "ability" },
  ] as never);
  actAs(P1);
});

describe("using a career ability for a Hero Point", () => {
  it("spends one point (counted toward levelling) and posts the ability with its text", async () => {
    expect(await use("Fast Talker")).not.toBeNull();
    expect(sys(kara).heroPoints).toMatchObject({ value: 1, spent: 12 });
    // Twelve spent: a level is earned (it waits for a rest).
    expect(sys(kara)).toMatchObject({ earnedLevel: 2, levelsWaiting: 1 });
    const card = messages.at(-1)?.content ?? "";
    expect(card).toContain("Fast Talker");
    expect(card).toContain('<div class="enriched"><p>Fast Talker rules.</p></div>');
    expect(card).toContain("HOLOCRON.Chat.CareerAbility.Spent");
    // The character still does not have it: using it again costs another point.
    expect([...kara.items].map((i) => i.name)).not.toContain("Fast Talker");
    await use("Fast Talker");
    expect(sys(kara).heroPoints).toMatchObject({ value: 0, spent: 13 });
  });

  it("no point left: a warning, no card", async () => {
    await kara.update({ "system.heroPoints.value": 0 } as never);
    expect(await use("Fast Talker")).toBeNull();
    expect(notices().some((n) => n.startsWith("HOLOCRON.Chat.Error.NoHeroPoints"))).toBe(true);
    expect(messages).toHaveLength(0);
  });

  it("an ability the character has is not bought again", async () => {
    expect(await use("Hidden")).toBeNull();
    expect(notices()).toContain("HOLOCRON.Sheet.CareerAbilities.Owned");
    expect(sys(kara).heroPoints).toMatchObject({ value: 2 });
  });
});

describe("seed 002 line 67: a level 1 career's starting ability", () => {
  const take = async (actor: HolocronActor, name: string, career = "Smuggler") => {
    const { takeStartingAbility } =
      await import("../../../src/applications/sheets/career-ability.js");
    return takeStartingAbility(actor, `Item.${ids[name]}`, career);
  };
  const rookie = async (level = 1) => {
    const actor = await glue.createActor({
      name: "Rook",
      type: "worldsCharacter",
      system: { level, heroPoints: { value: 2, spent: 12 * (level - 1) } },
      ownership: { default: 0, [P1]: 3 },
    });
    await actor.createEmbeddedDocuments("Item", [{ name: "Smuggler", type: "career" }] as never);
    return actor;
  };
  const abilities = (a: HolocronActor) =>
    [...a.items].filter((i) => i.type === "ability").map((i) => i.name);

  it("free, once per career: a copy of the catalog's ability, no Hero Point", async () => {
    const rook = await rookie();
    expect(await take(rook, "Fast Talker")).toBe(true);
    expect(abilities(rook)).toEqual(["Fast Talker"]);
    expect(sys(rook).heroPoints).toMatchObject({ value: 2, spent: 0 });
    expect(await take(rook, "Hidden")).toBe(false);
    expect(notices()).toContain("HOLOCRON.Sheet.CareerAbilities.StartingTaken");
    expect(abilities(rook)).toEqual(["Fast Talker"]);
  });

  it("not past level 1, not another career's ability, not someone else's character", async () => {
    expect(await take(await rookie(2), "Fast Talker")).toBe(false);
    expect(notices()).toContain("HOLOCRON.Sheet.CareerAbilities.StartingTaken");
    expect(await take(await rookie(), "Fast Talker", "Pilot")).toBe(false);
    expect(notices()).toContain("HOLOCRON.Sheet.CareerAbilities.NotStarting");
    const theirs = await rookie();
    actAs("player2000000000");
    expect(await take(theirs, "Fast Talker")).toBe(false);
    expect(notices()).toContain("HOLOCRON.Chat.Error.NotOwner");
  });
});

describe("the sheet's list", () => {
  it("each career's abilities the character lacks, from the catalog", () => {
    const catalog = catalogOf([
      [
        { uuid: "C", id: "c", name: "Smuggler 3", type: "career", career: null },
        { uuid: "A", id: "a", name: "Fast Talker", type: "ability", career: "c" },
        { uuid: "B", id: "b", name: "Ambush", type: "ability", career: "x" },
      ],
    ]);
    const actor = sampleActor("worldsCharacter", { items: 14 });
    const careers = [...actor.items].filter((i) => i.type === "career").map((i) => i.name);
    const view = { editable: true, editMode: false, enriched: "", careerCatalog: catalog };
    const context = buildActorContext(actor, view);
    expect(careers).toContain("Smuggler 3");
    expect(context.careerAbilities).toEqual([
      {
        career: "Smuggler 3",
        starting: context.level?.value === 1,
        abilities: [{ uuid: "A", name: "Fast Talker" }],
      },
    ]);
  });

  it("the card's context", () => {
    expect(
      careerAbilityCardContext({
        actor: { name: "Kara", img: null },
        ability: "Fast Talker",
        career: "Smuggler",
        description: "<p>x</p>",
        heroPoints: { value: 1, spent: 12 },
      }),
    ).toEqual({
      name: "Kara",
      img: "",
      ability: "Fast Talker",
      career: "Smuggler",
      description: "<p>x</p>",
      held: 1,
      spent: 12,
    });
  });
});
