// Whole fights, played many times with a seeded random source: who wins, how many rounds it takes,
// and how often each fighter is taken out. The choices fighters make follow policy.ts.
import type { Rng } from "../dice/roll.js";
import { checkFighters, checkOptions } from "./check-input.js";
import { D20Sim, d20Order } from "./d20-fighters.js";
import type { FighterBase } from "./fighter-base.js";
import { seededRng } from "./random.js";
import type {
  D20Fighter,
  EncounterOptions,
  EncounterResult,
  Fighter,
  WorldsFighter,
} from "./types.js";
import { WorldsSim, worldsOrder } from "./worlds-fighters.js";

type Playable = FighterBase<Fighter>;

/** One ruleset's fighters with their turn order and turn, as the loop plays them. */
interface Table<F extends Playable> {
  fighters: readonly F[];
  order(rng: Rng): F[];
  turn(fighter: F, foes: readonly F[], rng: Rng): void;
}

/** Whether a fighter plays Star Worlds (its fights are 2d6 bands, not d20 rolls). */
export function isWorlds(f: Fighter): f is WorldsFighter {
  return f.ruleset === "starWorlds";
}

function d20Table(list: readonly D20Fighter[]): Table<D20Sim> {
  const fighters = list.map((f) => new D20Sim(f));
  for (const f of fighters) f.prepare(fighters.filter((o) => o.side !== f.side));
  return {
    fighters,
    order: (rng) => d20Order(fighters, rng),
    turn: (f, foes, rng) => f.turn(foes, rng),
  };
}

function worldsTable(list: readonly WorldsFighter[]): Table<WorldsSim> {
  const fighters = list.map((f) => new WorldsSim(f));
  return {
    fighters,
    order: (rng) => worldsOrder(fighters, rng),
    turn: (f, foes, rng) => f.turn(foes, rng),
  };
}

/** Per fighter: how many fights it was taken out in, died in, and its attacks. */
interface Tally {
  partyWins: number;
  foesWin: number;
  rounds: number;
  downed: Map<string, number>;
  dead: Map<string, number>;
}

function allOut(fighters: readonly Playable[]): boolean {
  for (const f of fighters) if (!f.isOut()) return false;
  return true;
}

/** Plays one fight; returns the winning side (or null for a draw) and the rounds played. */
function playFight<F extends Playable>(
  table: Table<F>,
  sides: { party: readonly F[]; foes: readonly F[] },
  maxRounds: number,
  rng: Rng,
): { winner: "party" | "foes" | null; rounds: number } {
  for (const f of table.fighters) f.reset();
  const decided = (): "party" | "foes" | null =>
    allOut(sides.foes) ? "party" : allOut(sides.party) ? "foes" : null;
  let winner = decided();
  if (winner) return { winner, rounds: 0 };
  const order = table.order(rng);
  for (let round = 1; round <= maxRounds; round++) {
    for (const f of order) {
      table.turn(f, f.side === "party" ? sides.foes : sides.party, rng);
      winner = decided();
      if (winner) return { winner, rounds: round };
    }
  }
  return { winner: null, rounds: maxRounds };
}

function run<F extends Playable>(
  table: Table<F>,
  o: EncounterOptions,
  maxRounds: number,
): EncounterResult {
  const rng = seededRng(o.seed);
  const sides = {
    party: table.fighters.filter((f) => f.side === "party"),
    foes: table.fighters.filter((f) => f.side === "foes"),
  };
  const tally: Tally = { partyWins: 0, foesWin: 0, rounds: 0, downed: new Map(), dead: new Map() };
  const every = o.progressEvery ?? 500;
  for (let fight = 1; fight <= o.fights; fight++) {
    const { winner, rounds } = playFight(table, sides, maxRounds, rng);
    if (winner === "party") tally.partyWins++;
    else if (winner === "foes") tally.foesWin++;
    tally.rounds += rounds;
    for (const f of table.fighters) {
      if (f.isOut()) tally.downed.set(f.id, (tally.downed.get(f.id) ?? 0) + 1);
      if (f.isDead()) tally.dead.set(f.id, (tally.dead.get(f.id) ?? 0) + 1);
    }
    if (o.onProgress && (fight % every === 0 || fight === o.fights)) o.onProgress(fight);
  }
  const n = o.fights;
  const share = (m: Map<string, number>) =>
    Object.fromEntries(table.fighters.map((f) => [f.id, (m.get(f.id) ?? 0) / n]));
  return {
    partyWins: tally.partyWins / n,
    foesWin: tally.foesWin / n,
    draws: (n - tally.partyWins - tally.foesWin) / n,
    meanRounds: tally.rounds / n,
    downedChance: share(tally.downed),
    deathChance: share(tally.dead),
    attacks: Object.fromEntries(
      table.fighters.map((f) => [f.id, { made: f.attacksMade, hit: f.attacksHit }]),
    ),
    fights: n,
    maxRounds,
    counts: {
      partyWins: tally.partyWins,
      foesWin: tally.foesWin,
      rounds: tally.rounds,
      downed: Object.fromEntries(table.fighters.map((f) => [f.id, tally.downed.get(f.id) ?? 0])),
    },
  };
}

/** Plays `fights` fights and returns the fractions (partyWins + foesWin + draws = 1). */
export function encounter(fighters: Fighter[], o: EncounterOptions): EncounterResult {
  checkFighters(fighters);
  const maxRounds = checkOptions(o);
  const worlds = fighters.filter(isWorlds);
  if (worlds.length > 0) return run(worldsTable(worlds), o, maxRounds);
  return run(d20Table(fighters.filter((f): f is D20Fighter => !isWorlds(f))), o, maxRounds);
}
