// An item as the models prepare it: owned by a fresh character of its ruleset, stamped with today's
// data version as HolocronItem's _preCreate stamps a new item (the stand-in's embedded creation
// does not call it).
import type { Glue } from "../setup.js";
import { CURRENT_SCHEMA_VERSION } from "../../../src/migrations/migrate-source.js";

type Obj = Record<string, unknown>;

export async function ownedItem(
  glue: Glue,
  item: { type: string; system?: Obj },
  actorType = "m20Character",
) {
  const actor = await glue.createActor({
    name: "Owner",
    type: actorType,
    items: [
      {
        name: item.type,
        ...item,
        system: { schemaVersion: CURRENT_SCHEMA_VERSION, ...item.system },
      },
    ],
  });
  return actor.items.contents[0]!;
}

/** Writes `data` to a document; the schema refuses what does not fit. */
export const write = (doc: { update(data: never): Promise<unknown> }, data: Obj) =>
  doc.update(data as never);
