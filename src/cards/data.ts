// What each chat card stores in `flags.holocron.card`: plain data, so a card can be rendered again,
// its buttons can act after a reload, and the gallery and tests can build one without Foundry.
// A player writes the flags of their own messages, so stored data is read only through these
// shapes (`parseCard`): each card type below is the type its shape reads, never a second list.
// Fields added after the first release are optional, so a card stored by an older version reads.
import { DAMAGE_TYPES, RULESET_IDS } from "../config.js";
import type { D20RulesetId } from "../rulesets/index.js";
import type { D20Kind, D20Outcome, WorldsBand } from "../dice/outcomes.js";
import { d20, starWorlds, trace } from "../rules/index.js";
import { HEALTH_STATUS_IDS } from "../rulesets/status-effects.js";
import { checkRequestShape } from "./check-request/data.js";
import * as is from "../rules/validate.js";

const text = is.string();
const actorShape = is.object({ uuid: is.uuid, name: text, img: text });
export type CardActor = is.Infer<typeof actorShape>;
const ruleset = is.oneOf(RULESET_IDS);
const d20Ruleset = is.every<D20RulesetId>()(["m20", "spaceOpera"]);
const d20Outcome = is.every<D20Outcome>()(["success", "failure", "hit", "miss", "critical"]);
const band = is.oneOf<WorldsBand>(starWorlds.OUTCOMES);
const uuids = is.array(is.uuid);

/**
 * One term of a roll's bonus, as the roll dialog's trace made it (src/rules/trace): its label (an
 * i18n key's last word), value and source. A card's breakdown shows them only when they add up to
 * the plain numbers of its formula, which the GM's check reads from the roll itself.
 */
const traceTerm = is.object({
  label: is.refine(is.string(40), "a word", (v) => /^\w+$/.test(v)),
  value: is.int(-10_000, 10_000),
  source: is.object({
    kind: is.oneOf(trace.TRACE_SOURCE_KINDS),
    name: is.optional(is.string(200)),
    origin: is.optional(is.string(200)),
  }),
});

/** A roll's bonus as its terms (added after the first release: absent on older cards). */
const bonusTerms = is.optional(is.array(traceTerm, { max: 40 }));

/** The fields every roll card has: who rolled, the title line (i18n key and data), the dice. */
const cardBase = {
  actor: actorShape,
  title: text,
  titleData: is.record(text),
  formula: text,
  total: is.number,
};

/** A target taken at roll time (by UUID: it is resolved again when a button is clicked). */
const targetFields = {
  uuid: is.uuid,
  name: text,
  /** d20 attacks: the target's AC at roll time. */
  ac: is.nullable(is.number),
};
export type CardTarget = is.ObjectOf<typeof targetFields>;

const checkCard = is.object({
  ...cardBase,
  type: is.literal("check"),
  ruleset: d20Ruleset,
  kind: is.every<D20Kind>()(["check", "attack", "power", "dying"]),
  natural: is.number,
  /** The DC, or null when none was set. */
  target: is.nullable(is.number),
  outcome: is.nullable(d20Outcome),
  /** The chance of success the roll had (null without a DC). */
  chance: is.nullable(is.number),
  bonusTerms,
});
export type CheckCard = is.Infer<typeof checkCard>;

const worldsCard = is.object({
  ...cardBase,
  type: is.literal("worlds"),
  skilled: is.boolean,
  /** The attribute + modifier the 2d6 were added to (for the odds and a Hero Point reroll). */
  bonus: is.number,
  natural: is.number,
  band,
  chances: is.keyed(starWorlds.OUTCOMES, is.number),
  /** A weapon attack: the weapon, for the Roll Damage button. */
  itemId: is.nullable(is.uuid),
  /** After a Hero Point reroll: the other roll of the pair (the better one is kept as the total). */
  previous: is.nullable(is.object({ total: is.number, band })),
  /** Hero Point rerolls paid so far (a player may pay again for another). */
  rerolls: is.optional(is.int(0)),
  bonusTerms,
});
export type WorldsCard = is.Infer<typeof worldsCard>;

