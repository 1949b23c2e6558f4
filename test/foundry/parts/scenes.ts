import type { StandInEnv } from "../index.js";
import { StandInCollection, type StandInActor } from "./documents.js";
import { randomID } from "./utils.js";
import { StandInActorDelta, tokenActor } from "./token-actor.js";

type Obj = Record<string, unknown>;

/**
 * Scenes with tokens: a linked token's `actor` is the world actor (Foundry's TokenDocument#actor
 * for actorLink: true), an unlinked token's a synthetic actor (token-actor.ts); a token's uuid is
 * `Scene.<id>.Token.<id>`, and `parent` is its
 * scene. `placeToken` adds one to a scene and can select it (canvas.tokens.controlled holds
 * Token placeables: the TokenDocument as `document`, and its `actor`).
 */
export class StandInTokenDocument {
  readonly documentName = "Token" as const;
  id = randomID();
  hidden = false;
  /** Its top-left corner on the scene, in pixels (TokenData#x, #y; 0 unless its data gives them). */
  x = 0;
  y = 0;
  /** Tokens placed by tests are linked; created ones take their data's (TokenData#actorLink). */
  actorLink = true;
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
  #object: StandInTokenPlaceable | null = null;
  /**
   * TokenDocument#object: its Token placeable while its scene is the one on the canvas, else null
   * (https://foundryvtt.com/api/v13/classes/foundry.documents.TokenDocument.html#object).
   */
  get object(): StandInTokenPlaceable | null {
    const canvas = Reflect.get(globalThis, "canvas") as { scene?: unknown } | undefined;
    if (canvas?.scene !== this.parent) return null;
    this.#object ??= new StandInTokenPlaceable(this);
    return this.#object;
  }
  #delta: StandInActorDelta | null = null;
  /** The ActorDelta's data the token was created with (TokenData#delta). */
  deltaData: Record<string, unknown> = {};
  /** TokenDocument#delta: an unlinked token's ActorDelta (token-actor.ts); none when linked. */
  get delta(): StandInActorDelta | null {
    if (this.actorLink) return null;
    this.#delta ??= new StandInActorDelta(this, this.deltaData);
    return this.#delta;
  }
  /**
   * TokenDocument#actor: a linked token's is the world actor; an unlinked token's is its synthetic
   * actor (token-actor.ts). Null when the world actor is gone.
   */
  get actor(): StandInActor | null {
    if (!this.actorLink) return tokenActor(this);
    const actors = (Reflect.get(globalThis, "game") as { actors: StandInCollection<StandInActor> })
      .actors;
    return actors.get(this.actorId) ?? null;
  }
}

/**
 * A Token placeable: its document and actor; `setTarget` adds it to the current user's targets or
 * takes it out (Token#setTarget, releaseOthers true by default:
 * https://foundryvtt.com/api/v13/classes/foundry.canvas.placeables.Token.html#settarget).
 */
export class StandInTokenPlaceable {
  constructor(readonly document: StandInTokenDocument) {}
  get id(): string {
    return this.document.id;
  }
  get actor(): StandInActor | null {
    return this.document.actor;
  }
  /** Token#control / #release: canvas.tokens.controlled gains or loses it (others released first). */
  control({ releaseOthers = true }: { releaseOthers?: boolean } = {}): boolean {
    const controlled = (Reflect.get(globalThis, "canvas") as { tokens: { controlled: unknown[] } })
      .tokens.controlled;
    if (releaseOthers) controlled.length = 0;
    if (!controlled.includes(this)) controlled.push(this);
    return true;
  }
  release(): boolean {
    const controlled = (Reflect.get(globalThis, "canvas") as { tokens: { controlled: unknown[] } })
      .tokens.controlled;
    const at = controlled.indexOf(this);
    if (at >= 0) controlled.splice(at, 1);
    return true;
  }
  setTarget(targeted = true, { releaseOthers = true }: { releaseOthers?: boolean } = {}): void {
    const game = Reflect.get(globalThis, "game") as { user: { targets: Set<unknown> } };
    if (releaseOthers) game.user.targets.clear();
    if (targeted) game.user.targets.add(this);
    else game.user.targets.delete(this);
  }
}

/**
 * canvas.hud.token, the TokenHUD: `bind(token)` shows it for that token; its status palette lists
 * each CONFIG.statusEffects entry whose `hud` is not false and, when it names `actorTypes`, names the
 * token's actor type (https://foundryvtt.com/api/v13/variables/CONFIG.statusEffects.html,
 * https://foundryvtt.com/api/v13/classes/foundry.applications.hud.TokenHUD.html), one
 * `[data-status-id]` icon each. Needs a DOM (a happy-dom test).
 */
