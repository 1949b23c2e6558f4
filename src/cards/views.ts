// Pure: a card's stored data → its template context, with every string localized through the
// `I18n` passed in (game.i18n in Foundry; a dictionary in tests and the gallery). Each kind's view
// (template and context) is in the table at the end, `CARD_VIEWS`, which posting and rendering
// read (card.ts). It sits below the table of kinds (kinds.ts) because a kind's controls post
// and update cards: the table of kinds imports them, and they import this.
import { SYSTEM_ID } from "../config.js";
import { hazardContext } from "./hazard/view.js";
import { checkRequestContext } from "./check-request/view.js";
import { isRulesetId, rulesetById } from "../rulesets/index.js";
import type {
  AppliedCard,
  CardData,
  CardType,
  AttackCard,
  CheckCard,
  DamageCard,
  HealCard,
  OpposedCard,
  RecoveryCard,
  TextAuthor,
  WorldsCard,
} from "./data.js";
import { formatList, formatPercent, signed } from "../applications/format.js";
import { BREAKDOWN_TEMPLATE } from "../applications/breakdown/breakdown-view.js";
import { cardBreakdowns, postedBreakdowns, slotView, type CardBreakdowns } from "./roll/data.js";
import type { I18n } from "../applications/chat/i18n.js";
import { APPLY_MULTIPLIERS } from "../rulesets/damage-preview.js";
import { DEFAULT_MULTIPLIER, type PreviewOption } from "./apply.js";

export type { I18n };

/** Partials the cards include (preloaded with the cards). */
export const CARD_PARTIALS = [
  `systems/${SYSTEM_ID}/templates/chat/roll-anyway.hbs`,
  `systems/${SYSTEM_ID}/templates/chat/apply-row.hbs`,
  `systems/${SYSTEM_ID}/templates/chat/applied-rows.hbs`,
  `systems/${SYSTEM_ID}/templates/chat/apply-preview.hbs`,
  // A card's total and the roll dialog's bonus and chances explain themselves.
  BREAKDOWN_TEMPLATE,
];

/** Localizes i18n keys among a title's data ("HOLOCRON.Sheet.Skill.physical" → "Physical"). */
function title(i18n: I18n, key: string, data: Record<string, string>): string {
  const localized: Record<string, string> = {};
  for (const [k, v] of Object.entries(data)) {
    localized[k] = v.startsWith("HOLOCRON.") ? i18n.localize(v) : v;
  }
  return i18n.format(key, localized);
}

function header(
  i18n: I18n,
  card: CheckCard | WorldsCard | AttackCard | DamageCard | HealCard | OpposedCard,
) {
  return {
    cardType: card.type,
    actor: card.actor,
    title: title(i18n, card.title, card.titleData),
    formula: card.formula,
    total: card.total,
  };
}

/** A roll card's header with its numbers as posted (the chat log draws their breakdowns, by message id). */
function rollHeader(i18n: I18n, card: CheckCard | WorldsCard | AttackCard | DamageCard) {
  return { ...header(i18n, card), breakdowns: postedBreakdowns(card) };
}

function outcomeLabel(i18n: I18n, id: string) {
  return { id, label: i18n.localize(`HOLOCRON.Roll.Outcome.${id}`) };
}

function bandLabel(i18n: I18n, id: string) {
  return { id, label: i18n.localize(`HOLOCRON.Roll.Band.${id}`) };
}

/** Whether a card offers "Ask targets to resist": checks, not weapon attacks. */
export function offersResist(card: CheckCard | WorldsCard): boolean {
  return card.type === "check" || card.itemId === null;
}

export function checkContext(i18n: I18n, card: CheckCard) {
  return {
    ...rollHeader(i18n, card),
    natural: card.natural,
    showNatural: card.natural === 20 || card.natural === 1,
    outcome: card.outcome ? outcomeLabel(i18n, card.outcome) : null,
    // The DC stays; the odds it had were for before the roll (the dialog showed them).
    target:
      card.target === null ? null : i18n.format("HOLOCRON.Chat.Dc", { dc: String(card.target) }),
    canAskResist: offersResist(card),
  };
}

/** Star Worlds bands a weapon attack hits on (rulings: Success and Critical; a Problem hits too). */
const HITTING_BANDS: readonly string[] = ["problem", "success", "critical"];

