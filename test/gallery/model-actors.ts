/**
 * Gallery actors made as Foundry makes them: `Actor.create` through Holocron's data models under the
 * Foundry stand-in (test/foundry), so every field the data does not give is its schema's default and
 * every derived number is the model's own (prepareData), then read as the sheet reads a document
 * (sheetActor). A hand-made `system` can miss a field the schema defaults (a new m20 actor's movement,
 * 30) and show "undefined" where Foundry shows the default.
 */
import { RULESET_OF_ACTOR_TYPE, type HolocronActorType } from "../../src/config.js";
import { sheetActor } from "../../src/applications/sheets/context/sheet-source.js";
import type {
  SheetActorSource,
  SheetItemSource,
} from "../../src/applications/sheets/context/types.js";
import { setupGlue, type Glue } from "../data/setup.js";

let glue: Promise<Glue> | undefined;

export interface ModelActorData {
  name: string;
  type: HolocronActorType;
  /** Stored fields the actor is made with; the schema defaults the rest. */
  system?: Record<string, unknown>;
  /** Items it owns, created on it after it is made (as a drop on its sheet does). */
  items?: readonly SheetItemSource[];
}

/** The actor, made in a world of its type's ruleset, as its sheet reads it. */
export async function modelActor(data: ModelActorData): Promise<SheetActorSource> {
  glue ??= setupGlue();
  const { env, createActor } = await glue;
  const settings = env.game.settings as { set(n: string, k: string, v: unknown): Promise<unknown> };
  await settings.set("holocron", "ruleset", RULESET_OF_ACTOR_TYPE[data.type]);
  const actor = await createActor({ name: data.name, type: data.type, system: data.system ?? {} });
  const items = (data.items ?? []).map(({ name, type, system }) => ({ name, type, system }));
  if (items.length) await actor.createEmbeddedDocuments("Item", items as never);
  return sheetActor(actor);
}
