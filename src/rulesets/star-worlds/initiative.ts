// Star Worlds' combat rules: higher Speed (from worn armor) first; ties broken by Daring rolls
// (2d6 + DAR, rolled again while tied). Nothing is rolled on a d20.
import { starWorlds } from "../../rules/index.js";
import { pairResult } from "../combat-order.js";
import { worldsShape, type RulesetActor } from "../actor-shapes.js";
import type { InitiativeRules } from "../combat-rules.js";
import type { SortEntry, SpeedView } from "../combat-view.js";

/** What combat shows of a Star Worlds actor (a character's Speed is derived from worn armor). */
export function starWorldsView(actor: RulesetActor): SpeedView {
  const s = worldsShape(actor);
  const speedTrace = actor.type === "worldsCharacter" ? actor.system.traces?.speed : undefined;
  return {
    kind: "speed",
    speed: s.speed,
    daring: s.attributes.daring,
    health: { value: s.health.value, max: s.health.max },
    ...(speedTrace ? { speedTrace } : {}),
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
  view: starWorldsView,
  tieBreak: (_system, flags) => flags.tieBreak ?? 0,
  formulaFor: () => null,
  order: orderStarWorlds,
  compare: compareStarWorlds,
};
