// The check request card (`flags.holocron.card`, type "checkRequest"): the GM asks several characters
// for one check; each row is a character, its check as its own ruleset reads it, its chance before
// and, once rolled, its outcome. Read through this shape like every card (../data.ts, parseCard).
// Its trust rule: index.ts.
import { RULESET_IDS } from "../../config.js";
import { group, starWorlds } from "../../rules/index.js";
import * as is from "../../rules/validate.js";

const text = is.string();
const ruleset = is.oneOf(RULESET_IDS);

/** What a character rolls: its ruleset (whose adapter reads the check), bonus and label. */
const rowCheck = {
  uuid: is.uuid,
  name: text,
  img: text,
  ruleset,
  bonus: is.int(-1000, 1000),
  /** Star Worlds: a skill applies (Failure reads Close-Call). */
  skilled: is.boolean,
  /** i18n key and data of what is rolled ("Physical + STR", "Daring"). */
  label: text,
  labelData: is.record(text),
};

const requestResult = is.object({
  total: is.int(-1000, 1000),
  formula: text,
  /** Opposed: each round, the NPC's total and the character's (Star Worlds ties rolled again). */
  rounds: is.optional(is.array(is.object({ npc: is.number, total: is.number }), { max: 101 })),
  /** Star Worlds: the band the total fell in. */
  band: is.optional(is.oneOf(starWorlds.OUTCOMES)),
  /** Against a DC or an NPC: whether it succeeded (highest wins: decided by the card, not stored). */
  success: is.boolean,
  /** Who rolled it: the row's owner, or a GM for an absent player (a user id). */
  by: text,
});

const requestRow = is.object({
  ...rowCheck,
  /** The chance the character had before rolling. */
  chance: is.number,
  result: is.nullable(requestResult),
});

export const checkRequestShape = is.object({
  type: is.literal("checkRequest"),
  mode: is.oneOf(group.REQUEST_MODES),
  /** Against a DC: the DC (the d20 rows'; Star Worlds rows read their bands). */
  dc: is.nullable(is.int(-100, 100)),
  /** i18n key and data of what was asked ("Physical + STR · Daring"). */
  title: text,
  titleData: is.record(text),
  /** Opposed: the one NPC each character withstands (its bonus includes the GM's modifier). */
  opponent: is.nullable(is.object(rowCheck)),
  /** Whispered to the GMs, who roll every row. */
  secret: is.boolean,
  rows: is.array(requestRow, { max: 40 }),
});

export type CheckRequestCard = is.Infer<typeof checkRequestShape>;
export type CheckRequestRow = CheckRequestCard["rows"][number];
export type CheckRequestResult = NonNullable<CheckRequestRow["result"]>;
export type CheckRequestOpponent = NonNullable<CheckRequestCard["opponent"]>;