/**
 * The damage step a roll card offers: "roll" after a hit, "anyway" (a quiet button) when every
 * target was missed or the band failed, none without a weapon.
 */
function damageStep(weapon: boolean, hit: boolean): "roll" | "anyway" | null {
  if (!weapon) return null;
  return hit ? "roll" : "anyway";
}

export function starWorldsContext(i18n: I18n, card: WorldsCard) {
  const step = damageStep(card.itemId !== null, HITTING_BANDS.includes(card.band));
  return {
    ...rollHeader(i18n, card),
    natural: card.natural,
    bonus: signed(card.bonus),
    skilled: card.skilled,
    band: bandLabel(i18n, card.band),
    previous: card.previous
      ? { total: card.previous.total, band: bandLabel(i18n, card.previous.band) }
      : null,
    // Seed 002 line 43: any attribute roll, and again for another point.
    canReroll: true,
    // "×3" once a player has paid more than once.
    rerollTimes: (card.rerolls ?? 0) > 1 ? card.rerolls : null,
    rollDamage: step === "roll",
    rollAnyway: step === "anyway",
    canAskResist: offersResist(card),
  };
}

export function attackContext(i18n: I18n, card: AttackCard) {
  // Without targets the table compares the total itself: damage stays the next step.
  const hit = card.rows.length === 0 || card.rows.some((row) => row.outcome !== "miss");
  const step = damageStep(true, hit);
  return {
    ...rollHeader(i18n, card),
    natural: card.natural,
    showNatural: card.natural === 20 || card.natural === 1,
    critical: card.critical,
    itemId: card.itemId,
    // The AC and the odds were the dialog's: after the roll each row says only what happened.
    rows: card.rows.map((row) => ({
      uuid: row.uuid,
      name: row.name,
      outcome: outcomeLabel(i18n, row.outcome),
      deflect: row.deflect
        ? i18n.format(
            row.deflect.success ? "HOLOCRON.Deflect.Row.Success" : "HOLOCRON.Deflect.Row.Failure",
            { total: String(row.deflect.total) },
          )
        : null,
    })),
    noTargets: card.rows.length === 0,
    rollDamage: step === "roll",
    rollAnyway: step === "anyway",
  };
}

/** Whether the card's ruleset offers Hero Point controls (stored data may name no ruleset). */
function heroPointsOffered(card: DamageCard): boolean {
  return isRulesetId(card.ruleset) && rulesetById(card.ruleset).checks.heroPoints;
}

/** The line naming who wrote the text a card was made from, when not a GM (data.ts). */
function textAuthorLine(i18n: I18n, author: TextAuthor | undefined): string | null {
  return author ? i18n.format("HOLOCRON.Chat.TextAuthor", { name: author.name }) : null;
}

/** Where the damage already stands for a recipient (its row is then not checked). */
function recipientState(card: DamageCard, uuid: string): string | null {
  if (card.applied?.includes(uuid)) return "applied";
  if (card.evaded?.includes(uuid)) return "evaded";
  if (card.negated?.includes(uuid)) return "negated";
  if (card.negating?.includes(uuid)) return "negating";
  return null;
}

function multipliers(i18n: I18n) {
  return APPLY_MULTIPLIERS.map((id) => ({
    id,
    label: i18n.localize(`HOLOCRON.Chat.Multiplier.${id}`),
    hint: i18n.localize(`HOLOCRON.Chat.Multiplier.${id}Hint`),
    pressed: id === DEFAULT_MULTIPLIER,
  }));
}

/**
 * Each open row's preview by recipient UUID. The posted card carries none: the render hook fills
 * the rows this viewer may see (damage/actions.ts), from each actor as it is then.
 */
export interface CardExtras {
  previews?: ReadonlyMap<string, PreviewOption[]>;
}

