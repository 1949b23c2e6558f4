// @vitest-environment happy-dom
// The power card's numbers explained: from the traces the card kept when the power was used, shown
// only when they make the number the card shows, and opened in the chat log with ids of its own.
import { describe, expect, it } from "vitest";
import { powerCardContext } from "../../../src/applications/chat/power-card-context.js";
import { powerCardShape } from "../../../src/applications/chat/power-card-state.js";
import {
  activateBreakdowns,
  scopeBreakdowns,
} from "../../../src/applications/breakdown/breakdown-popover.js";
import * as is from "../../../src/rules/validate.js";
import { createTemplateEnv } from "../../templates/handlebars-env.js";
import { entries } from "../../gallery/entries/powers.js";
import { pushCardState } from "./card-fixtures.js";

const gm = { isGM: true, ownsTarget: () => true };
const entry = (id: string) => entries.find((e) => e.id === id)!;
const stateOf = (id: string) => entry(id).context as ReturnType<typeof powerCardContext>;

describe("the power card's breakdowns", () => {
  it("the check bonus, penalty, cost and each row's totals, from the kept traces", () => {
    const c = stateOf("power-card-push-five");
    expect(c.checkBreakdown?.terms.map((t) => t.value)).toEqual([7, 2, -8]);
    expect(c.penaltyBreakdown).toMatchObject({ total: -8, shown: "−8" });
    expect(c.costBreakdown?.terms.map((t) => t.value)).toEqual([4, 4]);
    expect(c.rows[0]?.totalBreakdown?.terms.map((t) => t.value)).toEqual([15, 7, 2, -8]);
    expect(c.rows[0]?.resistBreakdown?.terms.map((t) => t.value)).toEqual([5, 0, 1]);
    // Awaiting resistance: nothing to explain yet.
    expect(c.rows[4]?.resistBreakdown).toBeNull();
  });

  it("a single check: its total, the DC (Negate Energy's is the damage) and Battlemind's +2", () => {
    expect(stateOf("power-card-battlemind").battlemindBreakdown).toMatchObject({
      total: 2,
      shown: "+2",
      title: "HOLOCRON.Breakdown.Title.battlemind",
    });
    expect(stateOf("power-card-surge-report").dcBreakdown?.terms[0]?.kind).toBe(
      "HOLOCRON.Breakdown.Source.dialog",
    );
    const negate = stateOf("power-card-negate");
    expect(negate.dcBreakdown?.terms[0]?.kind).toBe("HOLOCRON.Breakdown.Source.card");
    expect(negate.totalBreakdown?.terms.map((t) => t.value)).toEqual([7, 7, 2]);
  });

  it("a card that kept no traces, or traces of other numbers, explains nothing", () => {
    const bare = powerCardContext(pushCardState(), gm);
    expect([bare.checkBreakdown, bare.costBreakdown, bare.penaltyBreakdown]).toEqual([
      null,
      null,
      null,
    ]);
    // A card from before traces were kept still reads (the field is optional).
    expect(is.parse(powerCardShape, pushCardState()).ok).toBe(true);
    const other = powerCardContext(
      {
        ...pushCardState({ checkBonus: 5 }),
        traces: {
          check: {
            value: 1,
            rule: "powerCheck",
            terms: [{ label: "rank", value: 1, source: { kind: "rank" } }],
          },
          cost: {
            value: 8,
            rule: "powerCost",
            terms: [{ label: "base", value: 8, source: { kind: "rule" } }],
          },
          penalty: {
            value: -8,
            rule: "powerCheck",
            terms: [{ label: "multiTarget", value: -8, source: { kind: "targets" } }],
          },
        },
      },
      gm,
    );
    expect(other.checkBreakdown).toBeNull();
    expect(other.costBreakdown).not.toBeNull();
  });

  it("a stored trace whose terms do not add up to its value is refused with the card", () => {
    const forged = {
      ...pushCardState(),
      traces: {
        check: {
          value: 1,
          rule: "powerCheck",
          terms: [{ label: "rank", value: 9, source: { kind: "rank" } }],
        },
        cost: { value: 8, rule: "powerCost", terms: [] },
        penalty: { value: 0, rule: "powerCheck", terms: [] },
      },
    };
    const read = is.parse(powerCardShape, forged);
    expect(read).toEqual({
      ok: false,
      error: "traces.check: expected terms adding up to the value",
    });
  });

  it("in the chat log each card's breakdowns have ids of their own and open their own popup", () => {
    const env = createTemplateEnv();
    const html = env.render(
      "templates/chat/power-card.hbs",
      entry("power-card-battlemind").context,
    );
    const log = document.createElement("ol");
    document.body.append(log);
    const cards = ["m1", "m2"].map((id) => {
      const li = document.createElement("li");
      li.innerHTML = html;
      log.append(li);
      scopeBreakdowns(li, id);
      scopeBreakdowns(li, id);
      activateBreakdowns(li);
      return li;
    });
    const ids = [...document.querySelectorAll(".holocron-breakdown__pop")].map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    const trigger = cards[1]!.querySelector<HTMLElement>('[data-breakdown$="-check--m2"]')!;
    expect(trigger.getAttribute("aria-describedby")).toBe(trigger.dataset.breakdown);
    trigger.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(
      cards[1]!.querySelector(`#${CSS.escape(trigger.dataset.breakdown!)}`)?.classList,
    ).toContain("is-open");
    expect(cards[0]!.querySelector(".holocron-breakdown__pop.is-open")).toBeNull();
  });
});

