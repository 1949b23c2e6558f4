// Pure: the party's award of Hero Points (Star Worlds characters, at most 12 held: seed 002 line 41)
// or Heroism Points (Space Opera characters, up to the pool the GM set: the token bar's max) to all
// or some members — who can receive, the dialog's context, its form read back, and each row's plan.
import { starWorlds } from "../../rules/index.js";
import { actionAndCancel, type DialogButtonSpec } from "../dialogs/dialog-buttons.js";
import type { HolocronActorData } from "../../data/typed-system.js";
import { holdsHeroPoints, holdsHeroism } from "../../rulesets/index.js";

/** The pool an award fills: a Star Worlds character's Hero Points or a Space Opera character's Heroism. */
export type AwardPool = "heroPoints" | "heroism";

/** A member who can receive an award: what it holds now and the most it may hold. */
export interface PartyAwardMember {
  uuid: string;
  name: string;
  pool: AwardPool;
  held: number;
  max: number;
}

/** One member's award: held before and after, what was gained, and whether the cap cut it. */
export interface PartyAwardRow extends PartyAwardMember {
  after: number;
  gained: number;
  capped: boolean;
}

/** The largest award in one go: Star Worlds' cap on Hero Points held (seed 002 line 41). */
export const PARTY_AWARD_MAX = starWorlds.maxHeroPoints;

/** The pool an actor's data can receive, or null (NPCs and m20 characters hold none). */
export function awardPoolOf(
  data: HolocronActorData | null,
): Pick<PartyAwardMember, "pool" | "held" | "max"> | null {
  if (holdsHeroPoints(data)) {
    return {
      pool: "heroPoints",
      held: data.system.heroPoints.value,
      max: starWorlds.maxHeroPoints,
    };
  }
  if (holdsHeroism(data)) {
    const { value, max } = data.system.heroism;
    return { pool: "heroism", held: value, max };
  }
  return null;
}

/** Each member's row: Hero Points by the Star Worlds rule; Heroism up to the member's pool. */
export function partyAwardPlan(
  members: readonly PartyAwardMember[],
  amount: number,
): PartyAwardRow[] {
  if (!Number.isInteger(amount) || amount < 1 || amount > PARTY_AWARD_MAX) {
    throw new RangeError(`award must be 1 to ${PARTY_AWARD_MAX}`);
  }
  return members.map((m) => {
    const after =
      m.pool === "heroPoints"
        ? (starWorlds.awardHeroPoints([{ id: m.uuid, held: m.held }], amount)[0]?.after ?? m.held)
        : Math.max(m.held, Math.min(m.max, m.held + amount));
    return { ...m, after, gained: after - m.held, capped: after - m.held < amount };
  });
}

/** The award dialog's context: every member who can receive, all ticked. */
export function partyAwardDialogContext(members: readonly PartyAwardMember[]) {
  return {
    amount: 1,
    max: PARTY_AWARD_MAX,
    members: members.map((m, index) => ({
      ...m,
      index,
      poolLabel: `HOLOCRON.Party.Award.Pool.${m.pool}`,
    })),
  };
}

/** The award dialog's footer: award (default), cancel. */
export const PARTY_AWARD_BUTTONS: readonly DialogButtonSpec[] = actionAndCancel({
  action: "award",
  label: "HOLOCRON.Party.Award.Confirm",
  icon: "fa-solid fa-star",
});

export class PartyAwardError extends Error {}

/** The dialog's form (strings and checkbox booleans) → the members ticked and the amount. */
export function readPartyAwardForm(
  values: Record<string, unknown>,
  members: readonly PartyAwardMember[],
): { uuids: string[]; amount: number } {
  const text = String(values.amount ?? "").trim();
  const amount = text === "" ? NaN : Number(text);
  if (!Number.isInteger(amount) || amount < 1 || amount > PARTY_AWARD_MAX) {
    throw new PartyAwardError("HOLOCRON.Party.Award.Error.BadAmount");
  }
  const uuids = members.filter((_m, i) => values[`member.${i}`] === true).map((m) => m.uuid);
  if (uuids.length === 0) throw new PartyAwardError("HOLOCRON.Party.Award.Error.NoOne");
  return { uuids, amount };
}
