// Fighters for the simulator's tests and bench: plain d20 and Star Worlds fighters with overrides.
import type { D20Fighter, Side, WorldsFighter } from "../../../src/rules/sim/index.js";

export function d20Fighter(id: string, side: Side, over: Partial<D20Fighter> = {}): D20Fighter {
  return {
    id,
    side,
    ruleset: "m20",
    level: 3,
    hp: 20,
    maxHp: 20,
    str: 12,
    dex: 12,
    ac: 14,
    attackBonus: 4,
    damage: "1d8+1",
    ...over,
  };
}

export function worldsFighter(
  id: string,
  side: Side,
  over: Partial<WorldsFighter> = {},
): WorldsFighter {
  return {
    id,
    side,
    ruleset: "starWorlds",
    vitality: 13,
    maxVitality: 13,
    armor: 1,
    speed: 3,
    daring: 1,
    attack: 1,
    damage: "1d6+1",
    ...over,
  };
}

/** The bench's d20 fight: three soldiers and a Knight against eight thugs. */
export function knightParty(): D20Fighter[] {
  return [
    ...["soldier-1", "soldier-2", "soldier-3"].map((id) => d20Fighter(id, "party")),
    d20Fighter("knight", "party", {
      power: { checkBonus: 6, damage: "3d6", cost: 4 },
      attackBonus: 5,
      damage: "2d8",
    }),
    ...Array.from({ length: 8 }, (_, i) =>
      d20Fighter(`thug-${i + 1}`, "foes", {
        hp: 9,
        maxHp: 9,
        str: 10,
        ac: 12,
        attackBonus: 2,
        damage: "1d6",
        powerResist: 1,
      }),
    ),
  ];
}

/** The bench's Star Worlds fight: four heroes against eight troopers. */
export function worldsParty(): WorldsFighter[] {
  return [
    ...["a", "b", "c", "d"].map((id) => worldsFighter(`hero-${id}`, "party", { heroPoints: 2 })),
    ...Array.from({ length: 8 }, (_, i) =>
      worldsFighter(`trooper-${i + 1}`, "foes", {
        vitality: 6,
        maxVitality: 6,
        armor: 0,
        attack: 0,
        damage: "1d6",
      }),
    ),
  ];
}
