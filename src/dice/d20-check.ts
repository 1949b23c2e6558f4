// A d20 roll: checks, attacks, Force/psionic checks and dying checks. Thin getters over the rolled
// die; the outcome comes from src/rules through ./outcomes.ts.
import type { RollData } from "./roll-data.js";
import { dice } from "../rules/index.js";
import { SYSTEM_ID } from "../config.js";
import { isRulesetId } from "../rulesets/index.js";

/** The dice part of every Holocron roll in chat (formula, dice, total): Foundry renders it. */
export const ROLL_DICE_TEMPLATE = `systems/${SYSTEM_ID}/templates/chat/roll-dice.hbs`;
import {
  d20Outcome,
  isD20Ruleset,
  type D20Kind,
  type D20Outcome,
  type D20RulesetId,
} from "./outcomes.js";

export interface D20CheckData {
  ruleset: D20RulesetId;
  kind: D20Kind;
  /** The DC, or the AC of an attack's single target; null when there is none. */
  target: number | null;
}

export interface D20CheckOptions extends Roll.Options, Partial<D20CheckData> {}

/** The ruleset stored in a roll's options; anything else (old or foreign data) reads as m20. */
function storedD20Ruleset(value: unknown): D20RulesetId {
  return isRulesetId(value) && isD20Ruleset(value) ? value : "m20";
}

export class D20Check extends foundry.dice.Roll<RollData> {
  static override CHAT_TEMPLATE = ROLL_DICE_TEMPLATE;

  constructor(formula: string, data?: RollData, options?: D20CheckOptions) {
    super(formula, data, options);
  }

  /** A d20 roll with a flat bonus, e.g. build(5, …) rolls "1d20+5". */
  static build(bonus: number, options: D20CheckData & { flavor?: string }): D20Check {
    return new D20Check(dice.addModifier("1d20", bonus), {}, { ...options });
  }

  get check(): D20CheckData {
    const o = this.options as D20CheckOptions;
    return {
      ruleset: storedD20Ruleset(o.ruleset),
      kind: o.kind ?? "check",
      target: typeof o.target === "number" ? o.target : null,
    };
  }

  /** The kept d20 result, or null before the roll is evaluated. */
  get natural(): number | null {
    const die = this.dice[0];
    return die?.results.find((r) => r.active && !r.discarded)?.result ?? null;
  }

  get target(): number | null {
    return this.check.target;
  }

  get outcome(): D20Outcome | null {
    const natural = this.natural;
    if (natural === null || this.total === undefined) return null;
    const { ruleset, kind, target } = this.check;
    return d20Outcome(ruleset, kind, { natural, total: this.total, target });
  }

  /** Attack: the outcome against another AC (one row per target on the attack card). */
  outcomeAgainst(ac: number): D20Outcome | null {
    const natural = this.natural;
    if (natural === null || this.total === undefined) return null;
    const { ruleset } = this.check;
    return d20Outcome(ruleset, "attack", { natural, total: this.total, target: ac });
  }
}
