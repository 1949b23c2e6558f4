// The fight added up, as the GM's chat card stores it and as the card and the summary window show
// it. The card's data is read through its shape (a chat flag is data a player could write, even
// if this card is the GM's: architecture.md, "Trust only what the GM made or checked"). Pure.
import { formatCount, formatDecimal, formatList, formatPercent, roundPercent } from "../format.js";
import * as is from "../../rules/validate.js";
import {
  combatSummaryShape,
  predictionBeside,
  predictionShape,
  type CombatantFigures,
  type CountOf,
  type SummedFigure,
} from "../../rules/ledger/summary.js";
import type { I18n } from "../chat/i18n.js";
import { statusName } from "./row-text.js";
import { breakdownView, ratioView } from "../breakdown/breakdown-view.js";
import { RULESET_IDS, SYSTEM_ID, type RulesetId } from "../../config.js";
import { rollsD20, rulesetById } from "../../rulesets/index.js";
import { sumTrace, type TraceTerm } from "../../rules/trace/trace.js";

/** The fight's one sentence, a partial the card and the window share (each loads it first). */
export const FIGHT_SENTENCE_TEMPLATE = `systems/${SYSTEM_ID}/templates/shared/fight-sentence.hbs`;

/** What the summary card stores in `flags.holocron.combatSummary`. */
export const summaryCardShape = is.object({
  /** The combat's name for the card's title (its scene's, or none). */
  title: is.string(200),
  summary: combatSummaryShape,
  /** Whose turn each turn index was when the combat ended (the replay names turns by them). */
  turnNames: is.array(is.string(200)),
  /** The encounter builder's prediction, when it made one. */
  prediction: is.nullable(predictionShape),
  /**
   * The ruleset the combatants' actors play by, whose rules page the figures' breakdowns cite (a
   * card stored before it, or of a combat with none, cites none).
   */
  ruleset: is.optional(is.nullable(is.oneOf(RULESET_IDS))),
});
export type SummaryCard = is.Infer<typeof summaryCardShape>;

export const readSummaryCard = (value: unknown): SummaryCard | null =>
  is.parseOrNull(summaryCardShape, value);

const times = (i18n: I18n, list: CountOf[], name: (id: string) => string) =>
  formatList(
    list.map((e) =>
      e.count > 1
        ? formatCount(i18n, "HOLOCRON.CombatSummary.Times", e.count, { name: name(e.id) })
        : name(e.id),
    ),
  );

const CELL_TITLES: Readonly<Record<SummedFigure, string>> = {
  damageDealt: "HOLOCRON.CombatSummary.Col.dealt",
  damageTaken: "HOLOCRON.CombatSummary.Col.taken",
  healing: "HOLOCRON.CombatSummary.Col.healing",
};

/**
 * A summed figure as its breakdown: the parts the summary stored beside it, one term a round (and
 * the other combatant), under the ruleset's rule of taking damage and healing. None for a card
 * stored without parts, or parts that are not whole (a hand edit of a fraction).
 */
function figureBreakdown(card: SummaryCard, f: CombatantFigures, key: SummedFigure, index: number) {
  const list = f.parts?.[key];
  if (!list || !list.every((p) => Number.isInteger(p.value))) return null;
  const terms: TraceTerm[] = list.map((p) => ({
    label: "fightRound",
    value: p.value,
    source: p.who
      ? { kind: "actor", name: `${p.round} · ${p.who}` }
      : { kind: "gm", name: String(p.round) },
  }));
  const id = `holocron-bd-summary-${card.summary.combatId}-${index}-${key}`;
  const trace = sumTrace("healthChange", terms);
  const view = breakdownView(id, trace, card.ruleset ?? "m20", String(f[key]));
  // Without the combat's ruleset (a card stored before it), no ruleset's page is cited.
  return { ...view, title: CELL_TITLES[key], rule: card.ruleset ? view.rule : null };
}

function combatantLine(i18n: I18n, f: CombatantFigures, rounds: number) {
  const power = (id: string) => id || i18n.localize("HOLOCRON.CombatSummary.UnnamedPower");
  return {
    actorUuid: f.actorUuid,
    name: f.name,
    side: f.side ?? "none",
    sideLabel: i18n.localize(`HOLOCRON.CombatSummary.Side.${f.side ?? "none"}`),
    dealt: f.damageDealt,
    taken: f.damageTaken,
    healing: f.healing,
    downed: f.downed,
    downAtEnd: f.downAtEnd,
    statuses: times(i18n, f.statuses, (id) => statusName(i18n, id)),
    powers: formatList(
      f.powers.map((p) =>
        i18n.format("HOLOCRON.CombatSummary.PowerPaid", {
          name:
            p.count > 1
              ? formatCount(i18n, "HOLOCRON.CombatSummary.Times", p.count, { name: power(p.id) })
              : power(p.id),
          hp: String(p.hpPaid),
        }),
      ),
    ),
    powersUsed: f.powersUsed,
    hpPaid: f.hpPaid,
    heroPoints: f.heroPointsSpent,
    heroism: f.heroismSpent,
    natural20s: f.natural20s,
    natural1s: f.natural1s,
    survived: i18n.format("HOLOCRON.CombatSummary.Survived", {
      survived: String(f.roundsSurvived),
      rounds: String(rounds),
    }),
  };
}

