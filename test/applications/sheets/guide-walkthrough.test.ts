// A character of each ruleset made from a blank actor through the creation guide alone, on the stand-in:
// every click is one of the sheet's own actions the guide (or the tab its hint names) shows, every
// field is one a guide step points to and is written as the sheet's submit-on-change form would, and
// each is counted. The sheet is rendered with its real templates after every step, so a field or
// button the guide points to must be in the sheet, on the open tab. The counts are in the README, and
// test/browser/creation-walkthrough.test.ts counts the same walk in Chromium.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Window } from "happy-dom";
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, sys, type Glue } from "../../data/setup.js";
import { scriptedDice } from "../../foundry/parts/dice.js";
import { dialogAnswers } from "../../foundry/parts/chat.js";
import { readSource } from "../../../scripts/lib/packs.mjs";
import { createTemplateEnv } from "../../templates/handlebars-env.js";
import type { HolocronActor } from "../../../src/documents/actor.js";
import type { RulesetId } from "../../../src/config.js";
import type { GuideView } from "../../../src/applications/sheets/context/creation-guide.js";
import { ATTRIBUTE_DICE, D20_TYPED, HIT_DIE, readmeLine } from "./guide-walk-plan.js";

type Obj = Record<string, unknown>;
type Handler = (this: unknown, event: Partial<PointerEvent>, target: unknown) => Promise<void>;

const ROOT = join(__dirname, "..", "..", "..");
const env = createTemplateEnv();
const html = new Window();

/** A compendium entry as the drop hands it over (Foundry's ActorSheetV2 creates it on the actor). */
function packItem(pack: string, file: string): Obj {
  const { _id, _key, folder, ...data } = readSource(
    join(ROOT, "packs", "_source", pack, `${file}.yml`),
  ) as Obj;
  void _id;
  void _key;
  void folder;
  return data;
}

/** The walk through one sheet: its counters, and the only two things a player does. */
async function walkthrough(glue: Glue, type: string) {
  const actor = (await glue.createActor({ name: "New character", type })) as HolocronActor;
  const layouts = await import("../../../src/applications/sheets/actor-sheets.js");
  const { HolocronActorSheet } = await import("../../../src/applications/sheets/actor-sheet.js");
  const { ACTOR_PART_TEMPLATES } =
    await import("../../../src/applications/sheets/context/parts.js");
  const sheet = new (layouts.actorSheetFor(type as never))({ document: actor });
  const actions = HolocronActorSheet.DEFAULT_OPTIONS.actions as unknown as Record<string, Handler>;
  const counts = { clicks: 0, fields: 0 };
  const packs: string[] = [];

  /** The sheet as it renders now: its guide, and its DOM (every part, as Foundry renders them). */
  const render = async () => {
    const context: { guide: GuideView | null } = await sheet._prepareContext({} as never);
    const parts = Object.keys(
      (sheet as unknown as { _configureRenderParts(o: object): object })._configureRenderParts({}),
    ) as (keyof typeof ACTOR_PART_TEMPLATES)[];
    const body = parts
      .map((p) =>
        env.render(`templates/${ACTOR_PART_TEMPLATES[p].split("/templates/")[1]}`, context),
      )
      .join("");
    html.document.body.innerHTML = body;
    // happy-dom's document is the DOM's at run time; its declared type is its own class, not lib.dom's.
    return { guide: context.guide, dom: html.document as unknown as Document };
  };
  /** An element of the sheet, on no closed tab (an inactive tab is hidden by Foundry's CSS). */
  const shown = (dom: Document, selector: string) => {
    const el = dom.querySelector(selector);
    const tab = el?.closest(".tab");
    return el !== null && (!tab || tab.classList.contains("active"));
  };

  /** Types a field a guide step points to; the sheet submits it on change (an actor update). */
  const fill = async (name: string, value: string | number) => {
    const { guide, dom } = await render();
    expect(
      (guide?.steps ?? []).some((s) => s.fields?.includes(name)),
      `the guide points to ${name}`,
    ).toBe(true);
    expect(shown(dom, `[name="${name}"]`), `${name} is on the open sheet`).toBe(true);
    counts.fields += 1;
    await actor.update({ [name]: value } as never);
  };
  /** Clicks a control the sheet shows (a guide button, or one its hint names); runs its action. */
  const click = async (action: string, data: Record<string, string> = {}) => {
    const { dom } = await render();
    const attrs = Object.entries(data).map(([k, v]) => `[data-${k}="${v}"]`);
    expect(shown(dom, `[data-action="${action}"]${attrs.join("")}`), `${action} is shown`).toBe(
      true,
    );
    counts.clicks += 1;
    const target = { dataset: data, closest: () => target };
    await actions[action]!.call(sheet, { shiftKey: false }, target);
  };
  /** Clicks a tab of the sheet (ApplicationV2's own "tab" action: it switches the tab group). */
  const tab = async (id: string) => {
    const { dom } = await render();
    expect(shown(dom, `[data-action="tab"][data-tab="${id}"]`), `tab ${id} is shown`).toBe(true);
    counts.clicks += 1;
    sheet.tabGroups.primary = id;
  };
  /** Presses a dialog button (the dialog the last click opened answers it). */
  const press = (button: string) => {
    counts.clicks += 1;
    dialogAnswers.push({ button, fill: {} });
  };
  /** Drags a compendium entry onto the sheet: one gesture, counted as a click. */
  const drag = async (pack: string, file: string) => {
    expect(packs, `${pack} was opened from the guide`).toContain(`holocron.${pack}`);
    counts.clicks += 1;
    await actor.createEmbeddedDocuments("Item", [packItem(pack, file)] as never);
  };
  /** Opens the compendium a guide step's button names. */
  const compendium = async (pack: string) => {
    await click("openCompendium", { pack: `holocron.${pack}` });
  };
  // The world's compendia, opened by the guide's buttons (the stand-in has none of its own).
  Object.assign(glue.env.game, {
    packs: Object.assign([], {
      get: (id: string) => ({ render: async () => packs.push(id) }),
    }),
  });
  return { actor, counts, render, fill, click, tab, press, drag, compendium };
}

