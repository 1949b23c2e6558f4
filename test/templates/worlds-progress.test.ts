// Star Worlds progression on the sheet: Hero Points are the GM's to type (seed 002 line 41: "the GM
// will award you with Hero Points"), every player sees what was spent (line 51: "keep track of it").
import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import {
  actorTypeOf,
  buildActorContext,
} from "../../src/applications/sheets/context/actor-context.js";
import { ACTOR_PART_TEMPLATES, ACTOR_PARTS } from "../../src/applications/sheets/context/parts.js";
import type { SheetView } from "../../src/applications/sheets/context/types.js";
import { awardCandidates, awardDialogContext } from "../../src/applications/gm/award-model.js";
import { awardCardContext } from "../../src/applications/gm/award-model.js";
import { createTemplateEnv } from "./handlebars-env.js";
import { heroPointsOf, sampleActor } from "./fixtures.js";
import { starWorlds } from "../../src/rules/index.js";

const env = createTemplateEnv();

const player: SheetView = { editable: true, editMode: false, enriched: "" };
const gm: SheetView = { ...player, gm: true };

function render(actor: ReturnType<typeof sampleActor>, view: SheetView): string {
  const context = buildActorContext(actor, view);
  const html = ACTOR_PARTS[actorTypeOf(actor)]
    .map((part) => env.render(ACTOR_PART_TEMPLATES[part], context))
    .join("\n");
  expect(html).not.toMatch(/undefined|\[object Object\]|NaN/);
  expect([...env.missing]).toEqual([]);
  return html;
}

describe("Hero Points on the sheet", () => {
  it("a player sees held and spent as text; no input for either", () => {
    const html = render(sampleActor("worldsCharacter"), player);
    expect(html).not.toContain('name="system.heroPoints.value"');
    expect(html).not.toContain('name="system.heroPoints.spent"');
    expect(html).toMatch(/Spent<\/span>\s*<strong data-stored>\d+<\/strong>/);
  });

  it("the GM types both in edit mode, and so can correct spent; in play mode reads them", () => {
    const html = render(sampleActor("worldsCharacter"), { ...gm, editMode: true });
    expect(html).toContain('name="system.heroPoints.value"');
    expect(html).toContain('name="system.heroPoints.spent"');
    const play = render(sampleActor("worldsCharacter"), gm);
    expect(play).not.toContain('name="system.heroPoints.value"');
    expect(play).not.toContain('name="system.heroPoints.spent"');
    expect(play).toMatch(
      /Hero Points<\/span>\s*<strong data-stored>\d+<\/strong><span class="holocron-chip__max">\/ 12<\/span>/,
    );
  });

  it("shows progress to the next level the spent points earn (60 spent: 0 of 12 to level 7)", () => {
    const html = render(sampleActor("worldsCharacter"), player);
    expect(html).toContain("0 of 12 to level 7");
    expect(html).toMatch(/<progress[^>]*value="0" max="12"/);
    const at = (spent: number) => heroPointsOf(spent, 5);
    expect(render(at(67), player)).toContain("7 of 12 to level 7");
    // The top level earned: nothing left to progress toward.
    expect(render(at(108), player)).not.toContain("holocron-hero-progress");
  });

  it("Give a Hero Point shows only while the character holds one", () => {
    expect(render(sampleActor("worldsCharacter"), player)).toContain('data-action="giveHeroPoint"');
    expect(render(heroPointsOf(60, 0), player)).not.toContain('data-action="giveHeroPoint"');
  });

  it("d20 Heroism is an input for its owner in edit mode; in play mode it reads with its max", () => {
    const edit = render(sampleActor("operaCharacter"), { ...player, editMode: true });
    expect(edit).toContain('name="system.heroism.value"');
    expect(edit).toMatch(/name="system\.heroism\.value"[^>]*max="3"/);
    const play = render(sampleActor("operaCharacter"), player);
    expect(play).not.toContain('name="system.heroism.value"');
    expect(play).toMatch(
      /Heroism<\/span>\s*<strong data-stored>\d+<\/strong><span class="holocron-chip__max">\/ 3<\/span>/,
    );
  });
});

