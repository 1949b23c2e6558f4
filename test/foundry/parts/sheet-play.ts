import type { StandInEnv } from "../index.js";
import { StandInActor } from "./documents.js";
import type { StandInRoll } from "./dice.js";

/**
 * What the sheets' play actions call beyond the other parts: `roll.toMessage` (a rolled recovery is
 * shown in chat, and the roll mode asked for is recorded) and `actor.updateEmbeddedDocuments("Item", …)` (a rest readies every daily ability in
 * one update). Each records its calls for tests.
 */
type Obj = Record<string, unknown>;

export const rollMessages: Obj[] = [];
export const itemBatches: Obj[][] = [];

export function install(env: StandInEnv): void {
  rollMessages.length = 0;
  itemBatches.length = 0;
  const Roll = env.foundry.dice.Roll as typeof StandInRoll;
  // The dice part's Roll#toMessage, which posts the roll as a chat message as core does.
  const post = Roll.prototype.toMessage;
  Object.assign(Roll.prototype, {
    async toMessage(
      this: StandInRoll,
      data: Obj = {},
      options: { rollMode?: string; messageMode?: string; create?: boolean } = {},
    ) {
      // The options go on to the dice part's toMessage, which applies them (and warns on V14 for
      // V13's `rollMode`); here the mode asked for is only recorded.
      const mode = options.messageMode ?? options.rollMode;
      rollMessages.push({ ...data, rolls: [this], total: this.total, mode });
      return post.call(this, data, options);
    },
  });
  const updateEffects = StandInActor.prototype.updateEmbeddedDocuments;
  Object.assign(StandInActor.prototype, {
    async updateEmbeddedDocuments(
      this: StandInActor,
      name: "Item" | "ActiveEffect",
      updates: Obj[],
      options: Obj = {},
    ) {
      // The operation's options go with each write, as Foundry's do (the ledger reads a sheet's
      // cause from them; https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#updateembeddeddocuments).
      if (name === "ActiveEffect") return updateEffects.call(this, name, updates, options);
      itemBatches.push(updates);
      const changed = [];
      for (const { _id, ...changes } of updates) {
        const item = this.items.get(String(_id));
        if (item) changed.push(await item.update(changes, options));
      }
      return changed;
    },
  });
}

/** After dice and documents. */
export const order = 25;
