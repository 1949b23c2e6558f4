// The party sheet's context: one row per listed member, each read by its own ruleset (its health
// block, its active conditions, its pools), so a party of mixed rulesets shows each as it plays; a
// member deleted since is a "missing" row the GM can remove. Pure over what it is given: the sheet
// passes resolved members, the gallery and tests pass plain ones.
import type { HealthView } from "../../../rulesets/ruleset.js";
import type { HolocronActorData } from "../../../data/typed-system.js";
import { RULESET_OF_ACTOR_TYPE, type RulesetId } from "../../../config.js";
import { holdsHeroism, holdsHeroPoints, rulesetOf } from "../../../rulesets/index.js";

/** What a row reads of a member: its actor's health view, typed data and ruleset. */
export interface PartyMemberSource {
  uuid: string;
  member: {
    name: string;
    img: string | null;
    ruleset: RulesetId;
    health: HealthView;
    data: HolocronActorData;
  } | null;
}

/** A listed member as its own ruleset reads it (null: the actor is gone). */
export function memberSource(
  uuid: string,
  actor: {
    name: string;
    img: string | null;
    data: HolocronActorData;
    statuses: ReadonlySet<string>;
  } | null,
): PartyMemberSource {
  if (!actor) return { uuid, member: null };
  const { data } = actor;
  return {
    uuid,
    member: {
      name: actor.name,
      img: actor.img,
      ruleset: RULESET_OF_ACTOR_TYPE[data.type],
      health: rulesetOf(data.type).healthView({ ...data, statuses: actor.statuses }),
      data,
    },
  };
}

export interface PartyResource {
  label: string;
  value: number;
  max: number | null;
}

function resourcesOf(data: HolocronActorData): PartyResource[] {
  // A Star Worlds NPC has no level (the GM sets its numbers).
  const level: PartyResource[] =
    "level" in data.system
      ? [{ label: "HOLOCRON.Party.Level", value: data.system.level, max: null }]
      : [];
  if (holdsHeroPoints(data)) {
    const { value, max } = data.system.heroPoints;
    return [...level, { label: "HOLOCRON.Sheet.Resource.HeroPoints", value, max }];
  }
  if (holdsHeroism(data)) {
    const { value, max } = data.system.heroism;
    return [...level, { label: "HOLOCRON.Sheet.Resource.Heroism", value, max }];
  }
  return level;
}

/** One member's row. */
export function partyMemberRow(source: PartyMemberSource, index: number) {
  const m = source.member;
  if (!m) return { uuid: source.uuid, index, missing: true as const };
  const h = m.health;
  return {
    uuid: source.uuid,
    index,
    missing: false as const,
    name: m.name,
    img: m.img,
    ruleset: `HOLOCRON.Ruleset.${m.ruleset}`,
    health: {
      label: h.label,
      value: h.value,
      max: h.max,
      // The bar's width: the share of the maximum left (none for a mook, who has no hit points).
      percent: h.max ? Math.round((100 * Math.max(0, Math.min(h.value, h.max))) / h.max) : null,
      out: h.out,
      injured: h.injured,
    },
    extras: h.extra.map((e) => ({ label: e.label, value: e.value, max: e.max })),
    conditions: h.states.filter((s) => s.active).map((s) => ({ id: s.id, label: s.label })),
    resources: resourcesOf(m.data),
  };
}

/** The sheet's context: the rows, and what this user may do (the GM alone edits and awards). */
export function partyContext(
  members: readonly PartyMemberSource[],
  o: { gm: boolean; editable: boolean; awardable: boolean },
) {
  const rows = members.map(partyMemberRow);
  const manage = o.gm && o.editable;
  return {
    members: rows,
    empty: rows.length === 0,
    manage,
    award: manage && o.awardable,
    /** The GM's check request and rest, for the members still here. */
    together: manage && rows.some((r) => !r.missing),
    missing: rows.filter((r) => r.missing).length,
  };
}
