// Holocron's Roll subclasses, one module: a d20 check, a Star Worlds 2d6 check and a damage roll,
// thin getters over the rolled dice (the outcomes they read come from ./outcomes.ts).
import { dice, starWorlds } from "../rules/index.js";
import { isDamageType, SYSTEM_ID, type DamageType } from "../config.js";
import { isRulesetId, isD20Ruleset, type D20RulesetId } from "../rulesets/index.js";
import { d20Outcome, type D20Kind, type D20Outcome, type WorldsBand } from "./outcomes.js";
import type { RollData } from "./roll-data.js";

/** The dice part of every Holocron roll in chat (formula, dice, total): Foundry renders it. */
export const ROLL_DICE_TEMPLATE = `systems/${SYSTEM_ID}/templates/chat/roll-dice.hbs`;

/** What every Holocron roll shares: its dice part in chat, and options of its own kind (`O`). */
class HolocronRoll<O extends Roll.Options> extends foundry.dice.Roll<RollData> {
  static override CHAT_TEMPLATE = ROLL_DICE_TEMPLATE;

  constructor(formula: string, data?: RollData, options?: O) {
    super(formula, data, options);
  }
}

// A d20 roll: checks, attacks, Force/psionic checks and dying checks. Thin getters over the rolled
// die; the outcome comes from src/rules through ./outcomes.ts.

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

export class D20Check extends HolocronRoll<D20CheckOptions> {
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

// A Star Worlds check: 2d6 + attribute read in bands; a Close-Call instead of a Failure when a skill
// applies. The band comes from src/rules.

export interface WorldsCheckData {
  /** Whether the player claims a skill applies (turns a Failure into a Close-Call). */
  skilled: boolean;
}

export interface WorldsCheckOptions extends Roll.Options, Partial<WorldsCheckData> {}

export class WorldsCheck extends HolocronRoll<WorldsCheckOptions> {
  /** 2d6 + attribute (+ situational modifier), e.g. build(1, …) rolls "2d6+1". */
  static build(bonus: number, options: WorldsCheckData & { flavor?: string }): WorldsCheck {
    return new WorldsCheck(dice.addModifier("2d6", bonus), {}, { ...options });
  }

  get skilled(): boolean {
    return (this.options as WorldsCheckOptions).skilled === true;
  }

  /** The sum of the two dice (before the attribute), or null before evaluation. */
  get natural(): number | null {
    const die = this.dice[0];
    if (!die || die.results.length === 0) return null;
    return die.results.filter((r) => r.active && !r.discarded).reduce((s, r) => s + r.result, 0);
  }

  get band(): WorldsBand | null {
    return this.total === undefined
      ? null
      : starWorlds.outcome(this.total, { skilled: this.skilled });
  }

  get closeCall(): boolean {
    return this.band === "closeCall";
  }
}

// A damage roll: a critical rolls the whole formula twice (rulings: never one roll × 2); a Star
// Worlds Hero Point adds 1d6. The type decides what Negate Energy and armor can do with it.

export interface DamageRollData {
  damageType: DamageType;
  critical: boolean;
  /** A Star Worlds Hero Point spent for +1d6. */
  heroDie: boolean;
  /** The formula before critical doubling and the Hero Point die. */
  baseFormula: string;
}

export interface DamageRollOptions extends Roll.Options, Partial<DamageRollData> {}

export const HERO_DIE = "1d6";

/** The formula actually rolled (throws the rules parser's Error on a malformed base formula). */
export function damageRollFormula(
  base: string,
  o: { critical: boolean; heroDie: boolean },
): string {
  const rolled = o.critical
    ? dice.criticalFormula(base)
    : dice.formatFormula(dice.parseFormula(base));
  return o.heroDie ? `${rolled}+${HERO_DIE}` : rolled;
}

export class DamageRoll extends HolocronRoll<DamageRollOptions> {
  static build(
    base: string,
    o: { damageType: DamageType; critical?: boolean; heroDie?: boolean; flavor?: string },
  ): DamageRoll {
    const critical = o.critical ?? false;
    const heroDie = o.heroDie ?? false;
    const formula = damageRollFormula(base, { critical, heroDie });
    return new DamageRoll(formula, {}, { ...o, critical, heroDie, baseFormula: base });
  }

  get damage(): DamageRollData {
    const o = this.options as DamageRollOptions;
    return {
      damageType: isDamageType(o.damageType) ? o.damageType : "kinetic",
      critical: o.critical === true,
      heroDie: o.heroDie === true,
      baseFormula: typeof o.baseFormula === "string" ? o.baseFormula : this.formula,
    };
  }

  get damageType(): DamageType {
    return this.damage.damageType;
  }

  get critical(): boolean {
    return this.damage.critical;
  }

  get heroDie(): boolean {
    return this.damage.heroDie;
  }
}
