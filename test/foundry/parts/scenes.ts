import type { StandInEnv } from "../index.js";
import { StandInCollection, type StandInActor } from "./documents.js";
import { randomID } from "./utils.js";

/**
 * Scenes with tokens, for the chase glue: a linked token's `actor` is the world actor (Foundry's
 * TokenDocument#actor for actorLink: true), its uuid is `Scene.<id>.Token.<id>`, and `parent` is its
 * scene. `placeToken` adds one to a scene and can select it (canvas.tokens.controlled holds
 * Token placeables: the TokenDocument as `document`, and its `actor`).
 */
export class StandInTokenDocument {
  readonly documentName = "Token";
  id = randomID();
  hidden = false;
  texture: { src: string };
  constructor(
    public parent: StandInScene,
    public actorId: string,
    public name: string,
    img: string,
  ) {
    this.texture = { src: img };
  }
  get uuid(): string {
    return `Scene.${this.parent.id}.Token.${this.id}`;
  }
  get actor(): StandInActor | null {
    const actors = (Reflect.get(globalThis, "game") as { actors: StandInCollection<StandInActor> })
      .actors;
    return actors.get(this.actorId) ?? null;
  }
}

export class StandInScene {
  tokens = new StandInCollection<StandInTokenDocument>();
  constructor(
    public name: string,
    public id = randomID(),
  ) {}
}

/** Puts a token of `actor` on the scene; `select` adds it to canvas.tokens.controlled. */
export function placeToken(
  scene: StandInScene,
  actor: StandInActor,
  { select = false } = {},
): StandInTokenDocument {
  const token = new tokenClass(scene, actor.id, actor.name, actor.img ?? "token.webp");
  scene.tokens.add(token);
  const canvas = Reflect.get(globalThis, "canvas") as { tokens: { controlled: unknown[] } };
  // A Token placeable: its document, and its actor through it (Token#actor).
  if (select) canvas.tokens.controlled.push({ document: token, actor: token.actor });
  return token;
}

/** The installed TokenDocument class (a fresh one per install, as the other parts do). */
let tokenClass = StandInTokenDocument;

export function install(env: StandInEnv): void {
  env.game.scenes = new StandInCollection<StandInScene>();
  class TokenDocument extends StandInTokenDocument {}
  tokenClass = TokenDocument;
  env.extra.TokenDocument = TokenDocument;
  env.foundry.documents.TokenDocument = TokenDocument;
}

/** After chat (5), which makes `canvas`. */
export const order = 6;
