// The ledger's rows read on this client: an actor's name as it stands, and the labels its ruleset
// gives its fields (HP, Vitality, STR damage), so every ledger window names a field as the sheets
// do. An actor deleted since its row was written is read with the world's ruleset (a world plays
// one: architecture.md).
import { isHolocronActorType } from "../../config.js";
import { rulesetById, rulesetOf } from "../../rulesets/index.js";
import { worldRuleset } from "../../settings.js";
import type { RowLookup } from "./row-text.js";

function actorOf(uuid: string): { name?: string; type?: string } | null {
  return fromUuidSync(uuid as Parameters<typeof fromUuidSync>[0]) as {
    name?: string;
    type?: string;
  } | null;
}

/** The labels of the fields of the actor `uuid` names (its ruleset's, else the world's). */
export function labelsOf(uuid: string): Readonly<Record<string, string>> {
  const type = actorOf(uuid)?.type ?? "";
  return isHolocronActorType(type)
    ? rulesetOf(type).healthFieldLabels
    : rulesetById(worldRuleset()).healthFieldLabels;
}

/** The lookup the GM's windows read rows with. */
export function clientRowLookup(): RowLookup {
  return {
    actorName: (uuid) => actorOf(uuid)?.name ?? null,
    fieldLabels: labelsOf,
  };
}