const attackRow = is.object({
  ...targetFields,
  /** After a successful deflect the hit reads "miss" (rulings: Deflect). */
  outcome: d20Outcome,
  /** The target's deflect, once rolled by the GM: its total and whether it turned the hit aside. */
  deflect: is.optional(is.object({ total: is.number, success: is.boolean })),
  /** The hit chance the attack had against this target. */
  chance: is.number,
});
export type AttackRow = is.Infer<typeof attackRow>;

const attackCard = is.object({
  ...cardBase,
  type: is.literal("attack"),
  ruleset: d20Ruleset,
  itemId: is.uuid,
  natural: is.number,
  critical: is.boolean,
  rows: is.array(attackRow),
  bonusTerms,
});
export type AttackCard = is.Infer<typeof attackCard>;

/**
 * Who wrote the text a card was made from, when it was not a GM (an enricher in a player's journal
 * or message, clicked by a GM): the card names them, and only a GM who confirms applies it.
 */
const textAuthor = is.optional(is.object({ id: text, name: text }));

const damageCard = is.object({
  ...cardBase,
  type: is.literal("damage"),
  textAuthor,
  ruleset,
  /** Star Worlds: the Hero Point die added after the roll (+1d6), or null. */
  heroDieResult: is.nullable(is.number),
  damageType: is.oneOf(DAMAGE_TYPES),
  critical: is.boolean,
  heroDie: is.boolean,
  /** The weapon, if any (power damage has none). */
  itemId: is.nullable(is.uuid),
  /** The formula before the critical doubling and the Hero Point die (for a +1d6 reroll). */
  baseFormula: text,
  targets: is.array(is.object(targetFields)),
  /**
   * Rolled from an attack card's hit: `targets` are then the actors the attack hit, and applying it
   * to one of them defeats a mook even at 0 damage (rulings). Never for other recipients.
   */
  fromHit: is.optional(is.boolean),
  /** Star Worlds: the actors who evaded with a Hero Point (Apply skips them). */
  evaded: is.optional(uuids),
  /** The actors Apply / Apply half reached (Evade and Negate Energy are refused for them). */
  applied: is.optional(uuids),
  /** Knights rolling Negate Energy against this damage (Apply skips them meanwhile). */
  negating: is.optional(uuids),
  /** Knights who negated this damage (Apply skips them). */
  negated: is.optional(uuids),
  /** The attack card this damage was rolled from (a deflect there reaches this card). */
  attackMessageId: is.optional(is.uuid),
  /** Knights who deflected the attack after its damage was rolled (Apply skips them). */
  deflected: is.optional(uuids),
  /** The plain numbers of `baseFormula` as their terms (a melee weapon's STR bonus, Battlemind). */
  bonusTerms,
});
export type DamageCard = is.Infer<typeof damageCard>;

/**
 * A healing card (`[[/heal …]]`): its total restores points to its stored targets, once each. Its
 * own kind, not a damage card healed with the GM's −1: its one control heals, for the GM or a
 * target's owner (src/cards/heal).
 */
const healCard = is.object({
  ...cardBase,
  type: is.literal("heal"),
  ruleset,
  targets: is.array(is.object(targetFields)),
  /** The actors it healed. */
  applied: is.optional(uuids),
  textAuthor,
});
export type HealCard = is.Infer<typeof healCard>;

/** How a damage card's total was applied. */
export const APPLY_MODES = ["damage", "half", "double", "heal", "evade"] as const;

/** An actor's health as HolocronActor#healthSnapshot takes it: what an Undo writes back. */
const healthSnapshot = is.object({
  actorUuid: is.uuid,
  fields: is.record(is.anyOf<number | boolean>(is.number, is.boolean)),
  statuses: is.array(is.oneOf(HEALTH_STATUS_IDS)),
  out: is.boolean,
});

