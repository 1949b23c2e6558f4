import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Window } from "happy-dom";
import { createTemplateEnv } from "../../templates/handlebars-env.js";
import { entries } from "../../gallery/entries/powers.js";
import { powerDialogContext } from "../../../src/applications/dialogs/power-dialog-context.js";
import { powerKit } from "../../../src/rulesets/index.js";
import type { PowerKit } from "../../../src/rulesets/power-kit.js";
import { planPower, type PowerPlan } from "../../../src/rulesets/power-plan.js";

const env = createTemplateEnv();
const render = (id: string) => {
  const entry = entries.find((e) => e.id === id);
  if (!entry) throw new Error(`no gallery entry ${id}`);
  return entry.templates.map((t) => env.render(t, entry.context)).join("");
};
const window = new Window();
const words = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
/** The words as read with every breakdown closed (its popup removed). */
/** The words as a reader sees them: no space a tag left inside "( … )" or before a comma. */
const tight = (t: string) => t.replace(/\( /g, "(").replace(/ ([,)])/g, "$1");
const text = (html: string) => {
  const doc = new window.DOMParser().parseFromString(`<div>${html}</div>`, "text/html");
  for (const pop of doc.querySelectorAll(".holocron-breakdown__pop")) pop.remove();
  return words(doc.body.innerHTML);
};

