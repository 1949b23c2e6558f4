// Shared set-up for glue tests: a fresh stand-in, Holocron's settings and documents registered.
import { installFoundry, type StandInEnv } from "../foundry/index.js";
import type { StandInActor, StandInCombat } from "../foundry/parts/documents.js";
import type { StandInSocket } from "../foundry/parts/socket.js";
import type { HolocronActor } from "../../src/documents/actor.js";
import { preloadSystemTemplates } from "../foundry/parts/chat.js";

export type Obj = Record<string, unknown>;

export interface Glue {
  env: StandInEnv;
  HolocronActor: typeof HolocronActor;
  createActor(data: Obj): Promise<HolocronActor>;
  socket: StandInSocket;
}

export async function setupGlue(ruleset = "m20"): Promise<Glue> {
  const env = installFoundry();
  const { registerSettings } = await import("../../src/settings.js");
  const { registerDocuments } = await import("../../src/documents/register.js");
  const { HolocronActor } = await import("../../src/documents/actor.js");
  registerSettings();
  registerDocuments();
  // `init` registers the documents' hooks with them (src/hooks/init.ts).
  (await import("../../src/hooks/documents.js")).registerDocumentHooks();
  // The partials the system's `init` and `ready` preload (a glue test starts in a loaded world).
  await preloadSystemTemplates();
  await (env.game.settings as { set(n: string, k: string, v: unknown): Promise<unknown> }).set(
    "holocron",
    "ruleset",
    ruleset,
  );
  const createActor = async (data: Obj) =>
    (await HolocronActor.create(data as never)) as unknown as HolocronActor;
  return { env, HolocronActor, createActor, socket: env.game.socket as StandInSocket };
}

/** A document's prepared system data, read loosely (tests compare with toMatchObject). */
export function sys(doc: { system: unknown }): Obj {
  return doc.system as Obj;
}

/** The stand-in's view of a Holocron actor (its write logs). */
export function standIn(actor: unknown): StandInActor {
  return actor as StandInActor;
}

export async function addCombat(env: StandInEnv, actors: unknown[]): Promise<StandInCombat> {
  const { StandInCombat } = await import("../foundry/parts/documents.js");
  const combat = new StandInCombat(actors as StandInActor[]);
  (env.game.combats as StandInCombat[]).push(combat);
  return combat;
}