const appliedRow = is.object({
  actorUuid: is.uuid,
  name: text,
  mode: is.oneOf(APPLY_MODES),
  amount: is.number,
  /** One row per changed field: its i18n label ("HP", "STR damage", "Vitality"), from and to. */
  changes: is.array(is.object({ label: text, from: is.number, to: is.number })),
  /** i18n labels of the statuses the actor has after the change (unconscious, dying, defeated…). */
  statuses: is.array(text),
  /** The actor's health before the change (HolocronActor#healthSnapshot), restored by Undo. */
  before: healthSnapshot,
  /** Its health just after (Undo reverses only this change when the actor changed since). */
  after: is.optional(healthSnapshot),
  /** The damage card's message it was applied from (Undo takes back its "applied" mark there). */
  source: is.optional(text),
  undone: is.boolean,
});
export type AppliedRow = is.Infer<typeof appliedRow>;

const appliedCard = is.object({ type: is.literal("applied"), rows: is.array(appliedRow) });
export type AppliedCard = is.Infer<typeof appliedCard>;

/** A creature whose heat or cold check came due with the time that passed, and that check's DC. */
const exposureDue = is.object({ uuid: is.uuid, name: text, dc: is.int(0) });

/**
 * World time that passed outside combat (src/applications/rest/time-passing.ts): each character's
 * recovery as an applied row (Undo as on the applied card), and the heat or cold checks come due.
 */
const recoveryCard = is.object({
  type: is.literal("recovery"),
  /** The world time that passed, in seconds. */
  seconds: is.int(0),
  rows: is.array(appliedRow),
  due: is.array(exposureDue),
});
export type RecoveryCard = is.Infer<typeof recoveryCard>;

const side = is.oneOf(["actor", "resister"]);
const opposedOutcome = is.object({
  /** Every round: ties in Star Worlds are rolled again until broken. */
  rounds: is.array(is.object({ actor: is.number, resister: is.number })),
  winner: side,
  /** Star Worlds Hero Point rerolls: which side paid, what it rolled, and the round it started. */
  heroRerolls: is.optional(is.array(is.object({ side, total: is.number, round: is.int(0) }))),
});
export type OpposedOutcome = is.Infer<typeof opposedOutcome>;

const opposedResister = is.object({
  ...targetFields,
  /** The resister's bonus (d20) or attribute (Star Worlds). */
  bonus: is.number,
  /** i18n key of what resists ("Physical + STR"), formatted with `resistData` when given. */
  resistLabel: text,
  /** i18n keys (or text) for the label's placeholders. */
  resistData: is.optional(is.record(text)),
  /** Chance the actor wins against this resister. */
  chance: is.number,
  /** Filled once resisted. */
  result: is.nullable(opposedOutcome),
});
export type OpposedResister = is.Infer<typeof opposedResister>;

const opposedCard = is.object({
  ...cardBase,
  type: is.literal("opposed"),
  ruleset,
  /** The actor's flat bonus, for Star Worlds tie rerolls. */
  bonus: is.number,
  resisters: is.array(opposedResister),
  /** A free key other areas use to recognise their own opposed checks (e.g. a power id). */
  purpose: is.nullable(text),
});
export type OpposedCard = is.Infer<typeof opposedCard>;

const hazardCheck = is.object({
  /** i18n key of what was rolled ("DEX + Physical"). */
  label: text,
  formula: text,
  total: is.number,
  dc: is.number,
  /** The chance the check had, for the row's tooltip. */
  chance: is.number,
});
export type HazardCheck = is.Infer<typeof hazardCheck>;

