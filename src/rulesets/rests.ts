// The rests a group can take from the Rest dialog (rulings.md, "Time and healing"): some hours (m20,
// Space Opera), a night, a week or a bacta tank (Star Worlds), and how long each lasts in world time.
// Which of them a ruleset offers, and the GM's mark its rest reads, are the adapter's (`rests`).
import { d20, starWorlds } from "../rules/index.js";

export const REST_KINDS = ["hours", "night", "week", "bacta"] as const;
export type RestKind = (typeof REST_KINDS)[number];
export const MAX_REST_HOURS = 24;

/**
 * A ruleset's rests: the kinds its seed has and the GM's mark per character its rest reads (medical
 * care doubles hourly healing in m20 and Space Opera; a bacta tank heals the Dying in Star Worlds).
 */
export interface RestOffer {
  readonly kinds: readonly RestKind[];
  readonly mark: "medical" | "bacta";
}

/** The world time a rest takes, in seconds. */
export function restSeconds(kind: RestKind, hours: number): number {
  switch (kind) {
    case "hours":
      return hours * d20.HOUR_SECONDS;
    case "night":
      return starWorlds.NIGHT_SECONDS;
    case "week":
      return starWorlds.WEEK_SECONDS;
    case "bacta":
      return starWorlds.BACTA_SECONDS;
  }
}
