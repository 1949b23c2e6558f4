// The creation guide of a new character (ux.md, "Standards added after the first-session review"): a
// blank actor of each character type opens its sheet in edit mode with a checklist that ticks itself
// as the actor fills in, goes away when done or dismissed, and comes back from the window's menu.
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, type Glue } from "../data/setup.js";
import { createTemplateEnv } from "./handlebars-env.js";
import { buildActorContext } from "../../src/applications/sheets/context/actor-context.js";
import { sheetActor } from "../../src/applications/sheets/context/sheet-source.js";
import { ACTOR_PART_TEMPLATES } from "../../src/applications/sheets/context/parts.js";
import type { HolocronActor } from "../../src/documents/actor.js";

type Handler = (this: unknown, event: Partial<PointerEvent>, target: unknown) => Promise<void>;
const env = createTemplateEnv();
let glue: Glue;

function header(actor: HolocronActor, guideOpen = true): string {
  const view = { editable: true, editMode: true, enriched: "", guideOpen };
  const html = env.render(ACTOR_PART_TEMPLATES.header, buildActorContext(sheetActor(actor), view));
  expect(html).not.toMatch(/undefined|\[object Object\]|NaN/);
  expect([...env.missing]).toEqual([]);
  return html;
}

/** The guide's steps as rendered: id → ticked. */
function steps(html: string): Record<string, boolean> {
  const found: Record<string, boolean> = {};
  for (const m of html.matchAll(
    /holocron-guide__step( holocron-guide__step--done)?(?: holocron-guide__step--current)?" data-guide-step="(\w+)"/g,
  )) {
    found[m[2]!] = m[1] !== undefined;
  }
  return found;
}

async function sheetOf(actor: HolocronActor) {
  const sheets = await import("../../src/applications/sheets/actor-sheet.js");
  const sheet = new sheets.HolocronActorSheet({ document: actor }) as InstanceType<
    typeof sheets.HolocronActorSheet
  > & { _getHeaderControls(): { action: string }[] };
  const actions = sheets.HolocronActorSheet.DEFAULT_OPTIONS.actions as unknown as Record<
    string,
    Handler
  >;
  const click = (action: string, dataset: Record<string, string> = {}) =>
    actions[action]!.call(sheet, {}, { dataset });
  return { sheet, click };
}

const weapon = { name: "Blaster", type: "weapon", system: { damage: "3d6", kind: "ranged" } };
const armor = { name: "Vest", type: "armor", system: { acBonus: 2 } };