/**
 * The prediction's figures as their breakdowns, as the builder showed them: the party's wins and the
 * rounds summed, each over the fights simulated (none for a prediction stored without its counts).
 */
function predictionBreakdowns(card: SummaryCard, p: ReturnType<typeof predictionBeside>) {
  const counts = card.prediction?.counts;
  if (!counts) return {};
  const id = `holocron-bd-summary-${card.summary.combatId}`;
  const over = { overLabel: "HOLOCRON.Breakdown.Ratio.fights", over: counts.fights };
  const win = ratioView(
    `${id}-win`,
    "HOLOCRON.Combat.Odds.PartyWins",
    { ...over, ofLabel: "HOLOCRON.Breakdown.Ratio.partyWins", of: counts.wins, format: "percent" },
    formatPercent(p.winChance),
  );
  const interval = { low: roundPercent(p.interval[0]), high: roundPercent(p.interval[1]) };
  return {
    winBd: { ...win, ratio: { ...win.ratio!, interval } },
    roundsBd:
      p.predictedRounds === null
        ? null
        : ratioView(
            `${id}-rounds`,
            "HOLOCRON.Combat.Odds.Rounds",
            {
              ...over,
              ofLabel: "HOLOCRON.Breakdown.Ratio.rounds",
              of: counts.rounds,
              format: "mean",
            },
            formatDecimal(p.predictedRounds),
          ),
  };
}

function predictionLine(i18n: I18n, card: SummaryCard) {
  if (!card.prediction) return null;
  const p = predictionBeside(card.prediction, card.summary);
  const verdict = p.asPredicted === null ? "open" : p.asPredicted ? "as" : "against";
  const winChance = formatPercent(p.winChance);
  const interval = i18n.format("HOLOCRON.CombatSummary.Interval", {
    low: formatPercent(p.interval[0]),
    high: formatPercent(p.interval[1]),
  });
  return {
    ...predictionBreakdowns(card, p),
    winChance,
    interval,
    /** The chance as the sentence says it: "the party had 64% (61%–67%) to win". */
    chance: i18n.format("HOLOCRON.CombatSummary.PredictedChance", { chance: winChance, interval }),
    /** The words after the chance, where the chance is its breakdown's button ("(61%–67%) to win"). */
    chanceTail: i18n.format("HOLOCRON.CombatSummary.PredictedChanceTail", { interval }),
    rounds:
      p.predictedRounds === null
        ? null
        : i18n.format("HOLOCRON.CombatSummary.PredictedRounds", {
            rounds: formatDecimal(p.predictedRounds),
          }),
    verdict,
  };
}

/**
 * The fight in one plain sentence, up to the prediction's figures (which follow it, each its own
 * breakdown): "The party won in 3 rounds, as predicted:" or, with no prediction, "The party won in
 * 3 rounds."
 */
function sentenceLead(i18n: I18n, card: SummaryCard, verdict: string | null): string {
  const { outcome, rounds } = card.summary;
  const result = formatCount(i18n, `HOLOCRON.CombatSummary.Result.${outcome}`, rounds);
  return i18n.format(`HOLOCRON.CombatSummary.Lead.${verdict ?? "none"}`, { result });
}

/**
 * The columns of spent resources and natural rolls the combat's ruleset has, as its adapter tells:
 * Hero Points where its damage cards offer them (Star Worlds), Heroism where it is one of its
 * health fields (Space Opera), natural 20s and 1s where checks roll a d20. A card stored without
 * its ruleset shows a resource only where someone spent it, and the naturals where one was rolled.
 */
function columnsOf(card: SummaryCard) {
  const ruleset: RulesetId | null = card.ruleset ?? null;
  if (ruleset === null) {
    const any = (read: (f: CombatantFigures) => number) =>
      card.summary.combatants.some((f) => read(f) > 0);
    return {
      heroPoints: any((f) => f.heroPointsSpent),
      heroism: any((f) => f.heroismSpent),
      naturals: any((f) => f.natural20s + f.natural1s),
    };
  }
  const rules = rulesetById(ruleset);
  return {
    heroPoints: rules.checks.heroPoints,
    heroism: "heroism.value" in rules.healthFieldLabels,
    naturals: rollsD20(rules.checks),
  };
}

/** The card's and the window's context. */
export function summaryContext(i18n: I18n, card: SummaryCard) {
  const { summary } = card;
  const prediction = predictionLine(i18n, card);
  return {
    combatId: summary.combatId,
    title: card.title || i18n.localize("HOLOCRON.CombatSummary.Untitled"),
    outcome: summary.outcome,
    sentence: sentenceLead(i18n, card, prediction?.verdict ?? null),
    columns: columnsOf(card),
    combatants: summary.combatants.map((f, i) => ({
      ...combatantLine(i18n, f, summary.rounds),
      dealtBd: figureBreakdown(card, f, "damageDealt", i),
      takenBd: figureBreakdown(card, f, "damageTaken", i),
      healingBd: figureBreakdown(card, f, "healing", i),
    })),
    empty: summary.combatants.length === 0,
    prediction,
  };
}
export type SummaryContext = ReturnType<typeof summaryContext>;
