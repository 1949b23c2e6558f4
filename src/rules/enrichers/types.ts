// What a journal or chat enricher asks for, once parsed: `[[/check physical dc=15]]`, `[[/attribute
// daring]]`, `[[/damage 3d6 energy]]`, `[[/heal 2d6+2]]`, `[[/hazard falling 40]]`.
import type { Stat } from "../d20/core.js";
import type { Attribute } from "../star-worlds/checks.js";
import type { DamageType } from "../damage-types.js";

export const ENRICHER_COMMANDS = ["check", "attribute", "damage", "heal", "hazard"] as const;
export type EnricherCommand = (typeof ENRICHER_COMMANDS)[number];

/** An enricher names any of the system's damage types. */
export { DAMAGE_TYPES as ENRICHER_DAMAGE_TYPES } from "../damage-types.js";
export type EnricherDamageType = DamageType;

export const HAZARDS = ["falling"] as const;
export type Hazard = (typeof HAZARDS)[number];

export type Enricher =
  /** A d20 check: a skill, a stat or both (the skill's default stat when only the skill is named). */
  | { kind: "check"; skill: string | null; stat: Stat | null; dc: number | null }
  /** A Star Worlds roll of 2d6 + an attribute; `skilled` when a skill applies (Close-Call). */
  | { kind: "attribute"; attribute: Attribute; skilled: boolean }
  | { kind: "damage"; formula: string; damageType: EnricherDamageType }
  | { kind: "heal"; formula: string }
  | { kind: "hazard"; hazard: Hazard; feet: number };

/** Why an enricher could not be read: an i18n key suffix (HOLOCRON.Enricher.Error.<key>) and its data. */
export type EnricherError = { key: EnricherErrorKey; data: Record<string, string> };

export type EnricherErrorKey =
  | "unknownCommand"
  | "missingArgs"
  | "tooLong"
  | "unknownWord"
  | "repeated"
  | "badDc"
  | "badFormula"
  | "unknownHazard"
  | "badDistance";

export type ParsedEnricher =
  | { ok: true; enricher: Enricher; label: string | null }
  | { ok: false; error: EnricherError; label: string | null };

/** One `[[/command args]]{label}` found in a text, with where it stands. */
export type EnricherMatch = { text: string; index: number; parsed: ParsedEnricher };
