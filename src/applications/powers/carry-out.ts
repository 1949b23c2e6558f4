// After rows are resolved: the damage card for the targets that failed to resist, their statuses
// (prone, shut down), and the rows marked so nothing is carried out twice. Runs where the GM
// authority carries out a request (never asks it again: it is inside its queue).
import { Refusal } from "../../authority/index.js";
import { actorByUuid } from "../../documents/actor-by-uuid.js";
import { itemData } from "../../data/typed-system.js";
import type { PowerCardState } from "../chat/power-card-state.js";
import { markApplied, rowsToApply, withResistance } from "../chat/power-card-state.js";
import { postPowerDamage } from "../chat/power-damage.js";
import { setStatus } from "../../documents/power-effects.js";
import { powerKit } from "../../rulesets/index.js";
import type { PowerDamage } from "../../rules/powers/types.js";
import { successEffects } from "../../rulesets/power-outcome.js";
import { readCardState, updatePowerCard } from "../chat/power-card.js";
import { isPowerItem } from "../../config.js";

/**
 * Carries out the effects of every succeeded row not yet carried out and returns the state with
 * them marked; the caller writes the card once.
 */
export async function carryOutEffects(state: PowerCardState): Promise<PowerCardState> {
  const kit = powerKit(state.ruleset);
  const indexes = rowsToApply(state);
  if (!kit || indexes.length === 0) return state;
  const power = kit.power(state.powerId);
  const actor = await actorByUuid(state.actorUuid);
  const origin = actor ? powerOrigin(actor, kit.itemType, state.powerId) : undefined;
  const damage = new Map<string, { damageType: PowerDamage["type"]; rows: number[] }>();
  for (const index of indexes) {
    const row = state.rows[index];
    if (!row) continue;
    const effects = successEffects(kit, power, {
      knightLevel: state.level,
      checkTotal: row.checkTotal,
      targetDroid: row.droid,
    });
    for (const effect of effects) {
      if (effect.kind === "damage") {
        const entry = damage.get(effect.formula) ?? { damageType: effect.damageType, rows: [] };
        entry.rows.push(index);
        damage.set(effect.formula, entry);
      } else if (effect.kind === "status") {
        await setStatus(row.targetUuid, effect.status, origin);
      }
    }
  }
  for (const [formula, entry] of damage) {
    await postPowerDamage(state, {
      actor,
      formula,
      damageType: entry.damageType,
      rowIndexes: entry.rows,
    });
  }
  return markApplied(state, indexes);
}

/** The uuid of the user's item of the power (the status's origin), else the user's own. */
function powerOrigin(actor: Actor.Implementation, itemType: string, powerId: string): string {
  const item = actor.items.find((i) => {
    const data = itemData(i);
    const power = isPowerItem(data) ? data : null;
    return power?.type === itemType && power.system.power === powerId;
  });
  return item?.uuid ?? actor.uuid;
}

/**
 * A resistance total for row `row`: the row resolved, its effects carried out, the card written
 * once. The GM authority runs requests one at a time, so two answers never lose one another.
 */
export async function resolveResistance(
  message: ChatMessage.Implementation,
  row: number,
  resistTotal: number,
  /** The d20 under the total, which the row's breakdown shows. */
  natural?: number,
): Promise<PowerCardState> {
  const state = readCardState(message);
  if (!state || state.rows[row]?.outcome !== "pending") {
    throw new Refusal("HOLOCRON.Power.Notify.RowDone");
  }
  const carried = await carryOutEffects(withResistance(state, row, resistTotal, natural));
  await updatePowerCard(message, carried);
  return carried;
}
