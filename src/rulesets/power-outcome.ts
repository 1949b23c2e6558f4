// What a rolled power check achieves against one target: success, and the effects success brings.
import { d20, m20 } from "../rules/index.js";
import type { Power, PowerDamage } from "../rules/powers/types.js";
import type { PowerKit } from "./power-kit.js";

/** Opposed check: higher total wins, the resister wins ties (the d20 core rule). */
export function beatsResistance(checkTotal: number, resistTotal: number): boolean {
  return m20.opposedWinner(checkTotal, resistTotal) === "actor";
}

/** A check against a DC succeeds when the total reaches it. */
export function meetsDc(checkTotal: number, dc: number): boolean {
  return d20.meetsDc(checkTotal, dc);
}

export type PowerEffect =
  | { kind: "damage"; formula: string; damageType: PowerDamage["type"] }
  | { kind: "status"; status: "prone" | "shutDown" }
  | { kind: "battlemind"; bonus: number }
  | { kind: "report" };

/**
 * The effects of a successful check on one target. Stun Droid only shuts down droids; Battlemind's
 * bonus comes from the total; Surge, Mind Trick, Farseeing and Telepathy are reported to the GM.
 */
export function successEffects(
  kit: PowerKit,
  power: Power<string>,
  a: { knightLevel: number; checkTotal: number; targetDroid: boolean },
): PowerEffect[] {
  const effects: PowerEffect[] = [];
  const formula = kit.damageFormula(power, a.knightLevel);
  if (formula !== null && power.damage !== null) {
    effects.push({ kind: "damage", formula, damageType: power.damage.type });
  }
  switch (power.effect) {
    case "prone":
      effects.push({ kind: "status", status: "prone" });
      break;
    case "shutDownDroid":
      if (m20.powerAffects(power, { machine: a.targetDroid })) {
        effects.push({ kind: "status", status: "shutDown" });
      }
      break;
    case "battlemind":
      effects.push({ kind: "battlemind", bonus: m20.battlemindBonus(a.checkTotal) });
      break;
    case "surge":
    case "mindTrick":
    case "farseeing":
    case "telepathy":
      effects.push({ kind: "report" });
      break;
    case "damage":
    case "negateEnergy":
      break;
  }
  return effects;
}
