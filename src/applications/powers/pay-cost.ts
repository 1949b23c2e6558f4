// Paying a power's HP cost where the GM authority carries a use out. The cost is not damage
// (rulings: Mooks): a mook pays nothing; anyone else spends only HP it has (rulings: The Force),
// so a cost above the current HP is refused before anything is paid or rolled. What is paid never
// exceeds the HP, so it takes HP only (never m20's STR).
import { Refusal } from "../../authority/index.js";
import type { HolocronActor } from "../../documents/actor.js";
import type { PowerPlan } from "../../rulesets/power-plan.js";

export async function payPowerCost(
  actor: HolocronActor,
  plan: PowerPlan,
  power: string,
): Promise<void> {
  const payment = plan.payment;
  if (!payment.ok) {
    throw new Refusal("HOLOCRON.Power.Notify.notEnoughHp", {
      name: actor.name ?? "",
      power,
      hp: String(payment.hp),
      cost: String(payment.cost),
    });
  }
  if (payment.pay > 0) await actor.carryOutDamage(payment.pay, {});
}
