/**
 * What a breakdown shows (templates/shared/breakdown.hbs): a traced number's terms with their values
 * and sources, the rule that adds them in the ruleset's words, and a link to the rules-journal page
 * that states it. Built from the trace the number itself is the value of (src/rules/trace), so the
 * two cannot disagree.
 */
import { SYSTEM_ID, type RulesetId } from "../../config.js";
import type { trace } from "../../rules/index.js";
import { RULE_PLACES, rulePageUuid } from "../../rulesets/rule-journal.js";
import { signed } from "../format.js";

export interface BreakdownTermView {
  /** i18n key of what the term is ("DEX bonus", "Armor", "Effect"). */
  label: string;
  /** What it comes from: an i18n key (a stat, a skill) or a name as typed (an item, an effect). */
  nameKey: string;
  name: string;
  /** What caused it (a power and whose), as words; "" when unknown. */
  origin: string;
  /** i18n key of the kind of source ("stat", "armor item", "Active Effect", "status"). */
  kind: string;
  value: number;
  text: string;
}

export interface BreakdownView {
  /** The DOM id of the breakdown, which the number's aria-describedby names. */
  id: string;
  /** The number as the sheet shows it. */
  shown: string;
  total: number;
  /** i18n key of what the number is. */
  title: string;
  terms: BreakdownTermView[];
  notes: BreakdownTermView[];
  rule: { text: string; uuid: string; hash: string } | null;
  /** Shown open as it renders (the gallery's pictures of an open breakdown). */
  open?: boolean;
  /**
   * A chance the check bonus (the total) makes: against whom, the resist bonus, and the chance as
   * shown, which is the number this breakdown explains.
   */
  chance?: { name: string; resist: string; text: string };
  /** A damage formula's dice: the number shown is these with the total added. */
  formulaBase?: string;
  /** A count of dice (the total) of these faces: the number shown is `${total}d${faces}`. */
  dice?: { faces: number };
  /**
   * The die the total counts, when the total adds dice, not a number (Star Worlds' level d6): the
   * number shown is `formulaBase` + the total of these ("1d6+1" + 1 → "1d6+1+1d6").
   */
  formulaDie?: string;
  /**
   * A chance the bonus (the total) has against a fixed number: an AC (an attack of `ruleset`), a
   * DC, or a Star Worlds band (`skilled`: a skill applies); `key` says it in words.
   */
  against?: {
    kind: "ac" | "dc" | "band";
    value: string;
    ruleset: RulesetId;
    skilled?: boolean;
    key: string;
    text: string;
  };
  /** A number that is a ratio, not a sum (a simulated chance): its two counts. */
  ratio?: BreakdownRatio;
}

/** `against` for the chance `text` of the bonus reaching `dc` (d20 + bonus ≥ DC). */
export function reachingDc(
  dc: number,
  ruleset: RulesetId,
  text: string,
): NonNullable<BreakdownView["against"]> {
  return { kind: "dc", value: String(dc), ruleset, key: "HOLOCRON.Breakdown.ChanceDc", text };
}

/**
 * A count over a count, as a simulation made them: wins of fights played, rounds summed over them.
 * The number shown is `of / over` as a percent or, for a mean, to one decimal.
 */
export interface BreakdownRatio {
  /** i18n keys of what each count is. */
  ofLabel: string;
  overLabel: string;
  of: number;
  over: number;
  format: "percent" | "mean";
  /**
   * i18n key of what the quotient is; ratioView sets the simulator's (a share of the fights, a mean)
   * unless the caller names another (a share of a pair's dice outcomes).
   */
  resultLabel?: string;
  /** A chance's 95% interval as shown (Wilson, from the same two counts: src/rules/sim/interval.ts). */
  interval?: { low: string; high: string };
}

/** The breakdown of a ratio shown as `shown` (no terms; its two counts instead). */
export function ratioView(
  id: string,
  title: string,
  ratio: BreakdownRatio,
  shown: string,
): BreakdownView {
  const resultLabel = ratio.resultLabel ?? `HOLOCRON.Breakdown.Ratio.${ratio.format}`;
  return {
    id,
    shown,
    total: 0,
    title,
    terms: [],
    notes: [],
    rule: null,
    ratio: { ...ratio, resultLabel },
  };
}

/** The breakdowns of one sheet: ids made unique by the actor's id and the number's name. */
export function breakdownsOf(actorId: string, ruleset: RulesetId) {
  return (name: string, t: trace.Trace, shown: string): BreakdownView =>
    breakdownView(`holocron-bd-${actorId}-${name}`, t, ruleset, shown);
}

