// Paying a power's HP cost where the GM authority carries a use out. A mook has no HP, so it cannot
// pay and uses no power (rulings: Mooks, revised); anyone else spends only HP it has (rulings: The
// Force), so a cost above the current HP is refused before anything is paid or rolled. What is paid
// never exceeds the HP, so it takes HP only (never m20's STR).
import { Refusal } from "../../authority/index.js";
import type { HolocronActor } from "../../documents/actor.js";
import type { m20 } from "../../rules/index.js";
import type { PowerPlan } from "../../rulesets/power-plan.js";

/** Why a payment is refused, as a notice's i18n key and its data; null when it is paid. */
export function unpaidNotice(
  payment: m20.PowerPayment,
  name: string,
  power: string,
): { key: string; data: Record<string, string> } | null {
  if (payment.ok) return null;
  if (payment.reason === "mook")
    return { key: "HOLOCRON.Power.Notify.mook", data: { name, power } };
  return {
    key: "HOLOCRON.Power.Notify.notEnoughHp",
    data: { name, power, hp: String(payment.hp), cost: String(payment.cost) },
  };
}

export async function payPowerCost(
  actor: HolocronActor,
  plan: PowerPlan,
  power: string,
): Promise<void> {
  const payment = plan.payment;
  const refused = unpaidNotice(payment, actor.name ?? "", power);
  if (refused) throw new Refusal(refused.key, refused.data);
  if (payment.ok && payment.pay > 0) await actor.carryOutDamage(payment.pay, {});
}
