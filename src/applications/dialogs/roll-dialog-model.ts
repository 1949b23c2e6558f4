// The roll dialog's pure model: what the player chose (stat, modifier, DC, "a skill applies") turned
// into the roll's bonus and the exact odds shown live. No Foundry here, so tests and the benchmark
// call it directly.
import { isBandsKind, type RulesetId } from "../../config.js";
import { isD20Ruleset } from "../../rulesets/index.js";
import { attackOdds, bandOdds, checkOdds, d20Checks, type D20Kind } from "../../dice/outcomes.js";
import { formatPercent, signed } from "../format.js";
import { ROLL_MODIFIER_RANGE } from "../../data/ranges.js";
import { trace } from "../../rules/index.js";
import { breakdownView, type BreakdownView } from "../breakdown/breakdown-view.js";

export interface BonusPart {
  /** i18n key of the part's name ("HOLOCRON.Roll.Part.Rank"). */
  label: string;
  value: number;
  /**
   * The part's own terms (a weapon's level, weapon bonus and Battlemind), from the trace that made
   * its value; without them the part is one term.
   */
  terms?: readonly trace.TraceTerm[];
}

export interface StatChoice {
  id: string;
  /** i18n key ("HOLOCRON.Sheet.Stat.str"). */
  label: string;
  bonus: number;
  /** How the bonus was made (d20: the sheet's statBonusTrace), when the actor's data has it. */
  trace?: trace.Trace;
}

export interface RollTarget {
  uuid: string;
  name: string;
  /** The target's AC (d20 attacks); null when it has none to show. */
  ac: number | null;
  /** How the AC was made (the target's armorClassTrace), when its data has it. */
  acTrace?: trace.Trace | null;
  /** The roller may not see this target's AC nor the odds against it (world setting, NPCs). */
  secret?: boolean;
}

export interface RollDialogConfig {
  ruleset: RulesetId;
  /** "worlds" for a Star Worlds 2d6 check. */
  kind: D20Kind | "worlds";
  /** Fixed bonus parts (skill rank, attack bonus, extra-target penalty…). */
  parts: BonusPart[];
  /** The stat/attribute the player may choose; empty when the stat is fixed by the roll. */
  stats: StatChoice[];
  /** Attacks: the user's targets at the time the dialog opened. */
  targets: RollTarget[];
  /** Whether the dialog asks for a DC (checks without a known target number). */
  asksDc: boolean;
}

export interface RollDialogState {
  stat: string | null;
  modifier: number;
  dc: number | null;
  skilled: boolean;
  rollMode: string;
}

export interface OddsRow {
  /** i18n key and data for the row's label ("vs {name} (AC {ac})"). */
  label: string;
  labelData: Record<string, string | number>;
  /** Null when the target's defense is secret: the row names it, without AC or odds. */
  chance: number | null;
  percent: string;
  /** The chance's breakdown: the bonus's terms and the AC or DC it is against. */
  breakdown?: BreakdownView;
  /** The target's AC in the label, explained (the label is its button: popOnly). */
  acBreakdown?: BreakdownView;
  /** The label's number is the DC the player typed in the dialog. */
  typed?: boolean;
}

export interface BandRow {
  band: string;
  label: string;
  chance: number;
  percent: string;
  /** Bar segment width in percent (0–100, exact). */
  width: number;
  /** The band's chance with the bonus's terms. */
  breakdown: BreakdownView;
}

export type OddsContext = {
  bonus: number;
  /** Signed bonus text ("+5", "−1", "+0"). */
  bonusText: string;
  /** The bonus's terms: each fixed part, the stat, the modifier. */
  bonusBreakdown: BreakdownView;
  rows: OddsRow[];
  bands: BandRow[];
  /** i18n keys of notes under the odds (natural 20 / natural 1 rules, "set a DC"). */
  notes: string[];
};

function chosenStat(config: RollDialogConfig, state: RollDialogState): StatChoice | undefined {
  return config.stats.find((s) => s.id === state.stat) ?? config.stats[0];
}

/** The rule a roll's bonus is made by: an attack's, a skill's, a power's, a Star Worlds roll's. */
function bonusRule(config: RollDialogConfig): trace.RuleId {
  if (isBandsKind(config.kind) || !isD20Ruleset(config.ruleset)) return "worldsRoll";
  if (config.kind === "attack") return "attackBonus";
  if (config.kind === "power") return "powerCheck";
  return config.parts.length > 0 ? "skillCheck" : "checkRoll";
}

/** A fixed part as its terms: its own when it has them (and they add up), else one term. */
function partTerms(part: BonusPart): readonly trace.TraceTerm[] {
  if (part.terms && trace.termsAddUpTo(part.terms, part.value)) return part.terms;
  const rank = part.label === "HOLOCRON.Roll.Part.Rank";
  return [trace.term(rank ? "rank" : "levelAttack", part.value, rank ? "rank" : "level")];
}

/**
 * The total flat bonus as its terms: the fixed parts, the chosen stat (or attribute), the
 * situational modifier. The roll adds this very value to its dice.
 */
export function rollBonusTrace(config: RollDialogConfig, state: RollDialogState): trace.Trace {
  const stat = chosenStat(config, state);
  const worlds = bonusRule(config) === "worldsRoll";
  return trace.sumTrace(bonusRule(config), [
    ...config.parts.flatMap(partTerms),
    ...(stat ? [trace.term(worlds ? "attribute" : "statBonus", stat.bonus, "stat", stat.id)] : []),
    ...(state.modifier === 0 ? [] : [trace.term("situational", state.modifier, "dialog")]),
  ]);
}

