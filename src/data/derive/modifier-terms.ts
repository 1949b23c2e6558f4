// The Active Effect terms of the d20 modifiers (Battlemind +N, prone −4 AC, cover): one term per
// effect change that adds to `system.modifiers.*`, named by its effect, so a traced AC or attack
// bonus says which effect moved it. Foundry has already summed the same changes into the modifiers
// (d20-block.ts resets them each preparation); `reconcile` keeps the trace equal to that sum.
import { trace } from "../../rules/index.js";

/** The d20 modifiers' names (d20.ts's D20Modifiers). */
export type ModifierKey = "attack" | "damage" | "ac";
export type ModifierTerms = Record<ModifierKey, trace.TraceTerm[]>;

/** The part of an Active Effect the terms read. */
export interface EffectTermSource {
  name: string;
  active: boolean;
  statuses: Iterable<string>;
  changes: readonly { key: string; value: unknown }[];
  /** What caused it, in words ("Force Push, Kara Venn's card"), when known. */
  cause?: string;
}

const KEYS: Readonly<Record<string, ModifierKey>> = {
  "system.modifiers.attack": "attack",
  "system.modifiers.damage": "damage",
  "system.modifiers.ac": "ac",
};

export function emptyModifierTerms(): ModifierTerms {
  return { attack: [], damage: [], ac: [] };
}

/** One term per active effect's numeric change of a modifier, in effect order. */
export function modifierTerms(effects: Iterable<EffectTermSource>): ModifierTerms {
  const out = emptyModifierTerms();
  for (const effect of effects) {
    if (!effect.active) continue;
    const status = [...effect.statuses][0];
    for (const change of effect.changes) {
      const key = KEYS[change.key];
      const value = Number(change.value);
      if (key === undefined || !Number.isInteger(value) || value === 0) continue;
      const kind = status === undefined ? "effect" : "status";
      out[key].push(trace.term("modifier", value, kind, effect.name, effect.cause));
    }
  }
  return out;
}

/**
 * The terms, and one unnamed term for whatever part of the applied `total` they do not explain (an
 * effect of another mode, a module's change): the trace always adds up to the number in use.
 */
export function reconcile(terms: readonly trace.TraceTerm[] | undefined, total: number) {
  const list = terms ?? [];
  const rest = total - list.reduce((sum, t) => sum + t.value, 0);
  return rest === 0 ? list : [...list, trace.term("otherEffects", rest, "effect")];
}
