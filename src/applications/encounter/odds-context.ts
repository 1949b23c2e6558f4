// The encounter-odds panel's template context, built from plain data (the panel, the gallery and
// the template tests share it): the sides as the GM set them, the run's progress, and the result
// with its bar chart laid out for an SVG in templates/combat/encounter-odds.hbs.
import { formatDecimal, formatNumber, formatPercent } from "../format.js";
import type { sim } from "../../rules/index.js";
import { ratioView, type BreakdownRatio } from "../breakdown/breakdown-view.js";

export const SIDE_CHOICES = ["party", "foes", "out"] as const satisfies readonly (
  sim.Side | "out"
)[];
export type SideChoice = (typeof SIDE_CHOICES)[number];

export interface OddsCombatant {
  id: string;
  name: string;
  side: SideChoice;
  /** Built without a weapon: its attack deals nothing. */
  unarmed: boolean;
}

export interface OddsPanelState {
  combatants: OddsCombatant[];
  fights: number;
  /** 0–1 while running, null otherwise. */
  progress: number | null;
  result: sim.EncounterResult | null;
  /** A localized message (a side is empty, the worker failed). */
  error: string | null;
}

/** Bar chart geometry, in SVG user units (the SVG scales to the panel's width). */
export const CHART = {
  width: 420,
  labelWidth: 160,
  valueWidth: 56,
  row: 18,
  bar: 13,
  gap: 8,
} as const;
/** Longer names are cut in the chart (the full name is its tooltip). */
const NAME_LENGTH = 20;

function shortName(name: string): string {
  return name.length > NAME_LENGTH ? `${name.slice(0, NAME_LENGTH - 1).trimEnd()}…` : name;
}

const SIDE_LABELS: Record<SideChoice, string> = {
  party: "HOLOCRON.Combat.Odds.Side.party",
  foes: "HOLOCRON.Combat.Odds.Side.foes",
  out: "HOLOCRON.Combat.Odds.Side.out",
};

/** A share of the fights played, as its breakdown: the count of `ofLabel` fights over all of them. */
function shareView(name: string, title: string, ofLabel: string, of: number, fights: number) {
  const ratio: BreakdownRatio = {
    ofLabel: `HOLOCRON.Breakdown.Ratio.${ofLabel}`,
    overLabel: "HOLOCRON.Breakdown.Ratio.fights",
    of,
    over: fights,
    format: "percent",
  };
  return ratioView(`holocron-bd-odds-${name}`, title, ratio, formatPercent(of / fights));
}

/** The result's figures as breakdowns, from the counts the simulation made them of. */
function figures(result: sim.EncounterResult) {
  const { counts, fights } = result;
  const odds = "HOLOCRON.Combat.Odds";
  const draws = fights - counts.partyWins - counts.foesWin;
  return {
    partyWins: shareView("party", `${odds}.PartyWins`, "partyWins", counts.partyWins, fights),
    foesWin: shareView("foes", `${odds}.FoesWin`, "foesWin", counts.foesWin, fights),
    draws: shareView("draws", "HOLOCRON.Breakdown.Title.undecided", "draws", draws, fights),
    meanRounds: ratioView(
      "holocron-bd-odds-rounds",
      `${odds}.Rounds`,
      {
        ofLabel: "HOLOCRON.Breakdown.Ratio.rounds",
        overLabel: "HOLOCRON.Breakdown.Ratio.fights",
        of: counts.rounds,
        over: fights,
        format: "mean",
      },
      formatDecimal(counts.rounds / fights),
    ),
  };
}

function chart(combatants: OddsCombatant[], result: sim.EncounterResult) {
  const plotted = combatants.filter((c) => c.side !== "out" && c.id in result.downedChance);
  const span = CHART.width - CHART.labelWidth - CHART.valueWidth;
  const bars = plotted.map((c, i) => {
    const chance = result.downedChance[c.id] ?? 0;
    return {
      name: c.name,
      shortName: shortName(c.name),
      side: c.side,
      percent: formatPercent(chance),
      bd: shareView(
        `downed-${c.id}`,
        "HOLOCRON.Combat.Odds.Downed",
        "downed",
        result.counts.downed[c.id] ?? 0,
        result.fights,
      ),
      y: i * CHART.row,
      textY: i * CHART.row + CHART.bar - 3,
      x: CHART.labelWidth,
      width: Math.round(chance * span * 10) / 10,
      trackWidth: span,
      height: CHART.bar,
      labelX: CHART.labelWidth - CHART.gap,
      valueX: CHART.width,
    };
  });
  return { width: CHART.width, height: Math.max(1, bars.length * CHART.row), bars };
}

export function oddsContext(state: OddsPanelState) {
  const { result } = state;
  const running = state.progress !== null;
  return {
    fights: formatNumber(state.fights),
    combatants: state.combatants.map((c) => ({
      ...c,
      choices: SIDE_CHOICES.map((value) => ({
        value,
        label: SIDE_LABELS[value],
        selected: value === c.side,
      })),
    })),
    running,
    progressPercent: running ? Math.round((state.progress ?? 0) * 100) : 0,
    error: state.error,
    unarmed: state.combatants.filter((c) => c.unarmed && c.side !== "out").map((c) => c.name),
    result:
      result && !running
        ? {
            ...figures(result),
            maxRounds: result.maxRounds,
            chart: chart(state.combatants, result),
          }
        : null,
  };
}
