// Pure: what each creature rolls against a hazard (seed 000 lines 16–19; rulings "Falling…"), from
// plain numbers the flow reads off the actor. No Foundry here: the gallery and tests build plans too.
import { d20, dice } from "../../rules/index.js";

/** The GM's request, as the dialog's form gives it. */
export type HazardRequest =
  | { kind: "damage"; formula: string; half: boolean }
  | { kind: "heal"; formula: string }
  | {
      kind: "falling";
      feet: number;
      intoHazard: boolean;
      surge: d20.SurgeEffect | null;
      surgeDc: number;
    }
  | { kind: "poison"; formula: string; save: d20.PoisonSave; dc: number }
  | { kind: "exposure" };

/** How one creature meets the hazard (the GM's choice per row; a surge only for power users). */
export type CheckChoice = "none" | "roll" | "surge";

/** A creature's numbers for the hazard checks (d20 actors; null for rulesets without these checks). */
export interface HazardCreature {
  uuid: string;
  name: string;
  /**
   * Physical rank + STR / DEX bonus, and power rank + MND bonus (null: cannot surge, or cannot pay
   * the surge's HP in combat); `surgePay`: the HP a surge takes (0 out of combat and for a mook).
   */
  d20: {
    physical: number;
    str: number;
    dex: number;
    surge: number | null;
    surgePay?: number;
  } | null;
  /** Heat or cold: previous checks made (kept on the actor). */
  previousChecks: number;
}

/** The rules' spec of a request (damage/heal have no check). */
export function hazardSpec(r: HazardRequest, previousChecks: number): d20.HazardSpec {
  switch (r.kind) {
    case "damage":
      return { kind: "damage", half: r.half };
    case "heal":
      return { kind: "damage", half: false };
    case "falling":
      return { kind: "falling", feet: r.feet, surge: r.surge, surgeDc: r.surgeDc };
    case "poison":
      return { kind: "poison", save: r.save, dc: r.dc };
    case "exposure":
      return { kind: "exposure", previousChecks };
  }
}

/** The formula rolled for each creature (falling from the feet; heat and cold 1d6). Throws on a bad one. */
export function hazardFormula(r: HazardRequest): string {
  switch (r.kind) {
    case "falling":
      return d20.fallingFormula({ feet: r.feet, hazard: r.intoHazard });
    case "exposure":
      return d20.EXPOSURE_DAMAGE;
    default:
      return dice.formatFormula(dice.parseFormula(r.formula));
  }
}

/** The checks a creature can make against this hazard (the dialog's choices for its row). */
export function checkChoices(r: HazardRequest, c: HazardCreature): CheckChoice[] {
  if (c.d20 === null || r.kind === "damage" || r.kind === "heal") return ["none"];
  if (r.kind === "falling" && r.surge !== null && c.d20.surge !== null) {
    return ["roll", "surge", "none"];
  }
  return ["roll", "none"];
}

/** A check a creature will roll: d20 + bonus against the DC, with the chance it has. */
export interface PlannedCheck {
  /** i18n key ("DEX + Physical"). */
  label: string;
  bonus: number;
  dc: number;
  chance: number;
}

/** The check to roll, or null when the creature makes none. */
export function plannedCheck(
  r: HazardRequest,
  c: HazardCreature,
  choice: CheckChoice,
): PlannedCheck | null {
  if (choice === "none" || !checkChoices(r, c).includes(choice) || c.d20 === null) return null;
  const surge = choice === "surge";
  const dc = d20.hazardDc(hazardSpec(r, c.previousChecks), { surge });
  if (dc === null) return null;
  const { bonus, label } = surge
    ? { bonus: c.d20.surge ?? 0, label: "HOLOCRON.Hazard.Check.surge" }
    : r.kind === "falling"
      ? { bonus: c.d20.physical + c.d20.dex, label: "HOLOCRON.Hazard.Check.landLightly" }
      : { bonus: c.d20.physical + c.d20.str, label: "HOLOCRON.Hazard.Check.endure" };
  return { label, bonus, dc, chance: d20.checkChance({ bonus, dc }) };
}

/** The card's detail line for a request: "40 ft · into a hazard", "DC 14 · avoids"… (i18n keys + data). */
export function hazardDetail(
  r: HazardRequest,
): { key: string; data: Record<string, string> } | null {
  switch (r.kind) {
    case "falling":
      return {
        key: r.intoHazard
          ? "HOLOCRON.Hazard.Detail.fallingHazard"
          : "HOLOCRON.Hazard.Detail.falling",
        data: { feet: String(r.feet) },
      };
    case "poison":
      return { key: `HOLOCRON.Hazard.Detail.poison.${r.save}`, data: { dc: String(r.dc) } };
    case "damage":
      return r.half ? { key: "HOLOCRON.Hazard.Detail.half", data: {} } : null;
    default:
      return null;
  }
}
