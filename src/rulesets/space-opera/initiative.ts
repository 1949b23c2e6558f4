// Space Opera's combat rules: the d20 core's 1d20 + DEX bonus, ties to DEX score, then the name.
import { spaceOpera } from "../../rules/index.js";
import { pairResult } from "../../documents/combat-order.js";
import { readBoolean, readHealth, readNumber } from "../../documents/combat-read.js";
import type { D20View, InitiativeRules, SortEntry } from "../../documents/combat-rules.js";
import { d20InitiativeFormula } from "../m20/initiative.js";
import { runDyingCheck } from "./dying-check.js";

/** Paths in a Space Opera actor's system data (issue 4's models); no STR damage here. */
export function operaView(system: unknown): D20View {
  return {
    kind: "d20",
    dex: readNumber(system, "stats.dex", 10),
    dexBonus: readNumber(system, "bonuses.dex"),
    strBonus: readNumber(system, "bonuses.str"),
    level: readNumber(system, "level", 1),
    health: readHealth(system),
    strDamage: null,
    mook: readBoolean(system, "mook"),
  };
}

export function compareOpera(a: SortEntry, b: SortEntry): number {
  const pair = [
    { id: a.id, total: a.initiative ?? 0, dex: a.tieBreak },
    { id: b.id, total: b.initiative ?? 0, dex: b.tieBreak },
  ];
  return pairResult(a, b, spaceOpera.initiativeOrder(pair));
}

export function orderOpera(list: readonly SortEntry[]): string[] {
  return spaceOpera.initiativeOrder(
    list.map((e) => ({ id: e.id, total: e.initiative ?? 0, dex: e.tieBreak })),
  );
}

export const operaInitiative: InitiativeRules = {
  ruleset: "spaceOpera",
  kind: "d20",
  worldFormula: "1d20",
  view: (actor) => operaView(actor.system),
  tieBreak: (system) => readNumber(system, "stats.dex", 10),
  formulaFor: (view) => (view.kind === "d20" ? d20InitiativeFormula(view) : null),
  order: orderOpera,
  compare: compareOpera,
  turnStart: runDyingCheck,
};
