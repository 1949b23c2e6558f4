// The ten powers as data, written once with the power skill as a parameter.
//
// Which powers may take several targets is not listed by the seed ("some powers can be used against
// multiple targets"); Holocron's ruling: the opposed powers aimed at others (Push, Grip, Lightning,
// Stun Droid, Mind Trick) may; self powers (Surge, Battlemind), Negate Energy (explicitly no
// multi-target penalty) and the DC-based Farseeing and Telepathy may not.
import { deepFreeze } from "../freeze.js";
import type { Power, PowerId } from "./types.js";
import { POWER_IDS } from "./types.js";

export function powerTable<S extends string>(skill: S): Record<PowerId, Power<S>> {
  const table: Record<PowerId, Power<S>> = {
    // vs Physical + better of STR/DEX; 1d4 × level; prone (−4 AC until a move is spent to stand).
    push: {
      id: "push",
      resist: [{ skill: "physical", stats: ["str", "dex"] }],
      multiTarget: true,
      damage: { die: "1d4", perLevel: true, type: "kinetic" },
      effect: "prone",
    },
    surge: { id: "surge", resist: "dc", multiTarget: false, damage: null, effect: "surge" },
    battlemind: {
      id: "battlemind",
      resist: "none",
      multiTarget: false,
      damage: null,
      effect: "battlemind",
    },
    negateEnergy: {
      id: "negateEnergy",
      resist: "dc",
      multiTarget: false,
      damage: null,
      effect: "negateEnergy",
    },
    // vs Physical + STR; 1d6 × level.
    grip: {
      id: "grip",
      resist: [{ skill: "physical", stats: ["str"] }],
      multiTarget: true,
      damage: { die: "1d6", perLevel: true, type: "kinetic" },
      effect: "damage",
    },
    // vs the better of DEX + Physical (dodge) or power skill + MND (block); 1d6 × level, energy.
    lightning: {
      id: "lightning",
      resist: [
        { skill: "physical", stats: ["dex"] },
        { skill, stats: ["mnd"] },
      ],
      multiTarget: true,
      damage: { die: "1d6", perLevel: true, type: "energy" },
      effect: "damage",
    },
    // vs Physical + better of DEX/STR; an ion attack: a droid that fails shuts down, no damage.
    stunDroid: {
      id: "stunDroid",
      resist: [{ skill: "physical", stats: ["dex", "str"] }],
      multiTarget: true,
      damage: null,
      effect: "shutDownDroid",
    },
    mindTrick: {
      id: "mindTrick",
      resist: [{ skill, stats: ["mnd"] }],
      multiTarget: true,
      damage: null,
      effect: "mindTrick",
    },
    farseeing: {
      id: "farseeing",
      resist: "dc",
      multiTarget: false,
      damage: null,
      effect: "farseeing",
    },
    telepathy: {
      id: "telepathy",
      resist: "dc",
      multiTarget: false,
      damage: null,
      effect: "telepathy",
    },
  };
  // Keep the record's key order the canonical one.
  return deepFreeze(
    Object.fromEntries(POWER_IDS.map((id) => [id, table[id]])) as Record<PowerId, Power<S>>,
  );
}
