// Pure: the Star Worlds level-up dialog (seed 002 lines 51–131) — its context from the character and
// the career catalog, its form read back into a choice, and the level card's context.
import { starWorlds } from "../../rules/index.js";
import type { CareerCatalog } from "./career-catalog.js";
import { careerAbilities } from "./career-catalog.js";
import { signed } from "../format.js";
import { breakdownView, type BreakdownView } from "../breakdown/breakdown-view.js";

type Attribute = starWorlds.Attribute;

export interface LevelUpSubject extends starWorlds.LevelUpCharacter {
  name: string;
}

/** "+4 Vitality", "+1d6 damage": what the level gives without a choice, as i18n keys and data. */
function fixedGains(needs: starWorlds.LevelUpNeeds) {
  const gains: { key: string; amount: number }[] = [];
  if (needs.vitality)
    gains.push({ key: "HOLOCRON.Sheet.LevelUp.Gain.vitality", amount: needs.vitality });
  if (needs.damageDice) {
    gains.push({ key: "HOLOCRON.Sheet.LevelUp.Gain.damageDice", amount: needs.damageDice });
  }
  return gains;
}

export function levelUpDialogContext(c: LevelUpSubject, catalog: CareerCatalog) {
  const level = c.level + 1;
  const needs = starWorlds.levelUpNeeds(level, c.careers.length);
  const owned = new Set(c.careers.map((n) => n.toLowerCase()));
  const abilities = careerAbilities(catalog, c.careers, c.abilities).flatMap((entry) =>
    entry.abilities
      .filter((a) => !a.owned)
      .map((a) => ({ value: a.name, name: a.name, career: entry.career })),
  );
  return {
    name: c.name,
    level,
    gains: fixedGains(needs),
    attributes: needs.attribute
      ? starWorlds.ATTRIBUTES.map((id) => ({
          id,
          label: `HOLOCRON.Sheet.Attribute.${id}`,
          from: signed(c.attributes[id]),
          to: signed(c.attributes[id] + 1),
          atMax: c.attributes[id] >= starWorlds.ATTRIBUTE_RAISED_MAX,
        }))
      : null,
    skill: needs.skill,
    careerOpen: needs.career,
    careers: needs.career
      ? catalog.careers.filter((k) => !owned.has(k.name.toLowerCase())).map((k) => k.name)
      : [],
    careerClosed: needs.skill && !needs.career,
    ability: needs.ability ? { options: abilities, free: abilities.length === 0 } : null,
  };
}

const text = (v: unknown): string | null => {
  const s = typeof v === "string" ? v.trim() : "";
  return s === "" ? null : s;
};

/** The form (strings) → the player's choice; what the level does not ask is null. */
export function readLevelUpForm(values: Record<string, unknown>): starWorlds.LevelUpChoice {
  const attribute = text(values.attribute);
  return {
    attribute: (starWorlds.ATTRIBUTES as readonly string[]).includes(attribute ?? "")
      ? (attribute as Attribute)
      : null,
    skill: text(values.skill),
    career: text(values.career),
    ability: text(values.ability),
  };
}

type Format = (key: string, data: Record<string, string>) => string;

/**
 * The level card: the level reached and each thing it changed, as localized lines; the extra damage
 * dice's line apart (`damageRow`), as the career request shows that number with its breakdown.
 */
export function levelCardContext(c: LevelUpSubject, r: starWorlds.LevelUpResult, format: Format) {
  const rows: string[] = [];
  const max = starWorlds.maxVitality({ menace: c.attributes.menace, level: c.level });
  if (r.maxVitality !== max) {
    rows.push(format("HOLOCRON.LevelUp.Row.Vitality", { from: `${max}`, to: `${r.maxVitality}` }));
  }
  const raised = starWorlds.ATTRIBUTES.find((id) => r.attributes[id] !== c.attributes[id]);
  if (raised) {
    rows.push(
      format("HOLOCRON.LevelUp.Row.Attribute", {
        attribute: format(`HOLOCRON.Sheet.Attribute.${raised}`, {}),
        from: signed(c.attributes[raised]),
        to: signed(r.attributes[raised]),
      }),
    );
  }
  const skill = r.skills.find((s) => !c.skills.includes(s));
  if (skill) rows.push(format("HOLOCRON.LevelUp.Row.Skill", { name: skill }));
  if (r.career) rows.push(format("HOLOCRON.LevelUp.Row.Career", { name: r.career }));
  if (r.ability) rows.push(format("HOLOCRON.LevelUp.Row.Ability", { name: r.ability }));
  const damageRow =
    r.damageDice > starWorlds.damageDiceBonus(c.level)
      ? format("HOLOCRON.LevelUp.Row.Damage", { dice: `${r.damageDice}` })
      : null;
  return { name: c.name, level: r.level, rows, damageRow };
}

/** A player's level with a new career, waiting in chat for the GM (seed 002 line 53). */
export interface CareerRequest {
  actorUuid: string;
  /** The level the request takes: it only applies while it is still the next one. */
  level: number;
  choice: starWorlds.LevelUpChoice;
  status: "pending" | "approved" | "refused";
}

/** The extra damage dice at `level` as a dice breakdown ("1d6": the levels that added one). */
export function damageDiceView(level: number, prefix: string): BreakdownView {
  const t = starWorlds.damageDiceTrace(level);
  const faces = starWorlds.DAMAGE_DIE_FACES;
  return {
    ...breakdownView(`${prefix}-damage`, t, "starWorlds", `${t.value}d${faces}`),
    dice: { faces },
  };
}

const STATUSES: readonly CareerRequest["status"][] = ["pending", "approved", "refused"];
const shortText = (v: unknown) => (typeof v === "string" && v.length <= 200 ? text(v) : null);

/**
 * A stored request read back (the requesting player wrote it, so every field is checked), or null.
 * The GM then recomputes the level from the character as it is now.
 */
export function readCareerRequest(raw: unknown): CareerRequest | null {
  if (!raw || typeof raw !== "object") return null;
  const o = raw as Record<string, unknown>;
  const choice = (o.choice ?? {}) as Record<string, unknown>;
  if (typeof o.actorUuid !== "string" || !/^[A-Za-z0-9.]{1,200}$/.test(o.actorUuid)) return null;
  if (!Number.isInteger(o.level) || (o.level as number) < 2 || (o.level as number) > 10)
    return null;
  if (!STATUSES.includes(o.status as CareerRequest["status"])) return null;
  const career = shortText(choice.career);
  if (!career) return null;
  const read = readLevelUpForm({ attribute: choice.attribute, ability: shortText(choice.ability) });
  return {
    actorUuid: o.actorUuid,
    level: o.level as number,
    choice: { ...read, skill: null, career },
    status: o.status as CareerRequest["status"],
  };
}

/**
 * The card: who asks for which level and career, what the level would change (`extraDice`: it adds
 * a damage die, whose total the card shows with its breakdown, from the level asked), and its
 * status. `prefix` makes the breakdown's id unique in the chat log (the message's id).
 */
export function careerRequestContext(
  name: string,
  request: Pick<CareerRequest, "level" | "choice" | "status">,
  rows: string[],
  extraDice: boolean,
  prefix = "holocron-bd-career",
) {
  return {
    name,
    level: request.level,
    career: request.choice.career ?? "",
    rows,
    damage: extraDice ? damageDiceView(request.level, prefix) : null,
    pending: request.status === "pending",
    status: request.status,
    statusLabel: `HOLOCRON.LevelUp.Request.Status.${request.status}`,
  };
}