describe("power templates render from the context code, every string localized", () => {
  it.each(entries.map((e) => e.id))("%s", (id) => {
    env.missing.clear();
    expect(render(id).length).toBeGreaterThan(0);
    expect([...env.missing]).toEqual([]);
  });

  it("the dialog for five battle droids shows 8 HP, the −8 and each droid's 48%", () => {
    const t = text(render("power-dialog-push-five"));
    expect(t).toContain("Cost 8 HP On a success");
    // The extra targets' share is in the cost's breakdown.
    expect(words(render("power-dialog-push-five"))).toContain(
      "Power cost (HP) Base rule +4 Extra targets targets +4 Total 8",
    );
    // The penalty reads once, as one of the terms the +1 already adds (never a second number to
    // subtract beside the total), and for how many extra targets: −2 each (seed 000).
    expect(tight(t)).toContain("Check d20 +1 (Force 7, MND +2, −8 for 4 extra targets)");
    expect(t).not.toContain("on each check");
    expect(t.match(/Physical \+ better of STR\/DEX \+1 48%/g)).toHaveLength(5);
  });

  it("the dialog says what a success does: Force Push 1d4 × level and prone", () => {
    const t = text(render("power-dialog-push-effect"));
    expect(t).toContain(
      "On a success each target takes 7d4 Kinetic damage and falls prone: −4 AC until it spends a move to stand.",
    );
    // The dice's count explains itself: one d4 per level (seed 000 line 31).
    expect(words(render("power-dialog-push-effect"))).toContain(
      "Damage dice Level (one die each) level +7 Total 7 7 dice, each a d4",
    );
    expect(t).toContain("HP left after paying: 35");
    expect(text(render("power-dialog-stun-mixed"))).toContain("a droid shuts down (no damage)");
    expect(text(render("power-dialog-machine-stun-robot"))).toContain(
      "a robot shuts down (no damage)",
    );
  });

  it("a use the Knight cannot pay is refused in the dialog, with what it costs and has", () => {
    const t = text(render("power-dialog-cannot-pay"));
    expect(t).toContain("Cannot be used: it costs 8 HP and only 6 HP is left to spend");
    // The 8 explains itself (the cost's terms again, under an id of its own); the 6 is the HP stored.
    const html = render("power-dialog-cannot-pay");
    expect(html).toContain('data-breakdown="holocron-bd-power-refused-cost"');
    expect(html).toMatch(/<span data-stored>HP and only 6 HP/);
    expect(t).not.toContain("HP left after paying");
    // the picture's footer is the dialog's: Use shown disabled
    const footer = entries.find((e) => e.id === "power-dialog-cannot-pay")?.buttons;
    expect(footer?.map((b) => [b.action, b.disabled === true])).toEqual([
      ["use", true],
      ["cancel", false],
    ]);
  });

  it("the card for five droids reads the −8 once, as the total's term for 4 extra targets", () => {
    const t = text(render("power-card-push-five"));
    expect(tight(t)).toContain("Check +1 (Force 7, MND +2, −8 for 4 extra targets)");
    expect(t).not.toContain("per extra target");
  });

  it("a power card row keeps each word of a name whole (it wraps only between words)", () => {
    const css = readFileSync("styles/powers.css", "utf8");
    const rule = /\.holocron-power-card__row \{([^}]*)\}/.exec(css)?.[1] ?? "";
    expect(rule).not.toContain("anywhere");
    expect(rule).toContain("minmax(min-content, 1fr)");
  });

  it("Stun Droid marks a living target as unaffected", () => {
    const t = text(render("power-dialog-stun-mixed"));
    expect(t).toContain("not a droid: no effect");
  });

  it("the psionic push on two droids: cost and check for two targets", () => {
    // 4 HP + 1 per extra target; check: Psionics rank 7 + stat bonus 2 − 2 for the second target
    const t = text(render("power-dialog-psionic-push"));
    expect(t).toContain("Kinetic Push Cost 5 HP On a success");
    expect(tight(t)).toContain("Check d20 +7 (Psionics 7, MND +2, −2 for 1 extra target)");
  });

  it("the psionic dialog names Psionics where the Force would be", () => {
    const mindTrick = (kit: PowerKit) => {
      const plan = planPower({
        kit,
        powerId: "mindTrick",
        user: {
          level: 3,
          rank: 3,
          statBonus: 1,
          knight: true,
          droid: false,
          affinity: false,
          hp: 20,
          mook: false,
        },
        targets: [
          {
            id: "Actor.g",
            name: "Guard",
            droid: false,
            stats: { physical: 1, power: 2, statBonuses: { str: 0, dex: 0, mnd: 1 } },
          },
        ],
        inCombat: false,
        modifier: 0,
        dc: 15,
      }) as PowerPlan;
      const context = powerDialogContext(plan, {
        powerName: "Mind Trick",
        skill: kit.skill,
        inCombat: false,
        modifier: 0,
        dc: 15,
        dcLocked: false,
      });
      return text(env.render("templates/dialog/power-dialog.hbs", context));
    };
    const psionic = mindTrick(powerKit("spaceOpera") as PowerKit);
    expect(psionic).toContain("Guard Psionics + MND +3");
    expect(psionic).not.toContain("Force");
    expect(mindTrick(powerKit("m20") as PowerKit)).toContain("Guard Force + MND +3");
  });

  it("the card shows each row's totals and outcome, and a Resist button for the awaited row", () => {
    const html = render("power-card-push-five");
    // Whose success: the user's win, or the target's resistance, by name.
    expect(text(html)).toContain("Battle droid A 16 vs 6 Kara Venn wins");
    expect(text(html)).toContain("Battle droid B 11 vs 13 Battle droid B resists");
    expect(text(html)).toContain("Jex (player) 12 vs — Awaiting resistance");
    expect(html.match(/data-action="powerResist"/g)).toHaveLength(1);
    expect(html).toContain('data-visibility="resister"');
  });

  it("Battlemind and the GM report", () => {
    expect(text(render("power-card-battlemind"))).toContain(
      "+2 to attack, damage and AC until the combat ends",
    );
    expect(text(render("power-card-surge-report"))).toContain("vs DC 20");
    expect(text(render("power-card-surge-report"))).toContain("For the GM");
  });

  it("the Negate Energy control names the Knight", () => {
    const html = render("power-negate-control");
    expect(html).toContain('data-action="powerNegateEnergy"');
    expect(text(html)).toContain("Negate Energy: Kara Venn");
    // Offered before Apply: the DC is the damage as rolled, which the GM's multiplier on the
    // Knight's row halves or doubles (seed 000 line 34: DC = the damage taken).
    expect(text(html)).toContain(
      "DC 14 (the damage as rolled; halved or doubled when the GM halves or doubles it on the Knight's row)",
    );
  });
});
