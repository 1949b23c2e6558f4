import type { StandInEnv } from "../index.js";
import type { StandInActor, StandInCollection } from "./documents.js";
import { mergeObject, randomID } from "./utils.js";

/**
 * Unlinked tokens, as Foundry has modelled them since V11 (https://foundryvtt.com/article/v11-actor-delta,
 * https://foundryvtt.com/api/v13/classes/foundry.documents.ActorDelta.html,
 * https://foundryvtt.com/api/v13/classes/foundry.documents.TokenDocument.html#delta,
 * https://foundryvtt.com/api/v13/classes/foundry.documents.TokenDocument.html#actor):
 * - a token with `actorLink: false` embeds an ActorDelta, the token's own differences from its world
 *   actor (name, system, ownership, flags; ActorDeltaData); a linked token has none here (null);
 * - its `actor` is a synthetic Actor, the world actor's data under the delta (ActorDelta#apply): an
 *   instance of the configured Actor class whose parent is the token (`isToken` true, `token` the
 *   token), with the world actor's id, so every token of one NPC shares `actor.id`, and the uuid
 *   `Scene.<s>.Token.<t>.Actor.<a>`; it is not in `game.actors`; one object per token, made once;
 * - an update of the synthetic actor is validated as an actor's and written to the delta, the world
 *   actor unchanged; the synthetic actor's lifecycle runs (`_preUpdate`, `_onUpdate`) and, with the
 *   differential, the `updateActorDelta` hook of the document written and then the `updateActor`
 *   hook of the synthetic actor, as for any actor (the article: the high-level APIs "have remained
 *   the same"); its parent token's own `updateToken` does not fire (stricter: code must not rely on it);
 * - its items and effects are the token's own copies (made from the world actor's once; the stand-in
 *   keeps them on the synthetic actor and the delta reads them there);
 * - a change of the world actor reaches the synthetic actor wherever the delta does not override it
 *   (data only: the stand-in runs no lifecycle of the synthetic actor for it, stricter).
 */
type Obj = Record<string, unknown>;

/** What the synthetic actor needs of its token (scenes.ts's TokenDocument). */
export interface DeltaToken {
  readonly documentName: "Token";
  readonly uuid: string;
  readonly actorId: string;
  actorLink: boolean;
  readonly delta: StandInActorDelta | null;
}

export class StandInActorDelta {
  readonly documentName = "ActorDelta";
  _source: Obj;
  /** Each written differential, oldest first (stand-in only). */
  readonly updates: Obj[] = [];
  constructor(
    readonly parent: DeltaToken,
    data: Obj = {},
  ) {
    this._source = { _id: randomID(), ...structuredClone(data) };
  }
  get id(): string {
    return this._source._id as string;
  }
  get uuid(): string {
    return `${this.parent.uuid}.ActorDelta.${this.id}`;
  }
  /** The system data the token overrides (ActorDeltaData#system). */
  get system(): Obj {
    return (this._source.system as Obj | undefined) ?? {};
  }
  /** The token's own items and effects: its synthetic actor's (ActorDeltaData#items, #effects). */
  get items(): Obj[] {
    return syntheticActors.get(this.parent)?.items.map((i) => i.toObject()) ?? [];
  }
  get effects(): Obj[] {
    return syntheticActors.get(this.parent)?.effects.map((e) => e.toObject()) ?? [];
  }
  /** A synthetic actor's written update: the token now overrides what it changed. */
  record(written: Obj): void {
    this._source = mergeObject(this._source, structuredClone(written), { performDeletions: true });
    this.updates.push(structuredClone(written));
  }
  toObject(): Obj {
    return structuredClone(this._source);
  }
}

const syntheticActors = new WeakMap<DeltaToken, StandInActor>();

function worldActors(): StandInCollection<StandInActor> {
  return (Reflect.get(globalThis, "game") as { actors: StandInCollection<StandInActor> }).actors;
}

/** The world actor's source under the delta (the delta's own id never replaces the actor's). */
function underDelta(base: Obj, delta: StandInActorDelta): Obj {
  const { _id: _own, ...overrides } = delta.toObject();
  return mergeObject(base, overrides, { performDeletions: true });
}

/** TokenDocument#actor of an unlinked token: its synthetic actor, null when its actor is gone. */
export function tokenActor(token: DeltaToken): StandInActor | null {
  const made = syntheticActors.get(token);
  if (made) return made;
  const base = worldActors().get(token.actorId);
  if (!base || !token.delta) return null;
  const config = Reflect.get(globalThis, "CONFIG") as { Actor: { documentClass: unknown } };
  const Actor = config.Actor.documentClass as new (data: Obj, o: { parent: never }) => StandInActor;
  const actor = new Actor(underDelta(base.cloneSource(), token.delta), {
    parent: token as never,
  });
  syntheticActors.set(token, actor);
  return actor;
}

/** The ActorDelta a synthetic actor's updates are written to (null for a world actor). */
export function deltaOf(actor: StandInActor): StandInActorDelta | null {
  return actor.isToken ? (actor.parent as unknown as DeltaToken).delta : null;
}

/** A world actor changed: the synthetic actors of its unlinked tokens take its data again. */
export function refreshTokenActors(base: StandInActor): void {
  const scenes = (
    Reflect.get(globalThis, "game") as { scenes?: Iterable<{ tokens: Iterable<DeltaToken> }> }
  ).scenes;
  for (const scene of scenes ?? [])
    for (const token of scene.tokens) {
      const synthetic = syntheticActors.get(token);
      if (!synthetic || token.actorLink || token.actorId !== base.id || !token.delta) continue;
      synthetic._source = underDelta(base.toObject(), token.delta);
      synthetic._initialize();
    }
}

export function install(env: StandInEnv): void {
  Object.assign(env.foundry.documents, { ActorDelta: StandInActorDelta });
}
