// What the self-test's suites share: the documents they made (deleted after the batch, also when a
// test fails), a throwaway actor of a type, and a wait for what a click starts (ApplicationV2 runs
// an action's handler without awaiting it, so the test waits for its effect).
import type { HolocronActorType } from "../config.js";
import { actorData, type ActorSystems } from "../data/typed-system.js";

export interface Disposable {
  delete(): Promise<unknown>;
}

export interface Kit {
  /** Remembers a document to delete after the batch; returns it. */
  keep<T extends Disposable | null | undefined>(doc: T): T;
  /** A throwaway actor of this type, kept. */
  actor(type: HolocronActorType, system?: Record<string, unknown>): Promise<Actor.Implementation>;
  /** Undoes something that is not a document (a setting, the user's character) after the batch. */
  restore(undo: () => Promise<unknown>): void;
}

/** Resolves `read()` once it is truthy; fails with `what` after `ms`. */
export async function until<T>(
  read: () => T | null | undefined | false,
  what: string,
  ms = 5000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value) return value;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The newest chat message once there are more than `count`. */
export function nextMessage(count: number, what: string): Promise<ChatMessage.Implementation> {
  return until(() => game.messages.size > count && game.messages.contents.at(-1), what);
}

/** A click as the user makes it (shift held: the roll skips its dialog, as on the sheet). */
export function press(element: Element, shiftKey = false): void {
  element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, shiftKey }));
}

/**
 * A throwaway scene shown on the canvas (tokens get their placeables only there), kept; the scene you
 * were on is shown again after the batch.
 */
export async function showScene(kit: Kit, name: string): Promise<Scene.Implementation> {
  const scene = kit.keep(await Scene.implementation.create({ name }));
  if (!scene) throw new Error("Foundry did not create the scene");
  const shown = canvas?.scene ?? null;
  await scene.view();
  kit.restore(async () => {
    for (const token of [...game.user.targets]) token.setTarget(false, { releaseOthers: false });
    await shown?.view();
  });
  return scene;
}

/**
 * A token of `actor` on the shown scene, once the canvas has drawn it: linked unless asked (an
 * unlinked token's actor is a synthetic one, as the encounter builder's foes are).
 */
export async function placeToken(
  scene: Scene.Implementation,
  actor: Actor.Implementation,
  { linked = true }: { linked?: boolean } = {},
) {
  const data = (await actor.getTokenDocument({ x: 100, y: 100, actorLink: linked })).toObject();
  const [token] = (await scene.createEmbeddedDocuments("Token", [data])) ?? [];
  return until(() => token?.object, `${actor.name}'s token on the canvas`, 10_000);
}

/**
 * Core's compatibility warnings while `run` runs: they go to console.warn
 * (foundry.utils.logCompatibilityWarning), whose text names a deprecation or compatibility.
 */
export async function compatibilityWarnings(run: () => Promise<unknown>): Promise<string[]> {
  const warnings: string[] = [];
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    warnings.push(args.map(String).join(" "));
    warn.apply(console, args);
  };
  try {
    await run();
  } finally {
    console.warn = warn;
  }
  return warnings.filter((w) => /deprecat|compatib/i.test(w));
}

/**
 * The typed `system` of an actor a test made as `type`, or null when it is of another type: a test
 * reads back what it made, so naming the type here is the test's own assertion, no rules branch.
 */
export function systemAs<T extends HolocronActorType>(
  actor: Actor.Implementation,
  type: T,
): ActorSystems[T] | null {
  const data = actorData(actor);
  return data?.type === type ? (data.system as ActorSystems[T]) : null;
}
