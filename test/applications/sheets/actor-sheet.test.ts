// The sheet classes against the stand-in: registration, parts per actor type, context, and what each action
// does to real documents (rolls and powers are checked as calls into their modules).
import { beforeEach, describe, expect, it, vi } from "vitest";
import { setupGlue, sys, type Glue } from "../../data/setup.js";
import type { HolocronActor } from "../../../src/documents/actor.js";
import type { SheetRegistration } from "../../foundry/parts/sheets.js";
import type * as SheetModuleTypes from "../../../src/applications/sheets/actor-sheet.js";
import type * as SheetsModuleTypes from "../../../src/applications/sheets/actor-sheets.js";
import { ACTOR_TYPES, type HolocronActorType } from "../../../src/config.js";

const calls = vi.hoisted(() => [] as unknown[][]);
vi.mock("../../../src/cards/roll/actions.js", () => {
  const record =
    (name: string) =>
    async (...args: unknown[]) => {
      calls.push([name, ...args]);
      return null;
    };
  return {
    rollStat: record("rollStat"),
    rollSkill: record("rollSkill"),
    rollAttack: record("rollAttack"),
    rollDamage: record("rollDamage"),
  };
});
vi.mock("../../../src/applications/powers/use-power.js", () => ({
  usePower: async (...args: unknown[]) => {
    calls.push(["usePower", ...args]);
  },
}));

type Handler = (this: unknown, event: Partial<PointerEvent>, target: unknown) => Promise<void>;
type SheetModule = typeof SheetModuleTypes;

let glue: Glue;
let sheets: SheetModule;
let layouts: typeof SheetsModuleTypes;

/** A clicked element: its data-* values, found by `closest` as the real DOM would. */
function target(dataset: Record<string, string>) {
  const el = { dataset, closest: () => el };
  return el;
}

const notices = () =>
  (glue.env.ui.notifications as { notices: { message: string }[] }).notices.map((n) => n.message);

beforeEach(async () => {
  calls.length = 0;
  glue = await setupGlue("starWorlds");
  vi.resetModules();
  sheets = await import("../../../src/applications/sheets/actor-sheet.js");
  layouts = await import("../../../src/applications/sheets/actor-sheets.js");
});

async function open(type: string, extra: Record<string, unknown> = {}) {
  const actor = await glue.createActor({
    name: "Kara",
    type,
    items: [
      { name: "Blaster", type: "weapon", system: { damage: "2d6", kind: "ranged" } },
      { name: "Lucky", type: "ability", system: { usesPerDay: 1, used: 0 } },
    ],
    ...extra,
  });
  const sheet = new (layouts.actorSheetFor(type as HolocronActorType))({ document: actor });
  const actions = sheets.HolocronActorSheet.DEFAULT_OPTIONS.actions as unknown as Record<
    string,
    Handler
  >;
  const run = (
    name: string,
    data: Record<string, string> = {},
    event: Partial<PointerEvent> = {},
  ) => actions[name]!.call(sheet, { shiftKey: false, ...event }, target(data));
  const itemId = (type: string) => [...actor.items].find((i) => i.type === type)?.id ?? "";
  return { actor: actor as HolocronActor, sheet, run, itemId };
}

describe("registration", () => {
  it("registers the actor sheets for six types and the party's, the item sheet for eight, and preloads every template", async () => {
    const { registerSheets } = await import("../../../src/applications/register-sheets.js");
    registerSheets();
    const config = glue.env.foundry.applications.apps.DocumentSheetConfig as {
      registrations: SheetRegistration[];
    };
    // One sheet per layout: d20 characters, Star Worlds characters, NPCs; the party's (which has
    // no ruleset, so no layout of these); then the item sheet.
    expect(
      config.registrations.map((r) => [r.scope, r.options.types.length, r.options.makeDefault]),
    ).toEqual([
      ["holocron", 2, true],
      ["holocron", 1, true],
      ["holocron", 3, true],
      ["holocron", 1, true],
      ["holocron", 8, true],
    ]);
    expect(config.registrations[3]?.options.types).toEqual(["party"]);
    const actorTypes = config.registrations.slice(0, 3).flatMap((r) => r.options.types);
    expect(new Set(actorTypes)).toEqual(new Set(ACTOR_TYPES));
    const loaded = glue.env.foundry.applications.handlebars.loaded as string[];
    expect(loaded).toContain("systems/holocron/templates/shared/item-list.hbs");
    expect(loaded).toContain("systems/holocron/templates/item/details.hbs");
    // Its hooks are src/hooks/sheets.ts's, registered beside it in `init`.
    (await import("../../../src/hooks/sheets.js")).registerSheetHooks();
    expect((glue.env.Hooks as { count(h: string): number }).count("hotbarDrop")).toBe(1);
  });

  it("unregisters core's legacy actor and item sheets", async () => {
    const { registerSheets } = await import("../../../src/applications/register-sheets.js");
    registerSheets();
    const { unregistered } = glue.env.foundry.applications.apps.DocumentSheetConfig as {
      unregistered: { documentClass: unknown; scope: string; sheetClass: unknown }[];
    };
    const { sheets } = glue.env.foundry.appv1 as { sheets: Record<string, unknown> };
    expect(unregistered).toEqual([
      { documentClass: Actor, scope: "core", sheetClass: sheets.ActorSheet },
      { documentClass: Item, scope: "core", sheetClass: sheets.ItemSheet },
    ]);
  });
});

/** The tabs after each layout's own: the same on every character sheet. */
const LATER_TABS = ["gear", "effects", "biography", "ledger"];

