// A Star Worlds check: 2d6 + attribute read in bands; a Close-Call instead of a Failure when a skill
// applies. The band comes from src/rules.
import { dice } from "../rules/index.js";
import { ROLL_DICE_TEMPLATE } from "./d20-check.js";
import { starWorldsBand, type WorldsBand } from "./outcomes.js";
import type { RollData } from "./roll-data.js";

export interface WorldsCheckData {
  /** Whether the player claims a skill applies (turns a Failure into a Close-Call). */
  skilled: boolean;
}

export interface WorldsCheckOptions extends Roll.Options, Partial<WorldsCheckData> {}

export class WorldsCheck extends foundry.dice.Roll<RollData> {
  static override CHAT_TEMPLATE = ROLL_DICE_TEMPLATE;

  constructor(formula: string, data?: RollData, options?: WorldsCheckOptions) {
    super(formula, data, options);
  }

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
    return this.total === undefined ? null : starWorldsBand(this.total, this.skilled);
  }

  get closeCall(): boolean {
    return this.band === "closeCall";
  }
}
