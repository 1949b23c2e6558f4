// One click puts a group the builder found on the scene and into the combat (GM only: it creates
// tokens and combatants), and keeps the group's predicted odds on the combat for the combat's
// summary to set beside what happened.
import { SYSTEM_ID } from "../../config.js";
import type { sim } from "../../rules/index.js";
import type { Prediction } from "../../rules/sim/index.js";
import type { PoolKind } from "./builder-pool.js";

interface Point {
  x: number;
  y: number;
}

/**
 * Where `count` tokens go: columns of four, starting three grid squares to the right of `centre`
 * (beside the party, not on it), top-left corners on the grid.
 */
export function spotsNear(centre: Point, count: number, grid: number): Point[] {
  const snap = (v: number) => Math.round(v / grid) * grid;
  return Array.from({ length: count }, (_, i) => ({
    x: snap(centre.x) + (3 + Math.floor(i / 4)) * grid,
    y: snap(centre.y) + ((i % 4) - 1) * grid,
  }));
}

/** The party's tokens' mean position on the scene, else the scene's centre. */
function centreOf(scene: Scene.Implementation, party: readonly Combatant.Implementation[]): Point {
  const spots = party.flatMap((c) => {
    const token = c.tokenId ? scene.tokens.get(c.tokenId) : undefined;
    return token ? [{ x: token.x, y: token.y }] : [];
  });
  if (spots.length) {
    const sum = spots.reduce((a, b) => ({ x: a.x + b.x, y: a.y + b.y }));
    return { x: sum.x / spots.length, y: sum.y / spots.length };
  }
  const rect = scene.dimensions?.sceneRect;
  return rect ? { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 } : { x: 0, y: 0 };
}

/**
 * V14 scenes have Levels, and a token stands on one: TokenData#level ("The ID of the Level") with
 * its elevation (https://foundryvtt.com/api/v14/interfaces/foundry.documents.types.TokenData.html,
 * TokenPosition: https://foundryvtt.com/api/v14/interfaces/foundry.documents.types.TokenPosition.html).
 * New foes go on the level of the party's first token that has one, at its elevation, so they are
 * not drawn on another floor. V13 tokens have no level: nothing is added there.
 */
function partyLevel(
  scene: Scene.Implementation,
  party: readonly Combatant.Implementation[],
): { level: string; elevation: number } | null {
  for (const c of party) {
    const token = c.tokenId ? scene.tokens.get(c.tokenId) : undefined;
    // fvtt-types has no V14 release: the level is read by name.
    const level: unknown = token ? Reflect.get(token, "level") : undefined;
    if (token && typeof level === "string" && level) return { level, elevation: token.elevation };
  }
  return null;
}

/** A world actor to place: itself, or the world's copy of a compendium actor (made once). */
async function worldActor(actor: Actor.Implementation): Promise<Actor.Implementation | null> {
  if (!actor.pack) return actor;
  // The world collection is typed with core's Actor; its members are the configured class.
  const copy = game.actors?.find((a) => a._stats.compendiumSource === actor.uuid);
  if (copy) return copy as Actor.Implementation;
  // As WorldCollection#fromCompendium makes it: a new id, out of the pack's folders, its source kept.
  const { _id, folder: _folder, ...data } = actor.toObject();
  const source = { ...data, _stats: { ...data._stats, compendiumSource: actor.uuid } };
  return ((await Actor.implementation.create(source as never)) as Actor.Implementation) ?? null;
}

/** New tokens of each kind near the party (scene tokens: those already there), then combatants. */
export async function placeGroup(
  combat: Combat.Implementation,
  scene: Scene.Implementation,
  group: sim.GroupOdds,
  kinds: readonly PoolKind[],
  party: readonly Combatant.Implementation[],
): Promise<number> {
  const tokens: TokenDocument.Implementation[] = [];
  const wanted: { actor: Actor.Implementation; count: number }[] = [];
  const joined = new Set(combat.combatants.contents.map((c) => c.tokenId));
  for (const kind of kinds) {
    const count = group.counts[kind.entry.id] ?? 0;
    if (!count) continue;
    // Scene tokens already in the combat (a second click on Place) are not added again.
    if (kind.tokens) tokens.push(...kind.tokens.filter((t) => !joined.has(t.id)).slice(0, count));
    else {
      const actor = await worldActor(kind.actor);
      if (actor) wanted.push({ actor, count });
    }
  }
  const total = wanted.reduce((n, w) => n + w.count, 0);
  const spots = spotsNear(centreOf(scene, party), total, scene.grid?.size ?? 100);
  const data: object[] = [];
  const level = partyLevel(scene, party);
  for (const { actor, count } of wanted) {
    for (let i = 0; i < count; i++) {
      const token = await actor.getTokenDocument({ ...spots[data.length], ...level });
      data.push(token.toObject());
    }
  }
  if (data.length) {
    const made = await scene.createEmbeddedDocuments("Token", data as never);
    tokens.push(...((made ?? []) as TokenDocument.Implementation[]));
  }
  await combat.createEmbeddedDocuments(
    "Combatant",
    tokens.map((t) => ({ tokenId: t.id, sceneId: scene.id, actorId: t.actorId, hidden: t.hidden })),
  );
  const foes = kinds
    .filter((k) => group.counts[k.entry.id])
    .map((k) => ({ name: k.entry.name, count: group.counts[k.entry.id]! }));
  const prediction: Prediction = {
    winChance: group.winChance,
    interval: group.interval,
    rounds: group.meanRounds,
    fights: group.fights,
    counts: { fights: group.fights, wins: group.wins, rounds: group.rounds },
    foes,
  };
  await combat.setFlag(SYSTEM_ID, "prediction", prediction);
  return tokens.length;
}