const hazardRow = is.object({
  uuid: is.uuid,
  name: text,
  /** The damage (or healing) rolled for this creature, before its check. */
  rolled: is.number,
  check: is.nullable(hazardCheck),
  /** A Knight's (psion's) Force Surge on a fall rather than landing lightly. */
  surge: is.boolean,
  /** HP the surge cost (seed 000 line 25: every power in combat costs 4 HP); absent: none. */
  paid: is.optional(is.number),
  resisted: is.boolean,
  /** What the creature takes (or heals). */
  amount: is.number,
  /** Heat or cold: the creature's count of previous checks when this one was made. */
  previousChecks: is.nullable(is.int(0)),
  /** Applied from this card (once per creature, whoever clicks). */
  applied: is.boolean,
  /** The GM skipped this row: nothing was written, and Apply to all leaves it. */
  skipped: is.optional(is.boolean),
  /** The GM applied half of this row's amount (rounded up). */
  halved: is.optional(is.boolean),
  /** A Knight's Negate Energy negated this row's energy damage (its amount is then 0). */
  negated: is.optional(is.boolean),
});
export type HazardRow = is.Infer<typeof hazardRow>;

/** The GM's damage and hazard card (src/cards/hazard): one row per creature. */
const hazardCard = is.object({
  type: is.literal("hazard"),
  ruleset,
  hazard: is.oneOf([...d20.HAZARD_KINDS, "heal"]),
  /** Hazard details for the title line: "40 ft", "3d6 · DC 14 · avoids", "DC 17". */
  detail: text,
  formula: text,
  /** A fall's feet as the GM typed them, which make its formula's dice (hazard-plan.ts). */
  feet: is.optional(is.int(0)),
  damageType: is.oneOf(DAMAGE_TYPES),
  rows: is.array(hazardRow),
  /** The enricher's text, when a journal's `[[/hazard …]]` opened the tool (the ledger's label). */
  enricher: is.optional(is.string(200)),
});
export type HazardCard = is.Infer<typeof hazardCard>;

/** Every card a message may hold, told apart by `type`. */
export const cardShape = is.tagged("type", {
  check: checkCard,
  worlds: worldsCard,
  attack: attackCard,
  damage: damageCard,
  heal: healCard,
  applied: appliedCard,
  opposed: opposedCard,
  hazard: hazardCard,
  /** The GM's check request to several characters (its own home: src/cards/check-request). */
  checkRequest: checkRequestShape,
  recovery: recoveryCard,
});
export type CardData = is.Infer<typeof cardShape>;

export type TextAuthor = NonNullable<DamageCard["textAuthor"]>;
export type ApplyMode = (typeof APPLY_MODES)[number];
export type HealthChangeRow = AppliedRow["changes"][number];
export type CardType = CardData["type"];

/** The title of the healing cards stored before healing was its own kind (damage cards). */
export const LEGACY_HEAL_TITLE = "HOLOCRON.Enricher.Title.Heal";

/**
 * Pure: a healing card as older versions stored it (a damage card titled as the heal enricher's,
 * healed with the GM's −1) read as the heal card it is: its Heal restores its total, once each.
 */
export function healOfLegacy(card: DamageCard): HealCard {
  return {
    type: "heal",
    actor: card.actor,
    title: card.title,
    titleData: card.titleData,
    formula: card.formula,
    total: card.total,
    ruleset: card.ruleset,
    targets: card.targets,
    applied: card.applied ?? [],
    ...(card.textAuthor ? { textAuthor: card.textAuthor } : {}),
  };
}

/** A stored card read through its shape: the card, or the error naming its first wrong field. */
export const parseCard = (value: unknown): is.Parsed<CardData> => {
  const parsed = is.parse(cardShape, value);
  if (!parsed.ok || parsed.value.type !== "damage" || parsed.value.title !== LEGACY_HEAL_TITLE) {
    return parsed;
  }
  return { ok: true, value: healOfLegacy(parsed.value) };
};

/** Pure: the actors a damage card's Apply must skip (applied, evaded, negating, or negated). */
export function applySkips(card: DamageCard): string[] {
  return [
    ...(card.applied ?? []),
    ...(card.evaded ?? []),
    ...(card.negating ?? []),
    ...(card.negated ?? []),
    ...(card.deflected ?? []),
  ];
}
