// Reverting one ledger row (a GM request): exactly that row's change is reversed as a delta on
// the actor's values now, and every later row stays (src/rules/ledger/row.ts `revertValue`).
// When a later row changed one of the same fields the GM must have confirmed. Health goes through
// the one writer's plan (state-writer.ts), so the statuses it implies and the defeated marks
// follow; the revert is itself a row (cause `revert`, `revertOf` the row), written by the recorder
// as any request's writes are.
import {
  onlyGm,
  payload as is,
  Refusal,
  registerRequestKind,
  runQueued,
} from "../../authority/index.js";
import { SYSTEM_ID } from "../../config.js";
import { rulesetSubject } from "../../data/typed-system.js";
import { rulesetOf } from "../../rulesets/index.js";
import {
  EFFECT_PREFIX,
  ITEM_PREFIX,
  STATUS_PREFIX,
  laterSameField,
  revertValue,
} from "../../rules/ledger/row.js";
import { string } from "../../rules/validate.js";
import type { LedgerRow } from "../../rules/ledger/row.js";
import { requestedActor } from "../actor-requests.js";
import { isActorOut } from "../combat-facts.js";
import { planFor, StateBatch, STATE_WRITE } from "../state-writer.js";
import { EXPOSURE_FIELD, effectsOf, playStateOf } from "./play-state.js";
import { ledgerRowsOf } from "./home.js";

const revertPayload = is.request({
  actorUuid: is.id,
  rowId: string(100),
  /** The GM confirmed: a later row changed one of the same fields. */
  confirmed: is.boolean,
});
export type RevertPayload = is.Infer<typeof revertPayload>;

/** The row a revert names, and the rows after it that changed the same fields. */
export function revertTarget(p: Pick<RevertPayload, "actorUuid" | "rowId">) {
  const rows = ledgerRowsOf(p.actorUuid);
  const row = rows.find((r) => r.id === p.rowId);
  if (!row) throw new Refusal("HOLOCRON.Ledger.Revert.NoRow");
  return { row, later: laterSameField(row, rows) };
}

/** What a revert writes, split by where it goes. */
interface RevertWrite {
  health: Record<string, number | boolean>;
  system: Record<string, unknown>;
  on: string[];
  off: string[];
  items: string[];
  /** Effects made by the row, removed (an edited or deleted one is refused: revertValue). */
  effects: ActiveEffect.Implementation[];
  exposure?: number;
}

/** The writes that reverse the row on the actor's values now; a Refusal when one cannot be. */
export function revertWrite(actor: Actor.Implementation, row: LedgerRow): RevertWrite {
  const now = playStateOf(actor);
  const healthFields = rulesetOf(actor).readHealth(rulesetSubject(actor)).fields;
  const write: RevertWrite = { health: {}, system: {}, on: [], off: [], items: [], effects: [] };
  const effects = new Map(effectsOf(actor));
  for (const change of row.changes) {
    const result = revertValue(change, now[change.field] ?? null);
    if ("refused" in result) throw new Refusal(result.refused);
    const value = result.value;
    if (change.field.startsWith(STATUS_PREFIX)) {
      const status = change.field.slice(STATUS_PREFIX.length);
      (value === true ? write.on : write.off).push(status);
    } else if (change.field.startsWith(ITEM_PREFIX)) {
      // An item gained: reverting removes it, if it is still there.
      const id = change.field.slice(ITEM_PREFIX.length);
      if (actor.items.get(id)) write.items.push(id);
    } else if (change.field.startsWith(EFFECT_PREFIX)) {
      // An effect made: reverting removes it, if it is still there.
      const effect = effects.get(change.field);
      if (effect) write.effects.push(effect);
    } else if (change.field === EXPOSURE_FIELD) {
      if (typeof value === "number") write.exposure = Math.max(0, value);
    } else if (change.field in healthFields && typeof value !== "string" && value !== null) {
      write.health[change.field] = value;
    } else if (change.field === "hitDice" && typeof value === "string") {
      write.system.hitDice = value ? value.split(",").map(Number) : [];
    } else if (value !== null) {
      write.system[change.field] = value;
    }
  }
  return write;
}

/**
 * Reverses one row on the actor as it is now (the revert request's writes; a card's Undo of the
 * Apply's row uses them too). A Refusal when the row cannot be reversed.
 */
export function revertRowOn(actor: Actor.Implementation, row: LedgerRow): Promise<void> {
  return applyRevert(actor, revertWrite(actor, row));
}

/** Carries a revert out on the actor, in its queue: one writer batch, items and flags after. */
async function applyRevert(actor: Actor.Implementation, write: RevertWrite): Promise<void> {
  await runQueued(actor.uuid, async () => {
    const batch = new StateBatch();
    const turn = { next: write.health, on: write.on, off: write.off, out: false };
    await batch.write(actor, planFor(actor, turn, []), write.system);
    // The statuses the new numbers imply, and the combatants' marks, as a typed value's would.
    const implied = Object.keys(write.health).length
      ? rulesetOf(actor).impliedStatuses(rulesetSubject(actor))
      : { on: [], off: [] };
    const follow = { next: {}, on: implied.on, off: implied.off, out: isActorOut(actor) };
    await batch.write(actor, planFor(actor, follow));
    await batch.finish();
    if (write.exposure !== undefined) {
      await actor.update(
        { flags: { [SYSTEM_ID]: { exposureChecks: write.exposure } } },
        STATE_WRITE,
      );
    }
    // Effects before items: an item's effect goes with its item.
    for (const effect of write.effects) await effect.delete(STATE_WRITE);
    if (write.items.length) await actor.deleteEmbeddedDocuments("Item", write.items, STATE_WRITE);
  });
}

export const ledgerRevert = registerRequestKind<RevertPayload, boolean>({
  name: "ledger.revert",
  payload: revertPayload,
  authorize: onlyGm(revertTarget),
  async carryOut(p) {
    const { row, later } = revertTarget(p);
    if (later.length && !p.confirmed) throw new Refusal("HOLOCRON.Ledger.Revert.NeedsConfirm");
    const actor = await requestedActor(p.actorUuid);
    await revertRowOn(actor, row);
    return true;
  },
});
