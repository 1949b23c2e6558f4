// Pure: the GM's damage and hazard dialog — its template context, and its form read back into a
// request (with a clear i18n error for a bad formula, a negative height or a missing DC).
import { d20, dice } from "../../rules/index.js";
import { DAMAGE_TYPES, type DamageType } from "../../config.js";
import {
  checkChoices,
  type CheckChoice,
  type HazardCreature,
  type HazardRequest,
} from "./hazard-plan.js";
import { CANCEL_BUTTON, type DialogButtonSpec } from "../dialogs/dialog-buttons.js";

/** The hazard tool's footer (gm-tool.ts builds its DialogV2 from it): roll (default), reset exposure, cancel. */
export const GM_TOOL_BUTTONS: readonly DialogButtonSpec[] = [
  { action: "roll", label: "HOLOCRON.Hazard.Roll", icon: "fa-solid fa-dice", default: true },
  // Poison and heat or cold: each creature's owner rolls its check from one request (check-request/).
  { action: "request", label: "HOLOCRON.Hazard.RequestChecks", icon: "fa-solid fa-users" },
  { action: "reset", label: "HOLOCRON.Hazard.ResetExposure", icon: "fa-solid fa-temperature-half" },
  CANCEL_BUTTON,
];

export type GmToolKind = HazardRequest["kind"];

/** Hazards come from the d20 seeds (seed 000 lines 16–19); Star Worlds worlds get damage and healing. */
export function gmToolKinds(d20World: boolean): GmToolKind[] {
  return d20World ? ["damage", "heal", "falling", "poison", "exposure"] : ["damage", "heal"];
}

export interface GmToolDefaults {
  kind: GmToolKind;
  formula: string;
  damageType: DamageType;
  half: boolean;
  feet: number;
  intoHazard: boolean;
  surge: d20.SurgeEffect | "";
  surgeDc: number;
  poisonSave: d20.PoisonSave;
  poisonDc: number;
}

export const GM_TOOL_DEFAULTS: GmToolDefaults = {
  kind: "damage",
  formula: "1d6",
  damageType: "kinetic",
  half: false,
  feet: 20,
  intoHazard: false,
  surge: "",
  surgeDc: 15,
  poisonSave: "half",
  poisonDc: 15,
};

const CHOICE_LABELS: Record<CheckChoice, string> = {
  roll: "HOLOCRON.Hazard.Choice.roll",
  surge: "HOLOCRON.Hazard.Choice.surge",
  none: "HOLOCRON.Hazard.Choice.none",
};

/** The dialog's template context. */
export function gmToolContext(
  creatures: HazardCreature[],
  o: { d20World: boolean; values?: Partial<GmToolDefaults> },
) {
  const v = { ...GM_TOOL_DEFAULTS, ...o.values };
  // The falling request decides which rows can surge; every hazard kind offers "roll" and "none".
  const surgeRequest: HazardRequest = {
    kind: "falling",
    feet: v.feet,
    intoHazard: v.intoHazard,
    surge: "half",
    surgeDc: v.surgeDc,
  };
  return {
    kinds: gmToolKinds(o.d20World).map((id) => ({
      id,
      label: `HOLOCRON.Hazard.Kind.${id}`,
      checked: id === v.kind,
    })),
    hazards: o.d20World,
    values: v,
    damageTypes: DAMAGE_TYPES.map((id) => ({
      id,
      label: `HOLOCRON.Weapon.DamageType.${id}`,
      selected: id === v.damageType,
    })),
    surges: (["", "half", "negate"] as const).map((id) => ({
      id,
      label: `HOLOCRON.Hazard.Surge.${id || "off"}`,
      selected: id === v.surge,
    })),
    saves: (["avoid", "half"] as const).map((id) => ({
      id,
      label: `HOLOCRON.Hazard.Save.${id}`,
      selected: id === v.poisonSave,
    })),
    creatures: creatures.map((c, index) => ({
      index,
      uuid: c.uuid,
      name: c.name,
      previousChecks: c.previousChecks,
      checks: c.d20 !== null,
      choices: checkChoices(surgeRequest, c).map((id) => ({
        id,
        label: CHOICE_LABELS[id],
        selected: id === "roll",
      })),
    })),
    empty: creatures.length === 0,
  };
}

export class GmToolError extends Error {}

function integer(value: unknown, min: number, error: string): number {
  const text = typeof value === "number" ? String(value) : String(value ?? "").trim();
  // An empty field is not 0: Number("") would read it as one.
  const n = text === "" ? NaN : Number(text);
  if (!Number.isInteger(n) || n < min) throw new GmToolError(error);
  return n;
}

function formula(value: unknown): string {
  const text = String(value ?? "").trim();
  if (!dice.isValidFormula(text)) throw new GmToolError("HOLOCRON.Hazard.Error.badFormula");
  return text;
}

/**
 * The form's values (as the dialog reads them: strings and checkbox booleans) → the request, the
 * damage type and each creature's check choice. Throws a GmToolError with an i18n key.
 */
export function readGmToolForm(
  values: Record<string, unknown>,
  creatureCount: number,
  d20World: boolean,
): { request: HazardRequest; damageType: DamageType; choices: CheckChoice[] } {
  const kind = String(values.kind ?? "");
  if (!(gmToolKinds(d20World) as string[]).includes(kind)) {
    throw new GmToolError("HOLOCRON.Hazard.Error.badKind");
  }
  const typeValue = String(values.damageType ?? "");
  const damageType = (DAMAGE_TYPES as readonly string[]).includes(typeValue)
    ? (typeValue as DamageType)
    : "kinetic";
  const choices: CheckChoice[] = [];
  for (let i = 0; i < creatureCount; i++) {
    const c = String(values[`choice.${i}`] ?? "roll");
    choices.push(c === "surge" || c === "none" ? c : "roll");
  }
  const request = requestOf(kind as GmToolKind, values);
  return { request, damageType, choices };
}

function requestOf(kind: GmToolKind, values: Record<string, unknown>): HazardRequest {
  switch (kind) {
    case "damage":
      return { kind, formula: formula(values.formula), half: values.half === true };
    case "heal":
      return { kind, formula: formula(values.formula) };
    case "falling": {
      const surge = String(values.surge ?? "");
      const request: HazardRequest = {
        kind,
        feet: integer(values.feet, 0, "HOLOCRON.Hazard.Error.badFeet"),
        intoHazard: values.intoHazard === true,
        surge: surge === "half" || surge === "negate" ? surge : null,
        surgeDc: integer(values.surgeDc, 0, "HOLOCRON.Hazard.Error.badDc"),
      };
      try {
        d20.fallingFormula({ feet: request.feet, hazard: request.intoHazard });
      } catch {
        throw new GmToolError("HOLOCRON.Hazard.Error.tooFar");
      }
      return request;
    }
    case "poison": {
      const save = values.poisonSave === "avoid" ? "avoid" : "half";
      return {
        kind,
        formula: formula(values.formula),
        save,
        dc: integer(values.poisonDc, 0, "HOLOCRON.Hazard.Error.badDc"),
      };
    }
    case "exposure":
      return { kind };
  }
}
