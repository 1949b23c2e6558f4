// The chase glue tests' table: a Space Opera world with a scene, the chase modules loaded as
// `init` and `ready` load them, runners built from actors, and a tracker button clicked as a user.
import { setupGlue, type Glue } from "../../data/setup.js";
import { placeToken, StandInScene } from "../../foundry/parts/scenes.js";
import type { StandInCollection } from "../../foundry/parts/documents.js";
import type { Notice } from "../../foundry/parts/ui.js";
import { actAs } from "../../foundry/parts/users.js";

type Obj = Record<string, unknown>;
export const GM = "gm00000000000000";
export const P1 = "player1000000000";
export const P2 = "player2000000000";

/** A fresh world of `ruleset` (Space Opera unless named) with one scene, `sceneName`. */
export async function chaseWorld(
  ruleset = "spaceOpera",
  sceneName = "Market",
): Promise<{ glue: Glue; scene: StandInScene }> {
  const glue = await setupGlue(ruleset);
  const scene = new StandInScene(sceneName);
  (glue.env.game.scenes as StandInCollection<StandInScene>).add(scene);
  return { glue, scene };
}

export async function loadChaseModules() {
  (await import("../../../src/dice/register.js")).registerRolls();
  (await import("../../../src/authority/index.js")).listenForRequests();
  const hooks = await import("../../../src/hooks/chase.js");
  hooks.registerChaseHooks();
  hooks.startChases();
  return {
    tracker: await import("../../../src/applications/chase/chase-tracker.js"),
    actions: (await import("../../../src/applications/chase/chase-actions.js")).CHASE_ACTIONS,
    store: await import("../../../src/documents/chase-store.js"),
  };
}

/** A Space Opera runner: a player's character when `owner` is a user id, else an NPC. */
export const runner = (name: string, owner: string | null, movement = 30, dex = 14) => ({
  name,
  type: owner ? "operaCharacter" : "operaNpc",
  system: { stats: { str: 10, dex, mnd: 10 }, skills: { physical: 2 }, movement },
  ownership: owner ? { default: 0, [owner]: 3 } : { default: 0 },
});

export const noticesOf = (glue: Glue) =>
  (glue.env.ui.notifications as { notices: Notice[] }).notices;

/** Clicks a tracker button as the current user (target carries data-id like the row's button). */
export async function click(
  actions: Record<string, (...args: never[]) => Promise<void>>,
  app: unknown,
  name: string,
  data: Obj = {},
) {
  // The button element as the handler reads it: its dataset, and its row's (closest [data-id]).
  const target = { dataset: data, closest: () => ({ dataset: data }) };
  await Reflect.apply(actions[name]!, app, [{}, target]);
}

/**
 * A request as a user's browser console could send it, straight onto the socket, delivered to the
 * GM: the reason of the refusal it drew, if any (the last one logged).
 */
export async function forge(glue: Glue, from: string, kind: string, payload: unknown) {
  const authority = await import("../../../src/authority/index.js");
  const before = authority.recentRefusals().length;
  actAs(from);
  glue.socket.emit("system.holocron", {
    authority: "request",
    id: foundry.utils.randomID(16),
    kind,
    payload,
  });
  actAs(GM);
  await glue.socket.deliver();
  const refusals = authority.recentRefusals();
  return refusals.length > before ? refusals.at(-1)?.reason : undefined;
}

/** The GM starts a chase of these actors' tokens (selected on `scene`) from the tracker and begins it. */
export async function begunChase(scene: StandInScene, actors: unknown[]) {
  for (const a of actors) placeToken(scene, a as never, { select: true });
  const modules = await loadChaseModules();
  const app = modules.tracker.chaseTracker();
  actAs(GM);
  await click(modules.actions, app, "startFromSelected");
  await click(modules.actions, app, "begin");
  const c = app.chase!;
  return { ...modules, app, ids: c.participants.map((p) => p.id), chaseId: c.id };
}

/** A Star Worlds character's Hero Points as stored. */
export const heroPoints = (actor: unknown) =>
  ((actor as { system: Obj }).system.heroPoints as Obj) ?? {};