describe("the award dialog and card", () => {
  const list = awardCandidates([
    { id: "a", name: "Ann", type: "worldsCharacter", hasPlayerOwner: true, system: {} },
  ]);

  it("dialog: every player character first, then each character", () => {
    const html = env.render(
      "templates/dialog/award-hero-points.hbs",
      awardDialogContext(list, null),
    );
    expect(html).toContain('value="players" selected');
    expect(html).toContain('<option value="a" >');
    expect([...env.missing]).toEqual([]);
  });

  it("card: a row per character", () => {
    const html = env.render("templates/chat/hero-award.hbs", awardCardContext(list, 2));
    expect(html).toContain("Ann");
    expect(html).toContain("+2 · 0 → 2");
    expect([...env.missing]).toEqual([]);
  });
});

describe("seed 002 line 51: a level waits for a rest", () => {
  const waiting = (levelsReady: number) => {
    const actor = sampleActor("worldsCharacter");
    if (actor.type !== "worldsCharacter") throw new Error("a Star Worlds character");
    return { ...actor, system: { ...actor.system, levelsReady } };
  };

  it("not rested: the player reads 'rest to take your level' and has no button", () => {
    const html = render(waiting(0), player);
    expect(html).toContain("Rest to take your level");
    expect(html).not.toContain('data-action="takeLevel"');
  });

  it("not rested: the GM may take it anyway", () => {
    const html = render(waiting(0), gm);
    expect(html).toContain('data-action="takeLevel">Take level (GM)');
  });

  it("rested: the player takes it", () => {
    const html = render(waiting(1), player);
    expect(html).not.toContain("Rest to take your level");
    expect(html).toContain('data-action="takeLevel">Take level<');
  });
});

describe("the level-up dialog", () => {
  it("renders every choice with its strings", async () => {
    const { levelUpDialogContext } =
      await import("../../src/applications/sheets/level-up-model.js");
    const context = levelUpDialogContext(
      {
        name: "Tam",
        level: 9,
        attributes: { menace: 6, daring: 0, guile: 0, acuity: 0, presence: 0, spirit: 0 },
        skills: [],
        careers: ["Pilot"],
        abilities: [],
        vitality: 10,
      },
      { careers: [], abilities: [] },
    );
    const html = env.render("templates/dialog/level-up.hbs", context);
    // Level 10: an attribute (Menace already +6 is disabled), an ability typed in, +1d6 damage.
    expect(html).toMatch(/<option value="menace" disabled>/);
    expect(html).toContain('name="ability"');
    expect(html).toContain("+1d6 damage");
    expect([...env.missing]).toEqual([]);
  });
});

describe("a weapon's damage with the level's d6", () => {
  const window = new Window();
  // Seed 002's level table: level 5 adds a d6 of damage to every weapon.
  const sample = sampleActor("worldsCharacter", { items: 8 });
  const dice = starWorlds.damageDiceTrace(5);
  const system = { ...sample.system, level: 5, damageDice: dice.value };
  const traces = { ...(sample.system as { traces: object }).traces, damageDice: dice };
  // The fixture is the level-4 sample taken to level 5, its derived dice and trace with it.
  const actor = { ...sample, system: { ...system, traces } } as typeof sample;

  it("shows the weapon's formula with the d6 added, explained term by term", () => {
    const html = render(actor, player);
    const doc = new window.DOMParser().parseFromString(html, "text/html");
    const button = doc.querySelector("button.holocron-row__damage");
    expect(button?.textContent?.trim()).toBe("1d6+1+1d6");
    expect(button?.hasAttribute("data-stored")).toBe(false);
    const pop = doc.getElementById(button?.getAttribute("data-breakdown") ?? "");
    expect(pop?.getAttribute("data-formula-base")).toBe("1d6+1");
    expect(pop?.getAttribute("data-formula-die")).toBe("d6");
    const terms = [...(pop?.querySelectorAll("[data-term-value]") ?? [])];
    expect(terms.map((t) => t.getAttribute("data-term-value"))).toEqual(["1"]);
    expect(terms[0]?.getAttribute("data-term-kind")).toBe("HOLOCRON.Breakdown.Source.level");
  });

  it("at level 4 the weapon's formula as typed, marked stored", () => {
    const doc = new window.DOMParser().parseFromString(render(sample, player), "text/html");
    const button = doc.querySelector("button.holocron-row__damage");
    expect(button?.textContent?.trim()).toBe("1d6+1");
    expect(button?.hasAttribute("data-stored")).toBe(true);
    expect(button?.hasAttribute("data-breakdown")).toBe(false);
  });
});
