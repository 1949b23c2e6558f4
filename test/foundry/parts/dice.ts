import type { StandInEnv } from "../index.js";
import { dice } from "../../../src/rules/index.js";
import { deprecated } from "./release.js";

/**
 * foundry.dice.Roll for the roll glue: parses with the rules parser, takes die results
 * from `scriptedDice` (tests push; empty → 1), keeps `options`, `dice[].results`, `total`, renders
 * its CHAT_TEMPLATE, and round-trips through toJSON/fromData by class name (CONFIG.Dice.rolls).
 */
type Obj = Record<string, unknown>;

/** Scripted results for the next dice rolled by any stand-in Roll, in order. */
export const scriptedDice: number[] = [];

export interface StandInDieResult {
  result: number;
  active: boolean;
  discarded?: boolean;
}
export interface StandInDie {
  faces: number;
  number: number;
  results: StandInDieResult[];
}

export class StandInRoll {
  static CHAT_TEMPLATE = "templates/dice/roll.html";
  formula: string;
  data: Obj;
  options: Obj;
  dice: StandInDie[] = [];
  _total: number | undefined = undefined;

  constructor(formula: string, data: Obj = {}, options: Obj = {}) {
    this.data = data;
    this.options = options;
    this.formula = formula.replace(/@(\w+)/g, (_m, key: string) => String(data[key] ?? 0));
    dice.parseFormula(this.formula);
  }

  get total(): number | undefined {
    return this._total;
  }

  async evaluate(): Promise<this> {
    let total = 0;
    this.dice = [];
    for (const term of dice.parseFormula(this.formula)) {
      if (term.kind === "flat") {
        total += term.sign * term.value;
        continue;
      }
      const die: StandInDie = { faces: term.faces, number: term.count, results: [] };
      for (let i = 0; i < term.count; i++) {
        const result = scriptedDice.shift() ?? 1;
        if (!Number.isInteger(result) || result < 1 || result > term.faces) {
          throw new Error(`Scripted result ${result} does not fit a d${term.faces}`);
        }
        die.results.push({ result, active: true });
        total += term.sign * result;
      }
      this.dice.push(die);
    }
    this._total = total;
    return this;
  }

  async render(): Promise<string> {
    const ctor = this.constructor as typeof StandInRoll;
    const { renderTemplate } = Reflect.get(globalThis, "foundry").applications.handlebars;
    return renderTemplate(ctor.CHAT_TEMPLATE, {
      formula: this.formula,
      total: this.total,
      tooltip: "",
      flavor: this.options.flavor,
    });
  }

  /** Posts the roll as its own chat message (Roll#toMessage). */
  async toMessage(data: Obj = {}): Promise<unknown> {
    if (this._total === undefined) await this.evaluate();
    const chat = Reflect.get(globalThis, "ChatMessage") as { create(d: Obj): Promise<unknown> };
    return chat.create({ ...data, rolls: [this], content: String(this._total) });
  }

  toJSON(): Obj {
    return {
      class: this.constructor.name,
      formula: this.formula,
      options: structuredClone(this.options),
      dice: structuredClone(this.dice),
      total: this._total,
    };
  }

  /** As Foundry: the class is found by name among CONFIG.Dice.rolls. */
  static fromData(data: Obj): StandInRoll {
    const config = Reflect.get(globalThis, "CONFIG") as { Dice: { rolls: (typeof StandInRoll)[] } };
    const cls = config.Dice.rolls.find((c) => c.name === data.class) ?? StandInRoll;
    const roll = new cls(data.formula as string, {}, data.options as Obj);
    roll.dice = data.dice as StandInDie[];
    roll._total = data.total as number | undefined;
    return roll;
  }
}

export function install(env: StandInEnv): void {
  scriptedDice.length = 0;
  // A fresh subclass per install, so CONFIG.Dice.rolls of one test never leaks into the next.
  class Roll extends StandInRoll {}
  env.foundry.dice.Roll = Roll;
  // V13's roll modes (https://foundryvtt.com/api/v13/variables/CONFIG.Dice.html); V14 warns on
  // reading them and lists CONFIG.ChatMessage.modes instead (parts/chat.ts).
  const rollModes = {
    publicroll: { label: "CHAT.RollPublic" },
    gmroll: { label: "CHAT.RollPrivate" },
    blindroll: { label: "CHAT.RollBlind" },
    selfroll: { label: "CHAT.RollSelf" },
  };
  env.CONFIG.Dice = {
    rolls: [Roll],
    get rollModes() {
      deprecated("CONFIG.Dice.rollModes");
      return rollModes;
    },
  };
  env.extra.Roll = Roll;
}
