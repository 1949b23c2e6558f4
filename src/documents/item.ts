// Holocron's Item: new items are stamped with today's data version; the create dialog offers the
// world ruleset's item types (stored items of other rulesets still open and work); the active GM
// records the weapons' damage it approves.
import { ITEM_TYPES_OF_RULESET } from "../config.js";
import { offeringTypes } from "./actor-create.js";
import { CURRENT_SCHEMA_VERSION } from "../migrations/migrate-source.js";
import { worldRuleset } from "../settings.js";
import { recordItemWrite } from "./item-provenance.js";

export class HolocronItem extends Item {
  static override async createDialog(...args: Parameters<typeof Item.createDialog>) {
    return super.createDialog(...offeringTypes(args, ITEM_TYPES_OF_RULESET[worldRuleset()]));
  }

  protected override async _preCreate(
    ...args: Parameters<Item["_preCreate"]>
  ): ReturnType<Item["_preCreate"]> {
    const allowed = await super._preCreate(...args);
    if (allowed === false) return false;
    this.updateSource({ system: { schemaVersion: CURRENT_SCHEMA_VERSION } });
  }

  // The active GM approves a weapon's damage it created or whose damage it edited
  // (item-provenance.ts); the write's diff and options say which.
  protected override _onCreate(...args: Parameters<Item["_onCreate"]>): void {
    super._onCreate(...args);
    void recordItemWrite(this, args[2], { created: true, options: args[1] });
  }

  protected override _onUpdate(...args: Parameters<Item["_onUpdate"]>): void {
    super._onUpdate(...args);
    const [changed, options, userId] = args;
    void recordItemWrite(this, userId, { created: false, changed, options });
  }
}
