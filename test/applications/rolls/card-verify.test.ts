// The GM's check of the cards players post (card-verify.ts) and what the GM then acts on
// (src/cards/card.ts): an honest weapon roll is verified; a made-up total, a roll that does not fit the
// weapon, someone else's actor, untargeted targets or a mark written by the author are not; a
// checked card changed afterwards is no longer trusted.
import { beforeEach, describe, expect, it } from "vitest";
import { messages, type StandInMessage } from "../../foundry/parts/chat.js";
import { scriptedDice } from "../../foundry/parts/dice.js";
import { actAs } from "../../foundry/parts/users.js";
import type { HolocronActor } from "../../../src/documents/actor.js";
import { chatWorld, cardOf } from "../chat/click.js";
import type { Glue } from "../../data/setup.js";

const GM = "gm00000000000000";
const P1 = "player1000000000";
let glue: Glue;
let ace: HolocronActor;
let thug: HolocronActor;

beforeEach(async () => {
  glue = await chatWorld("m20");
  messages.length = 0;
  actAs(GM);
  ace = await glue.createActor({
    name: "Ace",
    type: "m20Character",
    ownership: { default: 0, [P1]: 3 },
  });
  await ace.createEmbeddedDocuments("Item", [
    { name: "Blaster", type: "weapon", system: { damage: "2d6", kind: "ranged" } },
  ] as never);
  thug = await glue.createActor({
    name: "Thug",
    type: "m20Npc",
    system: { stats: { str: 10 }, hitDice: [6, 6], health: { value: 20 } },
  });
});

const trust = async (m: StandInMessage) =>
  (await import("../../../src/cards/card.js")).trustOf(m as never);

function target(userId: string, actor: HolocronActor) {
  const users = glue.env.game.users as { get(id: string): { targets: Set<unknown> } };
  const user = users.get(userId);
  user.targets = new Set([{ actor, name: actor.name }]);
}

async function rollBlaster(): Promise<StandInMessage> {
  const { rollDamage } = await import("../../../src/cards/roll/actions.js");
  const item = ace.items.contents[0]!;
  actAs(P1);
  target(P1, thug);
  scriptedDice.push(4, 5);
  await rollDamage(ace, item.id!);
  actAs(GM);
  return messages.at(-1)!;
}

describe("a player's weapon damage", () => {
  it("rolled honestly, it is verified", async () => {
    const message = await rollBlaster();
    expect(cardOf(message)).toMatchObject({ type: "damage", total: 9 });
    expect(await trust(message)).toBe("verified");
  });

  it("changed by its author after the check, it is not", async () => {
    const message = await rollBlaster();
    actAs(P1);
    await message.update({ flags: { holocron: { card: { ...cardOf(message), total: 999 } } } });
    actAs(GM);
    expect(await trust(message)).toBe("HOLOCRON.Authority.Unverified.Changed");
  });
});

describe("a card made up by a player", () => {
  async function forge(card: Record<string, unknown>, rolls: unknown[] = []) {
    actAs(P1);
    target(P1, thug);
    await ChatMessage.create({ rolls, flags: { holocron: { card } } } as never);
    actAs(GM);
    return messages.at(-1)!;
  }
  const damage = (over: Record<string, unknown> = {}) => ({
    type: "damage",
    actor: { uuid: ace.uuid, name: "Ace", img: "" },
    title: "x",
    titleData: {},
    formula: "2d6",
    baseFormula: "2d6",
    total: 12,
    ruleset: "m20",
    heroDieResult: null,
    damageType: "energy",
    critical: false,
    heroDie: false,
    itemId: ace.items.contents[0]!.id,
    targets: [{ uuid: thug.uuid, name: "Thug", ac: null }],
    fromHit: false,
    evaded: [],
    ...over,
  });
  const dice = (results: number[], faces = 6) => [
    {
      formula: "2d6",
      total: results.reduce((a, b) => a + b, 0),
      dice: [{ faces, number: results.length, results: results.map((result) => ({ result })) }],
    },
  ];

  it.each([
    ["no roll at all", {}, [], "Dice"],
    ["a total above its dice", { total: 40 }, dice([6, 6]), "Dice"],
    ["a die outside its faces", {}, dice([6, 7]), "Dice"],
    [
      "someone else's actor",
      { actor: { uuid: "Actor.nobody", name: "", img: "" } },
      dice([6, 6]),
      "NotTheirs",
    ],
    [
      "a formula that is not the weapon's",
      { formula: "2d6", itemId: null },
      dice([6, 6]),
      "NoSource",
    ],
    ["an applied mark of its own", { applied: ["Actor.x"] }, dice([6, 6]), "Marked"],
    [
      "a breakdown claiming a bonus its formula lacks",
      { bonusTerms: [{ label: "statBonus", value: 3, source: { kind: "stat", name: "str" } }] },
      dice([6, 6]),
      "Bonus",
    ],
  ])("%s: %s", async (_what, over, rolls, why) => {
    const message = await forge(damage(over), rolls);
    expect(await trust(message)).toBe(`HOLOCRON.Authority.Unverified.${why}`);
  });

  it("with matching dice and the weapon's formula but a target not targeted", async () => {
    const message = await forge(
      damage({ targets: [{ uuid: ace.uuid, name: "Ace", ac: null }] }),
      dice([6, 6]),
    );
    expect(await trust(message)).toBe("HOLOCRON.Authority.Unverified.Targets");
  });

  it("with everything matching, it is what the player could have rolled: verified", async () => {
    const honest = cardOf(await rollBlaster()) as unknown as Record<string, unknown>;
    const { formula, damageType } = honest;
    const rolls = [{ ...dice([6, 6])[0], formula }];
    const message = await forge(damage({ formula, baseFormula: formula, damageType }), rolls);
    expect(await trust(message)).toBe("verified");
  });

  it("written in the GM's name: the server refuses it", async () => {
    actAs(P1);
    await expect(ChatMessage.create({ author: GM, content: "" } as never)).rejects.toThrow();
    actAs(GM);
  });
});
