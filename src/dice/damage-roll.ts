// A damage roll: a critical rolls the whole formula twice (rulings: never one roll × 2); a Star
// Worlds Hero Point adds 1d6. The type decides what Negate Energy and armor can do with it.
import { dice } from "../rules/index.js";
import { ROLL_DICE_TEMPLATE } from "./d20-check.js";
import type { RollData } from "./roll-data.js";
import { isDamageType, type DamageType } from "../config.js";

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

export class DamageRoll extends foundry.dice.Roll<RollData> {
  static override CHAT_TEMPLATE = ROLL_DICE_TEMPLATE;

  constructor(formula: string, data?: RollData, options?: DamageRollOptions) {
    super(formula, data, options);
  }

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