const health = (actor: HolocronActor) => sys(actor).health as { value: number; max: number };
const README = readFileSync(join(ROOT, "README.md"), "utf8");

let glue: Glue;
async function setup(ruleset: RulesetId) {
  glue = await setupGlue(ruleset);
  (await import("../../../src/dice/register.js")).registerRolls();
}

/** The README's line for a ruleset: "N clicks and M fields from a blank actor". */
function expectReadme(label: string, counts: { clicks: number; fields: number }) {
  const line = readmeLine(label, counts);
  console.info(line);
  expect(README.includes(line), `README says "${line}"`).toBe(true);
}

describe.each([
  ["m20", "m20Character", "m20-equipment", "Star Wars m20"],
  ["spaceOpera", "operaCharacter", "opera-equipment", "Space Opera d20"],
] as const)("%s: a character through the guide", (ruleset, type, equipment, label) => {
  beforeEach(() => setup(ruleset));

  it("stats, class, skill ranks, hit dice (m20), a weapon and armor: then the guide is gone", async () => {
    const w = await walkthrough(glue, type);
    expect((await w.render()).guide?.done).toBe(0);
    for (const [name, value] of D20_TYPED) await w.fill(name, value);
    if (type === "m20Character") {
      scriptedDice.push(HIT_DIE);
      await w.click("rollHitDice");
    }
    await w.compendium(equipment);
    await w.drag(equipment, "blaster-pistol");
    await w.drag(equipment, "blast-vest");
    expect((await w.render()).guide).toBeNull();
    expect(health(w.actor).value).toBe(health(w.actor).max);
    expectReadme(label, w.counts);
  });
});

describe("starWorlds: a character through the guide", () => {
  beforeEach(() => setup("starWorlds"));

  it("attributes generated, species, career and its starting ability, a weapon: the guide is gone", async () => {
    const w = await walkthrough(glue, "worldsCharacter");
    // The career's catalog, as the world's compendium gives it: the career and one of its abilities.
    const Item = (glue.env.extra as { Item: { create(d: object): Promise<{ id: string }> } }).Item;
    const pilot = await Item.create(packItem("worlds-careers", "pilot"));
    const hotshot = packItem("worlds-careers", "hotshot");
    const ability = await Item.create({ ...hotshot, flags: { holocron: { career: pilot.id } } });

    scriptedDice.push(...ATTRIBUTE_DICE);
    w.press("rolledInOrder");
    w.press("confirm");
    await w.click("generateAttributes");
    await w.compendium("worlds-species");
    await w.drag("worlds-species", "human");
    await w.compendium("worlds-careers");
    await w.drag("worlds-careers", "pilot");
    // The career step's hint: "take its starting ability on the Careers tab".
    await w.tab("traits");
    await w.click("takeStartingAbility", { uuid: `Item.${ability.id}`, career: "Pilot" });
    await w.compendium("worlds-equipment");
    await w.drag("worlds-equipment", "blaster-pistol");
    expect((await w.render()).guide).toBeNull();
    expect(health(w.actor).value).toBe(health(w.actor).max);
    expectReadme("Star Worlds", w.counts);
  });
});
