// Hazard cards and GM-tool creatures shared by the tests, the gallery and the bench.
import type { HazardCard, HazardRow } from "../../../src/cards/hazard/view.js";
import type { HazardCreature } from "../../../src/applications/gm/hazard-plan.js";

export const creatures: HazardCreature[] = [
  {
    uuid: "Actor.kara",
    name: "Kara Venn",
    d20: { physical: 3, str: 1, dex: 2, surge: 6 },
    previousChecks: 0,
  },
  {
    uuid: "Actor.tal",
    name: "Tal Oreno",
    d20: { physical: 1, str: 2, dex: 0, surge: null },
    previousChecks: 2,
  },
  {
    uuid: "Actor.droid",
    name: "R4-K9",
    d20: { physical: 0, str: 0, dex: 1, surge: null },
    previousChecks: 1,
  },
];

function row(over: Partial<HazardRow> & Pick<HazardRow, "uuid" | "name">): HazardRow {
  return {
    rolled: 0,
    check: null,
    surge: false,
    resisted: false,
    amount: 0,
    previousChecks: null,
    applied: false,
    ...over,
  };
}

export function sampleHazardCards(): Record<"falling" | "poison" | "exposure", HazardCard> {
  return {
    falling: {
      type: "hazard",
      ruleset: "m20",
      hazard: "falling",
      detail: "40 ft",
      formula: "4d6",
      feet: 40,
      damageType: "kinetic",
      rows: [
        row({
          uuid: "Actor.kara",
          name: "Kara Venn",
          rolled: 15,
          surge: true,
          check: {
            label: "HOLOCRON.Hazard.Check.surge",
            formula: "1d20 + 6",
            total: 19,
            dc: 15,
            chance: 0.6,
          },
          resisted: true,
          amount: 8,
        }),
        row({
          uuid: "Actor.tal",
          name: "Tal Oreno",
          rolled: 12,
          check: {
            label: "HOLOCRON.Hazard.Check.landLightly",
            formula: "1d20 + 1",
            total: 22,
            dc: 40,
            chance: 0.05,
          },
          amount: 12,
        }),
        row({ uuid: "Actor.droid", name: "R4-K9", rolled: 9, amount: 9 }),
      ],
    },
    poison: {
      type: "hazard",
      ruleset: "spaceOpera",
      hazard: "poison",
      detail: "DC 14, a success halves it",
      formula: "2d6",
      damageType: "kinetic",
      rows: [
        row({
          uuid: "Actor.kara",
          name: "Kara Venn",
          rolled: 7,
          check: {
            label: "HOLOCRON.Hazard.Check.endure",
            formula: "1d20 + 4",
            total: 16,
            dc: 14,
            chance: 0.55,
          },
          resisted: true,
          amount: 4,
        }),
        row({
          uuid: "Actor.tal",
          name: "Tal Oreno",
          rolled: 9,
          check: {
            label: "HOLOCRON.Hazard.Check.endure",
            formula: "1d20 + 3",
            total: 8,
            dc: 14,
            chance: 0.5,
          },
          amount: 9,
          applied: true,
        }),
      ],
    },
    exposure: {
      type: "hazard",
      ruleset: "m20",
      hazard: "exposure",
      detail: "",
      formula: "1d6",
      damageType: "kinetic",
      rows: [
        row({
          uuid: "Actor.kara",
          name: "Kara Venn",
          rolled: 4,
          check: {
            label: "HOLOCRON.Hazard.Check.endure",
            formula: "1d20 + 4",
            total: 19,
            dc: 15,
            chance: 0.5,
          },
          resisted: true,
          amount: 0,
          previousChecks: 0,
        }),
        row({
          uuid: "Actor.tal",
          name: "Tal Oreno",
          rolled: 5,
          check: {
            label: "HOLOCRON.Hazard.Check.endure",
            formula: "1d20 + 3",
            total: 11,
            dc: 17,
            chance: 0.35,
          },
          amount: 5,
          previousChecks: 2,
        }),
      ],
    },
  };
}

/** A hazard card with `n` rows (the bench's ten creatures). */
export function hazardCardOf(n: number): HazardCard {
  const base = sampleHazardCards().falling;
  const first = base.rows[1]!;
  return {
    ...base,
    rows: Array.from({ length: n }, (_, i) => ({
      ...first,
      uuid: `Actor.c${i}`,
      name: `Creature ${i + 1}`,
    })),
  };
}