export function damageContext(i18n: I18n, card: DamageCard, extras: CardExtras) {
  return {
    ...rollHeader(i18n, card),
    damageType: {
      id: card.damageType,
      label: i18n.localize(`HOLOCRON.Weapon.DamageType.${card.damageType}`),
    },
    critical: card.critical,
    heroDie: card.heroDie,
    recipients: card.targets.map((t) => {
      const state = recipientState(card, t.uuid);
      return {
        uuid: t.uuid,
        name: t.name,
        open: state === null,
        state: state ? i18n.localize(`HOLOCRON.Chat.Recipient.${state}`) : null,
        preview: state === null ? (extras.previews?.get(t.uuid) ?? null) : null,
      };
    }),
    hasTargets: card.targets.length > 0,
    targetUuids: card.targets.map((t) => t.uuid).join(" "),
    // Without stored targets the damage goes to the selected tokens, as before the roll.
    selectedChecked: card.targets.length === 0,
    multipliers: multipliers(i18n),
    heroPoints: heroPointsOffered(card),
    canAddHeroDie: heroPointsOffered(card) && !card.heroDie,
    textAuthor: textAuthorLine(i18n, card.textAuthor),
  };
}

/**
 * A healing card: one row per stored target, shown to the GM and that target's owner (the only
 * users its Heal accepts: src/cards/heal); a card from a player's text heals only when a GM
 * confirms.
 */
export function healContext(i18n: I18n, card: HealCard) {
  return {
    ...header(i18n, card),
    recipients: card.targets.map((t) => {
      const healed = card.applied?.includes(t.uuid) === true;
      return {
        uuid: t.uuid,
        name: t.name,
        open: !healed,
        state: healed ? i18n.localize("HOLOCRON.Chat.Recipient.healed") : null,
      };
    }),
    hasTargets: card.targets.length > 0,
    targetUuids: card.targets.map((t) => t.uuid).join(" "),
    textAuthor: textAuthorLine(i18n, card.textAuthor),
  };
}

export function appliedContext(i18n: I18n, card: AppliedCard) {
  return { cardType: card.type, rows: appliedRows(i18n, card.rows) };
}

/** Days, hours and minutes of world time ("1 d 2 h", "30 min"); seconds under a minute are left out. */
export function formatDuration(i18n: I18n, seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const parts: [string, number][] = [
    ["Days", Math.floor(minutes / 1440)],
    ["Hours", Math.floor(minutes / 60) % 24],
    ["Minutes", minutes % 60],
  ];
  const shown = parts.filter(([, n]) => n > 0);
  if (!shown.length) return i18n.format("HOLOCRON.Rest.Duration.Seconds", { n: String(seconds) });
  return shown
    .map(([unit, n]) => i18n.format(`HOLOCRON.Rest.Duration.${unit}`, { n: String(n) }))
    .join(" ");
}

/** World time that passed: each character's rows as on the applied card, and the checks due. */
export function recoveryContext(i18n: I18n, card: RecoveryCard) {
  return {
    cardType: card.type,
    title: i18n.format("HOLOCRON.Rest.Card.Title", { time: formatDuration(i18n, card.seconds) }),
    rows: appliedRows(i18n, card.rows),
    due: card.due.map((d) => ({
      name: d.name,
      dc: i18n.format("HOLOCRON.Rest.Card.DueDc", { dc: String(d.dc) }),
    })),
  };
}

function appliedRows(i18n: I18n, rows: AppliedCard["rows"]) {
  return rows.map((row, index) => ({
    index,
    name: row.name,
    summary: i18n.format(`HOLOCRON.Chat.Applied.${row.mode}`, { amount: String(row.amount) }),
    changes: row.changes.map((c) => ({ label: i18n.localize(c.label), from: c.from, to: c.to })),
    unchanged: row.changes.length === 0,
    statuses: formatList(row.statuses.map((s) => i18n.localize(s))),
    undone: row.undone,
  }));
}

/** A round of an opposed row: each side's total and its slot for the chat log's breakdown. */
function opposedRound(views: CardBreakdowns, i: number, j: number) {
  const side = (name: "actor" | "resister") => {
    const slot = `round-${i}-${j}-${name}`;
    return { slot, bd: slotView(views, slot) };
  };
  return { actor: side("actor"), resister: side("resister") };
}

