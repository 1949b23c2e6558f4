// After rows are resolved: the damage card for the targets that failed to resist, their statuses
// (prone, shut down), and the card updated so nothing is carried out twice.
import { runQueued } from "../documents/gm-relay.js";
import { actorByUuid } from "../documents/actor-by-uuid.js";
import type { PowerCardState } from "../applications/chat/power-card-state.js";
import { markApplied, rowsToApply, withResistance } from "../applications/chat/power-card-state.js";
import { postPowerDamage } from "../applications/chat/power-damage.js";
import { setStatus } from "../documents/power-effects.js";
import { powerKit } from "../rulesets/index.js";
import type { PowerDamage } from "../rules/powers/types.js";
import { successEffects } from "../rulesets/power-outcome.js";
import { readCardState, updatePowerCard } from "../applications/chat/power-card.js";

/**
 * Carries out the effects of every succeeded row not yet carried out, then marks them. Call it inside
 * the card's queue (queuedOnCard) with the state read there.
 */
export async function carryOutEffects(
  message: ChatMessage.Implementation,
  state: PowerCardState,
): Promise<PowerCardState> {
  const kit = powerKit(state.ruleset);
  const indexes = rowsToApply(state);
  if (!kit || indexes.length === 0) return state;
  const power = kit.power(state.powerId);
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
        await setStatus(row.targetUuid, effect.status);
      }
    }
  }
  const actor = await actorByUuid(state.actorUuid);
  for (const [formula, entry] of damage) {
    await postPowerDamage(state, {
      actor,
      formula,
      damageType: entry.damageType,
      rowIndexes: entry.rows,
    });
  }
  const next = markApplied(state, indexes);
  await updatePowerCard(message, next);
  return next;
}

/** The card's write queue: every change to a power card runs here, one after another. */
export function queuedOnCard<T>(message: ChatMessage.Implementation, task: () => Promise<T>) {
  return runQueued(`card.${message.id ?? ""}`, task);
}

/**
 * A resistance total for row `row` arrives: the card is updated and the effects carried out. Runs in
 * the card's queue and reads the card there, so two answers arriving together each see the other's
 * row (none is lost, and no effect is carried out twice).
 */
export function resolveResistance(
  message: ChatMessage.Implementation,
  row: number,
  resistTotal: number,
): Promise<void> {
  return queuedOnCard(message, async () => {
    const state = readCardState(message);
    if (!state || state.rows[row]?.outcome !== "pending") {
      ui.notifications.warn("HOLOCRON.Power.Notify.RowDone", { localize: true });
      return;
    }
    const resolved = withResistance(state, row, resistTotal);
    const carried = await carryOutEffects(message, resolved);
    if (carried === resolved) await updatePowerCard(message, resolved);
  });
}