describe("m20 and Space Opera: stats, class, skills, (hit dice,) a weapon and armor", () => {
  beforeEach(async () => {
    glue = await setupGlue("m20");
  });

  it.each([
    ["m20Character", ["stats", "classM20", "skills", "hitDice", "gear"]],
    ["operaCharacter", ["stats", "classOpera", "skills", "gear"]],
  ])("%s: each step ticks as the actor fills it in; done, the guide goes", async (type, ids) => {
    const kara = await glue.createActor({ name: "Kara", type });
    expect(kara.getFlag("holocron", "guide")).toBe("open");
    let html = header(kara);
    expect(Object.keys(steps(html))).toEqual(ids);
    expect(Object.values(steps(html)).some(Boolean)).toBe(false);
    expect(html).toContain("each from 3 to 18");
    expect(html).toContain('data-action="openCompendium"');
    await kara.update({ "system.stats.str": 14 } as never);
    html = header(kara);
    expect(steps(html).stats).toBe(true);
    expect(html).toContain("STR 14 +2 · DEX 10 +0 · MND 10 +0");
    await kara.update({ "system.class.name": "Scout", "system.skills.physical": 2 } as never);
    expect(steps(header(kara))).toMatchObject({ skills: true });
    await kara.createEmbeddedDocuments("Item", [weapon, armor] as never);
    if (type === "m20Character") {
      expect(header(kara)).toContain('data-action="rollHitDice"');
      await kara.update({ "system.hitDice": [4] } as never);
    }
    expect(header(kara)).not.toContain("holocron-guide");
  });

  it("an NPC, an imported actor or one dismissed shows no guide; a reader sees none", async () => {
    const npc = await glue.createActor({ name: "Droid", type: "m20Npc" });
    expect(header(npc)).not.toContain("holocron-guide");
    const imported = await glue.createActor({
      name: "Kara",
      type: "m20Character",
      system: { stats: { str: 12 } },
    });
    expect(imported.getFlag("holocron", "guide")).toBeUndefined();
    const kara = await glue.createActor({ name: "Kara", type: "m20Character" });
    expect(header(kara, false)).not.toContain("holocron-guide");
    const view = { editable: false, editMode: true, enriched: "", guideOpen: true };
    expect(buildActorContext(sheetActor(kara), view).guide).toBeNull();
  });

  it("a new character's sheet opens in edit mode; dismissed, the menu offers it again", async () => {
    const kara = await glue.createActor({ name: "Kara", type: "m20Character" });
    const { sheet, click } = await sheetOf(kara);
    expect(sheet.editMode).toBe(true);
    // Core's own window menu ("Configure Sheet") is always there; the guide's entry is not yet.
    const actions = () => sheet._getHeaderControls().map((c) => c.action);
    expect(actions()).toEqual(["configureSheet"]);
    await click("dismissGuide");
    expect(kara.getFlag("holocron", "guide")).toBe("dismissed");
    expect(header(kara, false)).not.toContain("holocron-guide");
    expect(actions()).toEqual(["configureSheet", "showGuide"]);
    await click("toggleMode");
    expect(sheet.editMode).toBe(false);
    await click("showGuide");
    expect(kara.getFlag("holocron", "guide")).toBe("open");
    expect(sheet.editMode).toBe(true);
    const old = await glue.createActor({ name: "Old", type: "m20Character", system: {} });
    expect((await sheetOf(old)).sheet.editMode).toBe(false);
  });

  it("m20 asks once for each thing: one hit-dice roll, no notice beside the guide, a named button", async () => {
    const kara = await glue.createActor({ name: "Kara", type: "m20Character" });
    const html = header(kara);
    expect(html.match(/data-action="rollHitDice"/g)).toHaveLength(1);
    expect(html).not.toContain("Some levels have no hit die");
    expect(html).toContain(">Open Equipment</button>");
    expect(html).not.toContain("Open the compendium");
    // Only the step to do now spells out its hint; the others keep it as their link's tooltip.
    expect(html.match(/class="holocron-guide__hint"/g)).toHaveLength(1);
    // The hit-dice step's link leads to that one Roll button.
    expect(html).toMatch(/data-action="guideFocus" data-guide-target="[^"]*rollHitDice[^"]*"/);
    expect(html).toContain('data-guide-tab="main"');
    // Dismissed, the notice is back: nothing else asks for the hit dice then.
    expect(header(kara, false)).toContain("Some levels have no hit die");
  });

  it("the guide folds to its title line for this user, on every sheet, and unfolds again", async () => {
    const kara = await glue.createActor({ name: "Kara", type: "m20Character" });
    const { click } = await sheetOf(kara);
    const folded = () => game.settings.get("holocron", "guideCollapsed");
    expect(folded()).toBe(false);
    await click("toggleGuide");
    expect(folded()).toBe(true);
    const view = { editable: true, editMode: true, enriched: "", guideOpen: true };
    const context = buildActorContext(sheetActor(kara), { ...view, guideCollapsed: true });
    const html = env.render(ACTOR_PART_TEMPLATES.header, context);
    expect(html).toContain('aria-expanded="false"');
    expect(html).toMatch(/class="holocron-guide__steps"[^>]* hidden>/);
    await click("toggleGuide");
    expect(folded()).toBe(false);
  });

  it("the compendium button opens the pack; a missing pack says so", async () => {
    const kara = await glue.createActor({ name: "Kara", type: "m20Character" });
    const opened: string[] = [];
    const packs = new Map([
      ["holocron.m20-equipment", { render: async () => opened.push("m20-equipment") }],
    ]);
    Object.assign(glue.env.game, { packs });
    const { click } = await sheetOf(kara);
    await click("openCompendium", { pack: "holocron.m20-equipment" });
    expect(opened).toEqual(["m20-equipment"]);
    await click("openCompendium", { pack: "holocron.nothing" });
    expect(opened).toHaveLength(1);
  });
});

describe("Star Worlds: attributes (the generator right there), species, career and ability, weapon", () => {
  beforeEach(async () => {
    glue = await setupGlue("starWorlds");
  });

  it("each step ticks as the actor fills it in; done, the guide goes", async () => {
    const vex = await glue.createActor({ name: "Vex", type: "worldsCharacter" });
    let html = header(vex);
    expect(Object.keys(steps(html))).toEqual(["attributes", "species", "career", "weapon"]);
    expect(html).toContain('data-action="generateAttributes"');
    // One ask: the generator is the stats' own button, which the guide's link focuses, not a second one.
    expect(html.match(/data-action="generateAttributes"/g)).toHaveLength(1);
    // In play mode the guide's link still leads there (guideFocus switches to edit mode first).
    const play = { editable: true, editMode: false, enriched: "", guideOpen: true };
    const context = buildActorContext(sheetActor(vex), play);
    expect(env.render(ACTOR_PART_TEMPLATES.header, context)).toMatch(
      /data-action="guideFocus" data-guide-target="[^"]*generateAttributes/,
    );
    await vex.update({ "system.attributes.menace": 2 } as never);
    expect(steps(header(vex)).attributes).toBe(true);
    await vex.createEmbeddedDocuments("Item", [
      { name: "Human", type: "species" },
      { name: "Pilot", type: "career" },
    ] as never);
    html = header(vex);
    expect(steps(html)).toMatchObject({ species: true, career: false });
    await vex.createEmbeddedDocuments("Item", [
      { name: "Ace", type: "ability" },
      { name: "Blaster", type: "weapon" },
    ] as never);
    expect(header(vex)).not.toContain("holocron-guide");
  });
});
