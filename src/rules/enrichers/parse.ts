// The pure parser of Holocron's enrichers. It never throws: anything it cannot read comes back as an
// error naming what is wrong, which the renderer shows as plain text with that reason as a tooltip.
import { isValidFormula } from "../dice/formula.js";
import { DEFAULT_SKILL_STAT, STATS, type Stat } from "../d20/core.js";
import { ATTRIBUTES, type Attribute } from "../star-worlds/checks.js";
import {
  ENRICHER_COMMANDS,
  ENRICHER_DAMAGE_TYPES,
  HAZARDS,
  type Enricher,
  type EnricherCommand,
  type EnricherDamageType,
  type EnricherError,
  type EnricherErrorKey,
  type Hazard,
  type ParsedEnricher,
} from "./types.js";

/** Longer argument text is refused before any work (a journal line, not an essay). */
export const MAX_ARGS_LENGTH = 200;
/** The highest DC a check may name (the seed: 25–30 is already "epic"). */
export const MAX_DC = 99;
/** The longest fall a hazard may name, in feet. */
export const MAX_FALL_FEET = 10000;

/**
 * Foundry's enricher pattern (global, as CONFIG.TextEditor.enrichers requires): the command, its
 * arguments (no `]` inside) and an optional `{label}`. Every part is bounded, so matching stays linear.
 */
export const ENRICHER_PATTERN =
  /\[\[\/(check|attribute|damage|heal|hazard)\b([^\]\n]{0,400})\]\](?:\{([^}\n]{0,200})\})?/gi;

const ENTITIES: Record<string, string> = {
  "&nbsp;": " ",
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
};

/** Journal HTML writes spaces as &nbsp; and & as &amp;: read them as text. */
export function decodeText(text: string): string {
  return text
    .replace(/&(?:nbsp|amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e)
    .replace(/\u00a0/g, " ");
}

const fail = (key: EnricherErrorKey, data: Record<string, string> = {}): EnricherError => ({
  key,
  data,
});
type Step = { ok: true; enricher: Enricher } | { ok: false; error: EnricherError };
const done = (enricher: Enricher): Step => ({ ok: true, enricher });
const error = (key: EnricherErrorKey, data: Record<string, string> = {}): Step => ({
  ok: false,
  error: fail(key, data),
});

const isOneOf = <T extends string>(list: readonly T[], word: string): word is T =>
  (list as readonly string[]).includes(word);
const SKILLS = Object.keys(DEFAULT_SKILL_STAT);

function parseCheck(words: string[]): Step {
  let skill: string | null = null;
  let stat: Stat | null = null;
  let dc: number | null = null;
  for (const word of words) {
    // Stryker disable next-line Regex: a word holds no line break, so `.*` reaches its end with or without `$`
    const dcText = /^dc=(.*)$/.exec(word)?.[1];
    if (dcText !== undefined) {
      if (dc !== null) return error("repeated", { word });
      // Stryker disable next-line ConditionalExpression: two digits never pass MAX_DC (99); kept in case it is lowered
      if (!/^\d{1,2}$/.test(dcText) || Number(dcText) < 1 || Number(dcText) > MAX_DC)
        return error("badDc", { value: dcText, max: String(MAX_DC) });
      dc = Number(dcText);
    } else if (isOneOf(STATS, word)) {
      if (stat !== null) return error("repeated", { word });
      stat = word;
    } else if (SKILLS.includes(word)) {
      if (skill !== null) return error("repeated", { word });
      skill = word;
    } else return error("unknownWord", { word, command: "check" });
  }
  if (skill === null && stat === null) return error("missingArgs", { command: "check" });
  return done({ kind: "check", skill, stat, dc });
}

function parseAttribute(words: string[]): Step {
  let attribute: Attribute | null = null;
  let skilled = false;
  for (const word of words) {
    if (word === "skilled" && !skilled) skilled = true;
    else if (isOneOf(ATTRIBUTES, word) && attribute === null) attribute = word;
    else if (word === "skilled" || isOneOf(ATTRIBUTES, word)) return error("repeated", { word });
    else return error("unknownWord", { word, command: "attribute" });
  }
  if (attribute === null) return error("missingArgs", { command: "attribute" });
  return done({ kind: "attribute", attribute, skilled });
}

/** A dice formula, checked by the rules' own parser (its limits included). */
function formulaStep(words: string[], make: (formula: string) => Enricher): Step {
  const formula = words.join("");
  if (!isValidFormula(formula)) return error("badFormula", { formula: words.join(" ") });
  return done(make(formula));
}

function parseDamage(words: string[]): Step {
  const last = words[words.length - 1];
  // Stryker disable next-line ConditionalExpression: parseEnricher never passes an empty list (the type needs the guard)
  const typed = last !== undefined && isOneOf(ENRICHER_DAMAGE_TYPES, last);
  const damageType: EnricherDamageType = typed ? last : "kinetic";
  const formulaWords = typed ? words.slice(0, -1) : words;
  if (formulaWords.length === 0) return error("missingArgs", { command: "damage" });
  return formulaStep(formulaWords, (formula) => ({ kind: "damage", formula, damageType }));
}

function parseHeal(words: string[]): Step {
  return formulaStep(words, (formula) => ({ kind: "heal", formula }));
}

function parseHazard(words: string[]): Step {
  const [hazard, distance, ...rest] = words;
  // Stryker disable next-line all: parseEnricher never passes an empty list (the type needs the guard)
  if (hazard === undefined) return error("missingArgs", { command: "hazard" });
  if (!isOneOf<Hazard>(HAZARDS, hazard)) return error("unknownHazard", { word: hazard });
  if (distance === undefined) return error("missingArgs", { command: "hazard" });
  const feet = /^\d{1,5}$/.test(distance) ? Number(distance) : NaN;
  if (!(feet >= 1 && feet <= MAX_FALL_FEET))
    return error("badDistance", { value: distance, max: String(MAX_FALL_FEET) });
  const [extra] = rest;
  if (extra !== undefined) return error("unknownWord", { word: extra, command: "hazard" });
  return done({ kind: "hazard", hazard, feet });
}

const PARSERS: Record<EnricherCommand, (words: string[]) => Step> = {
  check: parseCheck,
  attribute: parseAttribute,
  damage: parseDamage,
  heal: parseHeal,
  hazard: parseHazard,
};

/**
 * Reads one enricher: its command (`check`…), the text after it, and the `{label}` if any. Never
 * throws, whatever the input.
 */
export function parseEnricher(
  command: string,
  args: string,
  label?: string | null,
): ParsedEnricher {
  const text = typeof label === "string" ? decodeText(label).trim() : "";
  const shown = text === "" ? null : text;
  const name = String(command).toLowerCase();
  const step = ((): Step => {
    if (!isOneOf(ENRICHER_COMMANDS, name)) return error("unknownCommand", { command: name });
    const raw = typeof args === "string" ? decodeText(args) : "";
    if (raw.length > MAX_ARGS_LENGTH) return error("tooLong", { max: String(MAX_ARGS_LENGTH) });
    // Stryker disable next-line Regex: empty words are filtered out, so splitting at each blank is the same
    const words = raw.toLowerCase().split(/\s+/).filter(Boolean);
    if (words.length === 0) return error("missingArgs", { command: name });
    return PARSERS[name](words);
  })();
  return step.ok
    ? { ok: true, enricher: step.enricher, label: shown }
    : { ok: false, error: step.error, label: shown };
}
