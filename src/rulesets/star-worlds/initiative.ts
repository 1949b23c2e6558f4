// Star Worlds' combat rules: higher Speed (from worn armor) first; ties broken by Daring rolls
// (2d6 + DAR, rolled again while tied). Nothing is rolled on a d20.
import { starWorlds } from "../../rules/index.js";
import { pairResult } from "../combat-order.js";
import { readHealth, readNumber } from "../combat-read.js";
import type { InitiativeRules } from "../combat-rules.js";
import type { SortEntry, SpeedView } from "../combat-view.js";

/** Paths in a Star Worlds actor's system data (src/data/actors/worlds-character.ts; Speed is derived from armor). */
export function starWorldsView(system: unknown): SpeedView {
  return {
    kind: "speed",
    speed: readNumber(system, "speed", starWorlds.UNARMORED.speed),
    daring: readNumber(system, "attributes.daring"),
    health: readHealth(system),
  };
}

/** The Daring tie-break roll. */
export const DARING_FORMULA = "2d6";

export function compareStarWorlds(a: SortEntry, b: SortEntry): number {
  const pair = [
    { id: a.id, speed: a.initiative ?? 0, daring: a.tieBreak },
    { id: b.id, speed: b.initiative ?? 0, daring: b.tieBreak },
  ];
  return pairResult(a, b, starWorlds.turnOrder(pair));
}

export function orderStarWorlds(list: readonly SortEntry[]): string[] {
  return starWorlds.turnOrder(
    list.map((e) => ({ id: e.id, speed: e.initiative ?? 0, daring: e.tieBreak })),
  );
}

export const starWorldsInitiative: InitiativeRules = {
  ruleset: "starWorlds",
  kind: "speed",
  worldFormula: null,
  view: (actor) => starWorldsView(actor.system),
  tieBreak: (_system, flags) => flags.tieBreak ?? 0,
  formulaFor: () => null,
  order: orderStarWorlds,
  compare: compareStarWorlds,
};
