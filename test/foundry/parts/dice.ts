import type { StandInEnv } from "../index.js";
import { dice } from "../../../src/rules/index.js";
import { deprecated, generation } from "./release.js";

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

  /**
   * Roll#render({ flavor, template, isPrivate }): the roll's chat HTML. A private roll (a blind roll
   * seen by someone who may not see it) shows neither its formula, its dice nor its total
   * (https://foundryvtt.com/api/v13/classes/foundry.dice.Roll.html#render: "isPrivate: Is the Roll
   * displayed privately?"); the stand-in hides all three, never less.
   */
  async render(
    options: { flavor?: string; template?: string; isPrivate?: boolean } = {},
  ): Promise<string> {
    const ctor = this.constructor as typeof StandInRoll;
    const { renderTemplate } = Reflect.get(globalThis, "foundry").applications.handlebars;
    const hidden = options.isPrivate === true;
    return renderTemplate(options.template ?? ctor.CHAT_TEMPLATE, {
      formula: hidden ? "???" : this.formula,
      total: hidden ? "?" : this.total,
      tooltip: "",
      flavor: hidden ? null : (options.flavor ?? this.options.flavor),
      isPrivate: hidden,
    });
  }

  /**
   * Roll#toMessage(messageData, options): posts the roll as its own chat message. Its options are
   * kept as documented: V13 `{ rollMode, create }` (https://foundryvtt.com/api/v13/classes/foundry.dice.Roll.html#tomessage),
   * V14 `{ messageMode, create }` with `rollMode` still read but deprecated; the mode is applied to
   * the message data as ChatMessage.applyRollMode / applyMode do (whisper, blind), and without one
   * the user's own chat-box choice (core.rollMode / core.messageMode) is used. `create: false`
   * returns the message data instead of creating it.
   */
  async toMessage(
    data: Obj = {},
    options: { rollMode?: string; messageMode?: string; create?: boolean } = {},
  ): Promise<unknown> {
    if (this._total === undefined) await this.evaluate();
    const known = new Set(["rollMode", "messageMode", "create"]);
    const unknown = Object.keys(options).filter((k) => !known.has(k));
    if (unknown.length) throw new Error(`Roll#toMessage has no option ${unknown.join(", ")}`);
    const chat = Reflect.get(globalThis, "ChatMessage") as {
      create(d: Obj): Promise<unknown>;
      applyRollMode(d: Obj, mode: string): Obj;
      applyMode?: (d: Obj, mode: string) => Obj;
    };
    const message: Obj = { ...data, rolls: [this], content: String(this._total) };
    const mode = messageModeFor(options);
    if (mode !== null) {
      if (generation() >= 14) chat.applyMode?.(message, mode);
      else chat.applyRollMode(message, mode);
    }
    if (options.create === false) return message;
    return chat.create(message);
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

/** V13's roll mode names by V14's message mode (a V13 name given on V14 is mapped, as V14 does). */
const V14_BY_V13: Record<string, string> = {
  publicroll: "public",
  gmroll: "gm",
  blindroll: "blind",
  selfroll: "self",
};

/** The mode toMessage applies: the option given, else the user's chat-box setting. */
function messageModeFor(options: { rollMode?: string; messageMode?: string }): string | null {
  const settings = Reflect.get(globalThis, "game").settings as {
    get(ns: string, key: string): unknown;
  };
  if (generation() >= 14) {
    if (options.rollMode !== undefined) deprecated("Roll#toMessage rollMode");
    const given =
      options.messageMode ??
      (options.rollMode !== undefined ? V14_BY_V13[options.rollMode] : undefined);
    const mode = given ?? settings.get("core", "messageMode");
    return typeof mode === "string" ? mode : null;
  }
  const mode = options.rollMode ?? settings.get("core", "rollMode");
  return typeof mode === "string" ? mode : null;
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
