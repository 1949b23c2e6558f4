// m20's combat rules: 1d20 + DEX bonus, ties to the higher DEX score (rules API), then the name.
import { dice, m20 } from "../../rules/index.js";
import { pairResult } from "../../documents/combat-order.js";
import { readBoolean, readHealth, readNumber } from "../../documents/combat-read.js";
import type { D20View, InitiativeRules, SortEntry } from "../../documents/combat-rules.js";

/** Paths in an m20 actor's system data (issue 4's models). */
export function m20View(system: unknown): D20View {
  return {
    kind: "d20",
    dex: readNumber(system, "stats.dex", 10),
    dexBonus: readNumber(system, "bonuses.dex"),
    strBonus: readNumber(system, "bonuses.str"),
    level: readNumber(system, "level", 1),
    health: readHealth(system),
    strDamage: readNumber(system, "strDamage.value"),
    mook: readBoolean(system, "mook"),
  };
}

/** 1d20 + DEX bonus, with the bonus written in: the chat card shows exactly what was added. */
export function d20InitiativeFormula(view: D20View): string {
  return dice.addModifier("1d20", view.dexBonus);
}

export function compareM20(a: SortEntry, b: SortEntry): number {
  const pair = [
    { id: a.id, total: a.initiative ?? 0, dex: a.tieBreak },
    { id: b.id, total: b.initiative ?? 0, dex: b.tieBreak },
  ];
  return pairResult(a, b, m20.initiativeOrder(pair));
}

export function orderM20(list: readonly SortEntry[]): string[] {
  return m20.initiativeOrder(
    list.map((e) => ({ id: e.id, total: e.initiative ?? 0, dex: e.tieBreak })),
  );
}

export const m20Initiative: InitiativeRules = {
  ruleset: "m20",
  kind: "d20",
  worldFormula: "1d20",
  view: (actor) => m20View(actor.system),
  tieBreak: (system) => readNumber(system, "stats.dex", 10),
  formulaFor: (view) => (view.kind === "d20" ? d20InitiativeFormula(view) : null),
  order: orderM20,
  compare: compareM20,
};