export type BreakdownMaker = ReturnType<typeof breakdownsOf>;

/** What a breakdown adds beside its terms (a damage formula's dice, Star Worlds' level die). */
export type BreakdownExtras = Pick<BreakdownView, "formulaBase" | "formulaDie">;

/**
 * A breakdown drawn when it is opened, not with its sheet (architecture.md, "Explanations on
 * demand"): the number as shown and the id its trigger names; the template draws an empty
 * breakdown, and `draw` builds the view from the number's trace when the breakdown opens.
 */
export interface LazyBreakdown extends BreakdownExtras {
  id: string;
  shown: string;
  lazy: true;
  draw(): BreakdownView;
}

/** A breakdown in a sheet's context: drawn, or drawn on open. */
export type BreakdownSlot = BreakdownView | LazyBreakdown;

/**
 * A sheet's breakdowns, each from its number's trace, made only when drawn. With `onOpen` (the
 * sheet's window) each is a LazyBreakdown kept there for the popover to draw: a list, found by id
 * when one opens (a lookup table built on every render costs more than the rare search); without it
 * (a test, the gallery, a picture of an open breakdown) each is drawn now. `scope` makes the ids
 * unique in the document: the document's uuid and the window's id (two sheets of one token's actor,
 * two tokens of one NPC).
 */
export function sheetBreakdowns(scope: string, ruleset: RulesetId, onOpen: LazyBreakdown[] | null) {
  return (
    name: string,
    t: () => trace.Trace,
    shown: string,
    extras?: BreakdownExtras,
  ): BreakdownSlot => {
    const id = `holocron-bd-${scope}-${name}`;
    const draw = () => ({ ...breakdownView(id, t(), ruleset, shown), ...extras });
    if (onOpen === null) return draw();
    // Extras only when there are some: a spread of nothing still takes V8's slow copy, for every
    // number of every sheet render.
    const lazy: LazyBreakdown = { id, shown, lazy: true, draw };
    if (extras !== undefined) Object.assign(lazy, extras);
    onOpen.push(lazy);
    return lazy;
  };
}

export type SheetBreakdownMaker = ReturnType<typeof sheetBreakdowns>;

/** The partial; preloaded by every window that shows a breakdown (sheets, the power dialog). */
export const BREAKDOWN_TEMPLATE = `systems/${SYSTEM_ID}/templates/shared/breakdown.hbs`;

const STAT_NAMES: Readonly<Record<string, string>> = {
  str: "HOLOCRON.Sheet.StatAbbr.str",
  dex: "HOLOCRON.Sheet.StatAbbr.dex",
  mnd: "HOLOCRON.Sheet.StatAbbr.mnd",
};

function nameOf(source: trace.TraceSource): { nameKey: string; name: string } {
  const name = source.name ?? "";
  if (source.kind === "stat")
    return { nameKey: STAT_NAMES[name] ?? `HOLOCRON.Sheet.Attribute.${name}`, name: "" };
  if (source.kind === "rank" && name !== "")
    return { nameKey: `HOLOCRON.Sheet.Skill.${name}`, name: "" };
  if (source.kind === "level" && name !== "")
    return { nameKey: "HOLOCRON.Breakdown.LevelName", name };
  return { nameKey: "", name };
}

function termView(t: trace.TraceTerm): BreakdownTermView {
  return {
    label: `HOLOCRON.Breakdown.Term.${t.label}`,
    ...nameOf(t.source),
    origin: t.source.origin ?? "",
    kind: `HOLOCRON.Breakdown.Source.${t.source.kind}`,
    value: t.value,
    text: signed(t.value),
  };
}

/**
 * The breakdown of `t` for a number shown as `shown`; `id` must be unique in the document (the
 * actor's id and the number's name), as aria-describedby points at it.
 */
export function breakdownView(
  id: string,
  t: trace.Trace,
  ruleset: RulesetId,
  shown: string,
): BreakdownView {
  const place = RULE_PLACES[ruleset][t.rule];
  return {
    id,
    shown,
    total: t.value,
    title: `HOLOCRON.Breakdown.Title.${t.rule}`,
    terms: t.terms.map(termView),
    notes: (t.notes ?? []).map(termView),
    rule: place
      ? {
          text: `HOLOCRON.Breakdown.Rule.${ruleset}.${t.rule}`,
          uuid: rulePageUuid(place),
          hash: place.anchor,
        }
      : null,
  };
}