/**
 * Text that shows a number no breakdown explains, by design: a name ("R4-P17"), the d20's face (a
 * roll, not a sum), the refusal line's HP the actor has (its cost is a breakdown), the effect line's
 * words (its dice are a breakdown; Battlemind's line is the rule's constants), and Battlemind's steps ("+1 or better": the rule's own constants, whose chances are explained).
 */
const UNEXPLAINED = [
  "td:first-child",
  ".holocron-power-card__target",
  ".holocron-power-card__natural",
  ".holocron-power-odds__refused",
  ".holocron-power-odds__effect",
  ".holocron-power-odds__step",
].join(", ");

describe("every number of the power gallery entries explains itself", () => {
  const env = createTemplateEnv();
  it.each(entries.map((e) => [e.id, e] as const))("%s", (_id, e) => {
    const doc = new DOMParser().parseFromString(
      `<div>${e.templates.map((t) => env.render(t, e.context)).join("")}</div>`,
      "text/html",
    );
    const triggers = doc.querySelectorAll("[data-breakdown]");
    expect(triggers.length, "its breakdowns").toBeGreaterThan(0);
    // The check's terms in words repeat the terms of the check's breakdown (each value is one of
    // them), and the extra targets' count is the penalty's: −2 for each (seed 000).
    for (const el of doc.querySelectorAll<HTMLElement>("[data-term-of]")) {
      const of = doc.getElementById(el.dataset.termOf ?? "");
      const values = [...(of?.querySelectorAll<HTMLElement>("[data-term-value]") ?? [])];
      expect(values.map((v) => v.dataset.termValue)).toContain(el.dataset.termValue);
      el.remove();
    }
    for (const el of doc.querySelectorAll<HTMLElement>("[data-extra-targets]")) {
      const penalty = el.parentElement?.querySelector<HTMLElement>("[data-total]")?.dataset.total;
      expect(-2 * Number(el.dataset.extraTargets)).toBe(Number(penalty));
      el.remove();
    }
    for (const el of doc.querySelectorAll(`.holocron-breakdown__pop, ${UNEXPLAINED}`)) el.remove();
    for (const el of doc.querySelectorAll("[data-breakdown]")) el.remove();
    // "Check d20 +1": the die's name is no number.
    const left = doc.body.textContent?.replace(/\bd20\b/g, "").replace(/\s+/g, " ");
    expect(left).not.toMatch(/\d/);
  });
});
