// What a parsed enricher looks like on the page, decided without Foundry (pure, tested in Node): the icon, the label (an
// i18n key and its data, or the author's own label), the tooltip, and whether it is a button.
import { d20, type enrichers } from "../../rules/index.js";

type Enricher = enrichers.Enricher;
type EnricherError = enrichers.EnricherError;
type ParsedEnricher = enrichers.ParsedEnricher;

/**
 * An i18n key with its data. A data value that is itself an i18n key (`HOLOCRON.…`) or an I18nText
 * is localized first.
 */
export type I18nText = { key: string; data: Record<string, string | I18nText> };

export type EnricherView =
  | { button: true; icon: string; label: I18nText | string; tooltip: I18nText }
  | { button: false; tooltip: I18nText };

const ICONS: Record<Enricher["kind"], string> = {
  check: "fa-solid fa-dice-d20",
  attribute: "fa-solid fa-dice",
  damage: "fa-solid fa-burst",
  heal: "fa-solid fa-heart-pulse",
  hazard: "fa-solid fa-triangle-exclamation",
};

/** "Physical", "Strength", or "Physical (Dexterity)" when a skill rolls with another stat. */
function checkName(e: Extract<Enricher, { kind: "check" }>): string | I18nText {
  const skill = e.skill === null ? null : `HOLOCRON.Sheet.Skill.${e.skill}`;
  const stat = e.stat === null ? null : `HOLOCRON.Sheet.Stat.${e.stat}`;
  if (skill !== null && stat !== null && d20.DEFAULT_SKILL_STAT[e.skill ?? ""] !== e.stat)
    return { key: "HOLOCRON.Enricher.Label.SkillWithStat", data: { skill, stat } };
  return skill ?? stat ?? "";
}

function defaultLabel(e: Enricher): I18nText {
  switch (e.kind) {
    case "check":
      return e.dc === null
        ? { key: "HOLOCRON.Enricher.Label.Check", data: { name: checkName(e) } }
        : {
            key: "HOLOCRON.Enricher.Label.CheckDc",
            data: { name: checkName(e), dc: String(e.dc) },
          };
    case "attribute":
      return {
        key: e.skilled
          ? "HOLOCRON.Enricher.Label.AttributeSkilled"
          : "HOLOCRON.Enricher.Label.Attribute",
        data: { name: `HOLOCRON.Sheet.Attribute.${e.attribute}` },
      };
    case "damage":
      return {
        key: "HOLOCRON.Enricher.Label.Damage",
        data: { formula: e.formula, type: `HOLOCRON.Weapon.DamageType.${e.damageType}` },
      };
    case "heal":
      return { key: "HOLOCRON.Enricher.Label.Heal", data: { formula: e.formula } };
    case "hazard":
      return { key: "HOLOCRON.Enricher.Label.Falling", data: { feet: String(e.feet) } };
  }
}

function errorText(error: EnricherError): I18nText {
  return { key: `HOLOCRON.Enricher.Error.${error.key}`, data: error.data };
}

/** The view of a parsed enricher: a button, or (malformed) text whose tooltip says what is wrong. */
export function enricherView(parsed: ParsedEnricher): EnricherView {
  if (!parsed.ok) return { button: false, tooltip: errorText(parsed.error) };
  const { enricher } = parsed;
  return {
    button: true,
    icon: ICONS[enricher.kind],
    label: parsed.label ?? defaultLabel(enricher),
    tooltip: { key: `HOLOCRON.Enricher.Tooltip.${enricher.kind}`, data: {} },
  };
}