describe("actor sheet", () => {
  // The stats row is drawn inside the header (templates/actor/header.hbs), so that a new character's
  // first stat is within a few Tab presses of the window's title.
  it.each([
    ["worldsCharacter", ["header", "tabs", "main", "combat", "traits", ...LATER_TABS]],
    ["m20Character", ["header", "tabs", "main", "combat", "powers", ...LATER_TABS]],
    ["operaNpc", ["header", "npc"]],
  ])("%s renders its own parts", async (type, parts) => {
    const { sheet } = await open(type);
    // _configureRenderParts is protected; the test calls it as Foundry's render would.
    const configurable = sheet as unknown as { _configureRenderParts(options: object): object };
    expect(Object.keys(configurable._configureRenderParts({}))).toEqual(parts);
  });

  it("builds its context from the document, with the enriched biography, and toggles edit mode", async () => {
    const { sheet, run } = await open("worldsCharacter", { system: { biography: "<p>Hi</p>" } });
    const play = await sheet._prepareContext({} as never);
    expect(play.editMode).toBe(false);
    expect(play.biography.enriched).toBe('<div class="enriched"><p>Hi</p></div>');
    expect(play.abilities[0]?.uses).toEqual({ value: 1, max: 1 });
    await run("toggleMode");
    expect((await sheet._prepareContext({} as never)).editMode).toBe(true);
  });

  it("the Star Worlds sheet lists its careers' abilities from the world's catalog", async () => {
    const Item = (glue.env.extra as { Item: { create(d: object): Promise<{ id: string }> } }).Item;
    const smuggler = await Item.create({ name: "Smuggler", type: "career" });
    await Item.create({
      name: "Fast Talker",
      type: "ability",
      flags: { holocron: { career: smuggler.id } },
    });
    const { actor, sheet } = await open("worldsCharacter");
    await actor.createEmbeddedDocuments("Item", [{ name: "Smuggler", type: "career" }] as never);
    const context = await sheet._prepareContext({} as never);
    expect((context.careerAbilities ?? []).map((c) => c.abilities.map((a) => a.name))).toEqual([
      ["Fast Talker"],
    ]);
  });

  it("rolls stats, skills, attacks and damage, fast on shift-click", async () => {
    const { actor, sheet, run, itemId } = await open("worldsCharacter");
    await run("rollStat", { stat: "menace" }, { shiftKey: true });
    await run("rollSkill", { skill: "Pilot" });
    await run("rollAttack", { itemId: itemId("weapon") });
    await run("rollDamage", { itemId: itemId("weapon") }, { shiftKey: true });
    // The sheet goes along as the opener: its dialog opens in the sheet's window (V14 pop-out).
    expect(calls).toEqual([
      ["rollStat", actor, "menace", { fast: true, opener: sheet }],
      ["rollSkill", actor, "Pilot", { fast: false, opener: sheet }],
      ["rollAttack", actor, itemId("weapon"), { fast: false, opener: sheet }],
      ["rollDamage", actor, itemId("weapon"), { fast: true, opener: sheet }],
    ]);
  });

  it("uses a power through the powers module", async () => {
    const { actor, sheet, run } = await open("m20Character", {
      items: [{ name: "Push", type: "forcePower", system: { power: "push" } }],
    });
    const power = [...actor.items][0]!;
    await run("usePower", { itemId: power.id ?? "" }, { shiftKey: true });
    // The sheet goes along as the opener: its dialog opens in the sheet's window (V14 pop-out).
    expect(calls).toEqual([["usePower", actor, power.id, { fast: true, opener: sheet }]]);
  });

  it("a missing item tells the user and rolls nothing", async () => {
    const { run } = await open("worldsCharacter");
    await run("rollAttack", { itemId: "gone000000000000" });
    expect(calls).toEqual([]);
    expect(notices()).toContain("HOLOCRON.Sheet.Notify.MissingItem");
  });

  it("toggles equipped, spends a daily use, and refuses one past the limit", async () => {
    const { actor, run, itemId } = await open("worldsCharacter");
    await run("toggleEquipped", { itemId: itemId("weapon") });
    expect(sys(actor.items.get(itemId("weapon"))!)).toMatchObject({ equipped: true });
    await run("useAbility", { itemId: itemId("ability") });
    expect(sys(actor.items.get(itemId("ability"))!)).toMatchObject({ used: 1 });
    await run("useAbility", { itemId: itemId("ability") });
    expect(sys(actor.items.get(itemId("ability"))!)).toMatchObject({ used: 1 });
    expect(notices()).toContain("HOLOCRON.Sheet.Notify.NoUsesLeft");
  });

  it("adds and removes Star Worlds skill tags", async () => {
    const { actor, run } = await open("worldsCharacter", {
      system: { skills: ["Pilot", "Blasters"] },
    });
    await run("addSkillTag");
    expect(sys(actor).skills).toEqual(["Pilot", "Blasters", "HOLOCRON.Sheet.NewSkill"]);
    await run("removeSkillTag", { index: "0" });
    expect(sys(actor).skills).toEqual(["Blasters", "HOLOCRON.Sheet.NewSkill"]);
    await run("removeSkillTag", { index: "9" });
    expect(sys(actor).skills).toEqual(["Blasters", "HOLOCRON.Sheet.NewSkill"]);
  });

  it("creates items of its ruleset's types and refuses unknown ones", async () => {
    const { actor, run } = await open("worldsCharacter");
    await run("createItem", { type: "career" });
    expect([...actor.items].map((i) => i.type)).toContain("career");
    await run("createItem", { type: "spell" });
    expect(notices()).toContain("HOLOCRON.Sheet.Notify.UnknownType");
  });
});
