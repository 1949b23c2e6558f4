// One group of the pool played against the party, as the builder plays the groups it keeps: the GM
// changed a found group by a foe or two (one more thug, one brute fewer) and wants its odds before
// placing it. Same fights, same seeding by the group (builder.ts), so a group's odds are the same
// whether the search or the GM chose it.
import { assertIntegerAtLeast, assertIntegerInRange } from "../validate.js";
import { RulesError } from "../rules-error.js";
import {
  BUILD_DEFAULTS,
  checkBuild,
  fightersOf,
  groupSeed,
  keyOf,
  MAX_GROUP,
  oddsOf,
  type BuildTarget,
  type FoeKind,
  type GroupOdds,
} from "./builder.js";
import { encounter } from "./encounter.js";
import { DEFAULT_MAX_ROUNDS, type Fighter } from "./types.js";

/** A group's counts stepped by one foe of a kind, within the kind's max and 1..MAX_GROUP in all. */
export function stepGroup(
  pool: readonly Pick<FoeKind, "id" | "max">[],
  counts: Readonly<Record<string, number>>,
  kindId: string,
  step: 1 | -1,
): Record<string, number> | null {
  const kind = pool.find((k) => k.id === kindId);
  if (!kind) return null;
  const next = { ...counts, [kindId]: (counts[kindId] ?? 0) + step };
  const size = Object.values(next).reduce((a, b) => a + b, 0);
  const max = kind.max ?? MAX_GROUP;
  if (next[kindId]! < 0 || next[kindId]! > max || size < 1 || size > MAX_GROUP) return null;
  if (next[kindId] === 0) delete next[kindId];
  return next;
}

/** The odds of the group `counts` (by kind id), played with the builder's second-pass fights. */
export function playGroup(
  party: readonly Fighter[],
  pool: readonly FoeKind[],
  counts: Readonly<Record<string, number>>,
  target: BuildTarget,
  o: { seed: number; fights?: number; maxRounds?: number },
): GroupOdds {
  checkBuild(party, pool, target);
  const fights = o.fights ?? BUILD_DEFAULTS.refineFights;
  assertIntegerAtLeast(fights, "fights", 1);
  for (const id of Object.keys(counts)) {
    if (!pool.some((k) => k.id === id))
      throw new RulesError(
        "HOLOCRON.Rules.Error.id",
        {},
        `the pool has no kind ${JSON.stringify(id)}`,
      );
  }
  const vector = pool.map((k) => counts[k.id] ?? 0);
  vector.forEach((n, i) =>
    assertIntegerInRange(n, `count of ${pool[i]!.id}`, 0, pool[i]!.max ?? MAX_GROUP),
  );
  assertIntegerInRange(
    vector.reduce((a, b) => a + b, 0),
    "group size",
    1,
    MAX_GROUP,
  );
  const seed = groupSeed(o.seed, `refine:${keyOf(pool, vector)}`);
  const result = encounter(fightersOf(party, pool, vector), {
    fights,
    seed,
    maxRounds: o.maxRounds ?? DEFAULT_MAX_ROUNDS,
  });
  return oddsOf(result, party, pool, vector, target);
}
