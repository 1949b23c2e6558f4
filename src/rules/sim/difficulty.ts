// A difficulty word for a fight, read off the party's simulated chance to win (the encounter
// builder's and the odds panel's figure), so a GM new to the numbers reads "hard" beside "48%".
// The thresholds are ours, calibrated to the chance itself, not to a published table: d20 encounter
// levels price a fight by its cost in resources, while these say how often the party loses it.
//   trivial  ≥ 95%   the party loses at most 1 fight in 20
//   easy     ≥ 80%   loses about 1 in 5 or fewer
//   moderate ≥ 60%   wins most, loses 1 in 3 or so
//   hard     ≥ 35%   about a coin toss, or worse
//   deadly   < 35%   the party loses most of these fights
// docs/playing.md (Encounter builder) states the same table.
import { RulesError } from "../rules-error.js";

export const DIFFICULTIES = ["trivial", "easy", "moderate", "hard", "deadly"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** The least win chance of each word but the last, from the easiest down. */
export const DIFFICULTY_FLOORS: Readonly<Record<Exclude<Difficulty, "deadly">, number>> = {
  trivial: 0.95,
  easy: 0.8,
  moderate: 0.6,
  hard: 0.35,
};

/** The word for a party win chance from 0 to 1 (a chance outside it, or NaN, throws). */
export function difficultyOf(winChance: number): Difficulty {
  if (!(typeof winChance === "number" && winChance >= 0 && winChance <= 1))
    throw new RulesError(
      "HOLOCRON.Rules.Error.chance",
      { value: String(winChance) },
      `winChance must be from 0 to 1, got ${String(winChance)}`,
    );
  for (const word of ["trivial", "easy", "moderate", "hard"] as const)
    if (winChance >= DIFFICULTY_FLOORS[word]) return word;
  return "deadly";
}