export function opposedContext(i18n: I18n, card: OpposedCard) {
  const breakdowns = cardBreakdowns(card);
  return {
    ...header(i18n, card),
    breakdowns,
    resisters: card.resisters.map((r, i) => ({
      uuid: r.uuid,
      name: r.name,
      resist: r.resistData
        ? title(i18n, r.resistLabel, r.resistData)
        : i18n.localize(r.resistLabel),
      // Whose chance it is: the roller's, to beat this resister (shown until it resists).
      chance: i18n.format("HOLOCRON.Chat.Opposed.Chance", { name: card.actor.name }),
      percent: formatPercent(r.chance),
      chanceBd: slotView(breakdowns, `chance-${i}`),
      chanceSlot: `chance-${i}`,
      result: r.result
        ? {
            rounds: r.result.rounds.map((_, j) => opposedRound(breakdowns, i, j)),
            rerolled: r.result.rounds.length > 1,
            winner: i18n.format(`HOLOCRON.Chat.Opposed.Winner.${r.result.winner}`, {
              actor: card.actor.name,
              resister: r.name,
            }),
            actorWon: r.result.winner === "actor",
            heroRerolls: (r.result.heroRerolls ?? []).map((h) =>
              i18n.format("HOLOCRON.Chat.Opposed.HeroReroll", {
                name: h.side === "actor" ? card.actor.name : r.name,
                total: String(h.total),
              }),
            ),
          }
        : null,
    })),
    // Seed 002 line 43: either side may pay a Hero Point to reroll, again and again.
    canHeroReroll: rulesetById(card.ruleset).checks.heroPoints,
  };
}

export type CardContext = Record<string, unknown>;

/** The card data of one type. */
export type CardOf<T extends CardType> = Extract<CardData, { type: T }>;

/** How a kind is drawn: its template and the pure context the template reads. */
export interface CardView<T extends CardType> {
  template: string;
  context(i18n: I18n, card: CardOf<T>, extras: CardExtras): CardContext;
}

/**
 * Each card type's template, written out (test/templates/preloads.ts reads the paths from here;
 * hooks/chat.ts preloads them with the partials).
 */
export const CARD_TEMPLATES: { readonly [T in CardType]: string } = {
  check: `systems/${SYSTEM_ID}/templates/chat/check-card.hbs`,
  worlds: `systems/${SYSTEM_ID}/templates/chat/worlds-card.hbs`,
  attack: `systems/${SYSTEM_ID}/templates/chat/attack-card.hbs`,
  damage: `systems/${SYSTEM_ID}/templates/chat/damage-card.hbs`,
  heal: `systems/${SYSTEM_ID}/templates/chat/heal-card.hbs`,
  applied: `systems/${SYSTEM_ID}/templates/chat/applied-card.hbs`,
  recovery: `systems/${SYSTEM_ID}/templates/chat/recovery-card.hbs`,
  opposed: `systems/${SYSTEM_ID}/templates/chat/opposed-card.hbs`,
  hazard: `systems/${SYSTEM_ID}/templates/chat/hazard-card.hbs`,
  checkRequest: `systems/${SYSTEM_ID}/templates/chat/check-request-card.hbs`,
};

/** Every kind's view, by card type. */
export const CARD_VIEWS: { readonly [T in CardType]: CardView<T> } = {
  check: { template: CARD_TEMPLATES.check, context: checkContext },
  worlds: { template: CARD_TEMPLATES.worlds, context: starWorldsContext },
  attack: { template: CARD_TEMPLATES.attack, context: attackContext },
  damage: { template: CARD_TEMPLATES.damage, context: damageContext },
  heal: { template: CARD_TEMPLATES.heal, context: healContext },
  applied: { template: CARD_TEMPLATES.applied, context: appliedContext },
  recovery: { template: CARD_TEMPLATES.recovery, context: recoveryContext },
  opposed: { template: CARD_TEMPLATES.opposed, context: opposedContext },
  hazard: { template: CARD_TEMPLATES.hazard, context: hazardContext },
  checkRequest: { template: CARD_TEMPLATES.checkRequest, context: checkRequestContext },
};

/** The view of a card's own type (the table is keyed by type, so the card fits the view). */
function viewOf<T extends CardType>(card: CardData & { type: T }): CardView<T> {
  return CARD_VIEWS[card.type] as CardView<T>;
}

/** The template and context of any card. */
export function cardContext(
  card: CardData,
  i18n: I18n,
  extras: CardExtras = {},
): { template: string; context: CardContext } {
  const view = viewOf(card);
  return { template: view.template, context: view.context(i18n, card, extras) };
}
