// Pure: what a Holocron hazard region presets in the GM's hazard tool. A region is drawn once and
// configured with the hazard's numbers (seed 000 lines 16–19; rulings "Falling…"): a fall of so many
// feet, the same fall onto spikes, a poison's damage and DC, heat or cold, or energy damage.
import type { d20 } from "../../rules/index.js";
import type { GmToolDefaults } from "./gm-tool-model.js";

/** The hazards a region can hold, as its configuration offers them. */
export const HAZARD_REGION_KINDS = [
  "falling",
  "spikes",
  "poison",
  "heat",
  "cold",
  "energy",
] as const;
export type HazardRegionKind = (typeof HAZARD_REGION_KINDS)[number];

/** A hazard region's numbers (its behaviour's system data). */
export interface HazardRegionData {
  kind: HazardRegionKind;
  /** Falling and spikes: the height fallen, in feet. */
  feet: number;
  /** Poison and energy: the damage rolled. */
  formula: string;
  /** Poison: a passed check avoids it or halves it. */
  save: d20.PoisonSave;
  /** Poison: the check's DC. */
  dc: number;
}

/** The hazard tool's preset for a region's hazard: its kind and the numbers the GM configured. */
export function hazardToolValues(h: HazardRegionData): Partial<GmToolDefaults> {
  switch (h.kind) {
    case "falling":
      return { kind: "falling", feet: h.feet, intoHazard: false };
    case "spikes":
      // Falling into a hazard (spikes): +1 per 10 ft, max +10 (rulings, "Falling").
      return { kind: "falling", feet: h.feet, intoHazard: true };
    case "poison":
      return { kind: "poison", formula: h.formula, poisonSave: h.save, poisonDc: h.dc };
    case "heat":
    case "cold":
      // Heat and cold are one check (seed 000 line 19): the exposure count is the creature's own.
      return { kind: "exposure" };
    case "energy":
      return { kind: "damage", formula: h.formula, damageType: "energy", half: false };
  }
}

/**
 * A behaviour's stored data read back as a hazard: each field as the schema keeps it, or the
 * default where a value is missing or not of its kind (the schema refuses those on every write).
 */
export function hazardOf(source: unknown): HazardRegionData {
  const s = (typeof source === "object" && source !== null ? source : {}) as Record<
    string,
    unknown
  >;
  const d = HAZARD_REGION_DEFAULTS;
  const oneOf = <T extends string>(values: readonly T[], v: unknown, fallback: T): T =>
    values.find((x) => x === v) ?? fallback;
  const int = (v: unknown, fallback: number) => (Number.isInteger(v) ? (v as number) : fallback);
  return {
    kind: oneOf(HAZARD_REGION_KINDS, s.kind, d.kind),
    feet: int(s.feet, d.feet),
    formula: typeof s.formula === "string" && s.formula !== "" ? s.formula : d.formula,
    save: oneOf(HAZARD_REGION_SAVES, s.save, d.save),
    dc: int(s.dc, d.dc),
  };
}

/** A new hazard region's numbers: a 20 ft fall; 1d6 and DC 15 for a poison (seed 000 line 18). */
export const HAZARD_REGION_DEFAULTS: HazardRegionData = {
  kind: "falling",
  feet: 20,
  formula: "1d6",
  save: "half",
  dc: 15,
};

/** Limits of the configured numbers: a fall beyond 1,000 ft is set by hand; DCs stay two-digit. */
export const HAZARD_REGION_LIMITS = { feet: 1000, dc: 99 } as const;

/** What a passed poison check does (rulings, "Poison"), in the order the form offers it. */
export const HAZARD_REGION_SAVES = ["half", "avoid"] as const satisfies readonly d20.PoisonSave[];

/**
 * The configuration form's rows, in the schema's order, as core's behaviour configuration shows a
 * model's fields: each field's label and hint (HOLOCRON.Region.Hazard.FIELDS), input and value.
 */
export function hazardConfigRows(h: HazardRegionData) {
  const field = (name: keyof HazardRegionData) => ({
    name: `system.${name}`,
    label: `HOLOCRON.Region.Hazard.FIELDS.${name}.label`,
    hint: `HOLOCRON.Region.Hazard.FIELDS.${name}.hint`,
  });
  const select = (values: readonly string[], prefix: string, value: string) =>
    values.map((id) => ({ id, label: `${prefix}${id}`, selected: id === value }));
  return [
    {
      ...field("kind"),
      select: select(HAZARD_REGION_KINDS, "HOLOCRON.Region.Hazard.Kind.", h.kind),
    },
    { ...field("feet"), number: { value: h.feet, min: 0, max: HAZARD_REGION_LIMITS.feet } },
    { ...field("formula"), text: { value: h.formula } },
    { ...field("save"), select: select(HAZARD_REGION_SAVES, "HOLOCRON.Hazard.Save.", h.save) },
    { ...field("dc"), number: { value: h.dc, min: 0, max: HAZARD_REGION_LIMITS.dc } },
  ];
}