/** The total flat bonus: fixed parts + the chosen stat + the situational modifier. */
export function rollBonus(config: RollDialogConfig, state: RollDialogState): number {
  return rollBonusTrace(config, state).value;
}

/** Ids of the dialog's breakdowns (one roll dialog is open at a time: the dialog waits). */
const BD = "holocron-bd-roll";

/** A chance's breakdown: the bonus's terms, the chance shown, and what it is against. */
function chanceView(
  id: string,
  bonus: trace.Trace,
  ruleset: RollDialogConfig["ruleset"],
  percent: string,
  against: Omit<NonNullable<BreakdownView["against"]>, "ruleset" | "text">,
): BreakdownView {
  return {
    ...breakdownView(`${BD}-${id}`, bonus, ruleset, percent),
    against: { ...against, ruleset, text: percent },
  };
}

/** Everything the odds part of the dialog shows, for the current inputs. */
export function buildOdds(config: RollDialogConfig, state: RollDialogState): OddsContext {
  const bonusTrace = rollBonusTrace(config, state);
  const bonus = bonusTrace.value;
  const { ruleset } = config;
  const odds: OddsContext = {
    bonus,
    bonusText: signed(bonus),
    bonusBreakdown: breakdownView(`${BD}-bonus`, bonusTrace, ruleset, signed(bonus)),
    rows: [],
    bands: [],
    notes: [],
  };
  if (!isD20Ruleset(ruleset) || isBandsKind(config.kind)) {
    odds.bands = bandOdds(bonus, state.skilled).map(({ band, chance }) => ({
      band,
      label: `HOLOCRON.Roll.Band.${band}`,
      chance,
      percent: formatPercent(chance),
      width: Math.round(chance * 1000) / 10,
      breakdown: chanceView(`band-${band}`, bonusTrace, ruleset, formatPercent(chance), {
        kind: "band",
        value: band,
        skilled: state.skilled,
        key: `HOLOCRON.Breakdown.ChanceBand.${band}`,
      }),
    }));
    return odds;
  }
  if (config.kind === "attack") {
    for (const [i, target] of config.targets.entries()) {
      if (target.ac === null) continue;
      if (target.secret) {
        odds.rows.push({
          label: "HOLOCRON.Roll.Odds.VsHidden",
          labelData: { name: target.name },
          chance: null,
          percent: "",
        });
        continue;
      }
      const { hit } = attackOdds(ruleset, bonus, target.ac);
      const percent = formatPercent(hit);
      odds.rows.push({
        label: "HOLOCRON.Roll.Odds.VsTarget",
        labelData: { name: target.name, ac: target.ac },
        ...(target.acTrace?.value === target.ac
          ? {
              acBreakdown: breakdownView(
                `${BD}-target-${i}-ac`,
                target.acTrace,
                ruleset,
                String(target.ac),
              ),
            }
          : {}),
        chance: hit,
        percent,
        breakdown: chanceView(`target-${i}`, bonusTrace, ruleset, percent, {
          kind: "ac",
          value: String(target.ac),
          key: "HOLOCRON.Breakdown.ChanceAc",
        }),
      });
    }
    odds.notes.push("HOLOCRON.Roll.Odds.Natural20");
    if (d20Checks(ruleset).attack.naturalOneMisses) {
      odds.notes.push("HOLOCRON.Roll.Odds.Natural1");
    }
    if (config.targets.length === 0) odds.notes.push("HOLOCRON.Roll.Odds.NoTargets");
    return odds;
  }
  if (state.dc === null) {
    odds.notes.push("HOLOCRON.Roll.Odds.SetDc");
    return odds;
  }
  const chance = checkOdds(bonus, state.dc);
  const percent = formatPercent(chance);
  odds.rows.push({
    label: "HOLOCRON.Roll.Odds.VsDc",
    labelData: { dc: state.dc },
    typed: true,
    chance,
    percent,
    breakdown: chanceView("dc", bonusTrace, ruleset, percent, {
      kind: "dc",
      value: String(state.dc),
      key: "HOLOCRON.Breakdown.ChanceDc",
    }),
  });
  return odds;
}

/** An integer from a form value; blank or not a number gives `fallback`. */
export function readInteger(value: unknown, fallback: number | null): number | null {
  if (typeof value === "number" && Number.isInteger(value)) return value;
  if (typeof value !== "string" || value.trim() === "") return fallback;
  const n = Number(value);
  return Number.isInteger(n) ? n : fallback;
}

/** The situational modifier brought within ROLL_MODIFIER_RANGE (the input shows the same bounds). */
export function boundedModifier(value: number): number {
  return Math.min(ROLL_MODIFIER_RANGE.max, Math.max(ROLL_MODIFIER_RANGE.min, value));
}

/** The dialog state read from the form's values (a FormData or a plain record). */
export function readState(
  values: Record<string, unknown>,
  defaults: RollDialogState,
): RollDialogState {
  return {
    stat: typeof values.stat === "string" && values.stat !== "" ? values.stat : defaults.stat,
    modifier: boundedModifier(readInteger(values.modifier, 0) ?? 0),
    dc: readInteger(values.dc, null),
    skilled: values.skilled === true || values.skilled === "on" || values.skilled === "true",
    rollMode: typeof values.rollMode === "string" ? values.rollMode : defaults.rollMode,
  };
}
