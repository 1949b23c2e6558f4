// The item models' schemas as the item sheet reads them: the registered models' DataFields, built
// under the Foundry stand-in (the template tests and the gallery have no Foundry of their own).
import type { ItemSchemaView } from "../../src/applications/sheets/context/item-context.js";
import { ITEM_TYPES_OF_RULESET, RULESET_IDS } from "../../src/config.js";
import type { HolocronItemType, RulesetId } from "../../src/config.js";
import { rulesetById } from "../../src/rulesets/index.js";
import { installFoundry } from "../foundry/index.js";

export type SchemaViewOf = (type: HolocronItemType, ruleset?: RulesetId) => ItemSchemaView;

/** The first ruleset that offers an item type (weapon, armor and gear: m20). */
export function firstRulesetOf(type: HolocronItemType): RulesetId {
  return RULESET_IDS.find((id) => ITEM_TYPES_OF_RULESET[id].includes(type)) ?? "m20";
}

/** Each item type's schema view in a ruleset (its first by default); installs the stand-in if absent. */
export async function itemSchemaViews(): Promise<SchemaViewOf> {
  if (!("foundry" in globalThis)) installFoundry();
  const { ITEM_MODELS } = await import("../../src/data/models.js");
  return (type, ruleset = firstRulesetOf(type)) => ({
    fields: ITEM_MODELS[type].schema.fields,
    unused: rulesetById(ruleset).unusedItemFields[type] ?? [],
  });
}
