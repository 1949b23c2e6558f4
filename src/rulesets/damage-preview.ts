// What one recipient of a damage card will lose or gain, before the click: the card's total through a
// multiplier (−1 heals, 0 does nothing, ½ rounds up, ×1, ×2), then the recipient's own ruleset (Star
// Worlds Armor, a mook's one hit, m20's overflow into STR damage). The GM's apply path takes the same
// step (`applyStep`) into the same ruleset methods, so the preview is what gets written.
import { d20, trace } from "../rules/index.js";
import type { DamageOptions, HealthState, HealthSubject, Ruleset } from "./ruleset.js";
import type { HealthStatusId } from "./status-effects.js";

/** dnd5e's damage application row: −1 (heal), 0, ½, 1, 2; the ids are stored in requests. */
export const APPLY_MULTIPLIERS = ["heal", "none", "half", "full", "double"] as const;
export type ApplyMultiplier = (typeof APPLY_MULTIPLIERS)[number];

export const isApplyMultiplier = (value: unknown): value is ApplyMultiplier =>
  (APPLY_MULTIPLIERS as readonly unknown[]).includes(value);

/** What one recipient gets: damage or healing of `amount` points, or nothing. */
export interface ApplyStep {
  op: "damage" | "heal" | "none";
  amount: number;
  /** The damage's options (type, a hit that defeats a mook); empty for healing and nothing. */
  options: DamageOptions;
}

/**
 * Pure: the step a multiplier makes of a card's total. Half rounds up (seed 000 line 16, seed 003
 * line 15: "half of the damage taken (rounded up)"); a negative total counts as 0.
 */
export function applyStep(
  total: number,
  multiplier: ApplyMultiplier,
  options: DamageOptions = {},
): ApplyStep {
  const points = Math.max(0, Math.trunc(total));
  switch (multiplier) {
    case "heal":
      return { op: "heal", amount: points, options: {} };
    case "none":
      return { op: "none", amount: 0, options: {} };
    case "half":
      return { op: "damage", amount: d20.halfRoundedUp(points), options };
    case "double":
      return { op: "damage", amount: points * 2, options };
    case "full":
      return { op: "damage", amount: points, options };
  }
}

/**
 * Pure: the state a step leaves (through the ruleset's own damage and heal); `before`, the
 * recipient's state as read already, is what a step that does nothing leaves.
 */
export function stateAfter(
  ruleset: Ruleset,
  subject: HealthSubject,
  step: ApplyStep,
  before: HealthState = ruleset.readHealth(subject),
): HealthState {
  if (step.op === "heal") return ruleset.heal(subject, step.amount);
  if (step.op === "damage") return ruleset.damage(subject, step.amount, step.options);
  return before;
}

/** One number that changes ("Vitality 12 → 7"). */
export interface PreviewChange {
  field: string;
  /** i18n key of the field's name. */
  label: string;
  from: number;
  to: number;
}

export interface ApplyPreview {
  step: ApplyStep;
  changes: PreviewChange[];
  /** Health statuses the step turns on (Wounded, unconscious, defeated…). */
  added: HealthStatusId[];
  /** Health statuses it turns off (healing out of unconscious). */
  removed: HealthStatusId[];
  /** Out of the fight after it and not before (a mook's one hit, death). */
  out: boolean;
}

/**
 * Pure: what the step does to this recipient, field by field. `before` is its state now, read once
 * by a caller that previews several steps of the same recipient (a row's five multipliers).
 */
export function previewApply(
  ruleset: Ruleset,
  subject: HealthSubject,
  step: ApplyStep,
  before: HealthState = ruleset.readHealth(subject),
): ApplyPreview {
  const after = stateAfter(ruleset, subject, step, before);
  const changes: PreviewChange[] = [];
  for (const [field, to] of Object.entries(after.fields)) {
    const from = before.fields[field];
    // Boolean fields mirror statuses (Star Worlds' wounded flag): the statuses say them.
    if (typeof from !== "number" || typeof to !== "number" || from === to) continue;
    changes.push({ field, label: ruleset.healthFieldLabels[field] ?? field, from, to });
  }
  return {
    step,
    changes,
    added: after.statuses.filter((s) => !before.statuses.includes(s)),
    removed: before.statuses.filter((s) => !after.statuses.includes(s)),
    out: after.out && !before.out,
  };
}

/**
 * The field every ruleset's damage and heal step acts on (its health view's field: HP or Vitality);
 * the others (m20's STR damage) change only by what the ruleset's own rule moves into them.
 */
const STEP_FIELD = "health.value";

/** The multiplier's share beyond the card's total, by multiplier (its breakdown term's label). */
const MULTIPLIER_TERMS: Readonly<Partial<Record<ApplyMultiplier, string>>> = {
  half: "multiplierHalf",
  double: "multiplierDouble",
};

/**
 * Pure: a changed number as its breakdown: the value before, the card's total as rolled (taken off,
 * or added for healing), what the multiplier changes of it, and what the recipient's own rule
 * makes of the rest (Star Worlds Armor, the floor at 0, the maximum, m20's overflow into STR
 * damage: the state `ruleset.damage`/`heal` returned, which is what Apply writes).
 */
export function changeTrace(
  total: number,
  multiplier: ApplyMultiplier,
  step: ApplyStep,
  change: PreviewChange,
): trace.Trace {
  const terms = [trace.term("before", change.from, "state")];
  let moved = 0;
  if (change.field === STEP_FIELD && step.op !== "none") {
    const sign = step.op === "heal" ? 1 : -1;
    const points = Math.max(0, Math.trunc(total));
    terms.push(
      trace.term(step.op === "heal" ? "cardHealing" : "cardDamage", sign * points, "roll"),
    );
    const label = MULTIPLIER_TERMS[multiplier];
    if (label && step.amount !== points)
      terms.push(trace.term(label, sign * (step.amount - points), "gm"));
    moved = sign * step.amount;
  }
  const rest = change.to - change.from - moved;
  if (rest !== 0) terms.push(trace.term("healthRule", rest, "rule"));
  return trace.sumTrace("healthChange", terms);
}