export class StandInTokenHUD {
  object: StandInTokenPlaceable | null = null;
  element: HTMLElement | null = null;
  async bind(token: StandInTokenPlaceable): Promise<void> {
    this.object = token;
    const config = Reflect.get(globalThis, "CONFIG") as { statusEffects: unknown };
    const raw = config.statusEffects;
    const entries = (Array.isArray(raw) ? raw : Object.values(raw as object)) as {
      id: string;
      hud?: boolean | { actorTypes?: string[] };
    }[];
    const type = (token.actor as { type?: string } | null)?.type ?? "";
    const shown = entries.filter(({ hud }) => {
      if (hud === false) return false;
      return typeof hud !== "object" || !hud.actorTypes || hud.actorTypes.includes(type);
    });
    const element = document.createElement("div");
    element.id = "token-hud";
    const palette = element.appendChild(document.createElement("div"));
    palette.className = "status-effects";
    for (const { id } of shown) {
      const icon = palette.appendChild(document.createElement("img"));
      icon.dataset.action = "effect";
      icon.dataset.statusId = id;
    }
    this.element = element;
  }
  async close(): Promise<void> {
    this.object = null;
    this.element = null;
  }
}

export class StandInScene {
  readonly documentName = "Scene";
  tokens = new StandInCollection<StandInTokenDocument>();
  constructor(
    public name: string,
    public id = randomID(),
  ) {}
  /** Scene.implementation.create: a new scene in game.scenes (the GM's; not viewed). */
  static get implementation() {
    return this;
  }
  static async create(data: { name?: string }): Promise<StandInScene> {
    const scene = new this(String(data.name ?? ""));
    (Reflect.get(globalThis, "game") as { scenes: StandInCollection<StandInScene> }).scenes.add(
      scene,
    );
    return scene;
  }
  /**
   * Tokens from their data (TokenDocument#toObject of getTokenDocument's): actor, link, name, an
   * unlinked token's delta; then, as for every document made, the `createToken` hook on every client
   * (https://foundryvtt.com/api/v13/functions/hookEvents.createDocument.html).
   */
  async createEmbeddedDocuments(
    name: string,
    data: Obj[],
    options: Obj = {},
  ): Promise<StandInTokenDocument[]> {
    if (name !== "Token") throw new Error(`The stand-in's scenes embed tokens only, not ${name}`);
    const created = data.map((d) => {
      const texture = d.texture as { src?: string } | undefined;
      const token = new tokenClass(
        this,
        String(d.actorId),
        String(d.name ?? ""),
        texture?.src ?? "token.webp",
      );
      token.actorLink = d.actorLink === true;
      token.deltaData = (d.delta as Obj | undefined) ?? {};
      token.x = Number(d.x ?? 0);
      token.y = Number(d.y ?? 0);
      this.tokens.add(token);
      return token;
    });
    const game = Reflect.get(globalThis, "game") as { user?: { id: string } };
    const hooks = Reflect.get(globalThis, "Hooks") as { callAll(h: string, ...a: unknown[]): void };
    for (const token of created) hooks.callAll("createToken", token, options, game.user?.id ?? "");
    return created;
  }
  /** Scene#view: this scene on the canvas (its tokens get their placeables). */
  async view(): Promise<this> {
    (Reflect.get(globalThis, "canvas") as { scene: unknown }).scene = this;
    return this;
  }
  async delete(): Promise<this> {
    (Reflect.get(globalThis, "game") as { scenes: StandInCollection<StandInScene> }).scenes.delete(
      this.id,
    );
    return this;
  }
}

/**
 * Puts a token of `actor` on the scene; `select` adds it to canvas.tokens.controlled; `linked: false`
 * makes it an unlinked token, whose actor is a synthetic one (token-actor.ts).
 */
export function placeToken(
  scene: StandInScene,
  actor: StandInActor,
  { select = false, linked = true } = {},
): StandInTokenDocument {
  const token = new tokenClass(scene, actor.id, actor.name, actor.img ?? "token.webp");
  token.actorLink = linked;
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
  class Scene extends StandInScene {}
  env.extra.Scene = Scene;
  (env.extra.canvas as { hud?: unknown }).hud = { token: new StandInTokenHUD() };
}

/** After chat (5), which makes `canvas`. */
export const order = 6;
