// Where the encounter builder's foes come from: the tokens on the combat's scene that are not in the
// combat yet, NPC actors of the world the GM ticks, or an NPC compendium (a pack, or a folder in it).
// Each kind is one actor; its fighter is built the way the odds panel builds one (fighters.ts).
import type { PoolEntry, PoolSource } from "./builder-context.js";

/** A pool kind with the actor it is built from and, for scene tokens, the tokens it may use. */
export interface PoolKind {
  entry: PoolEntry;
  actor: Actor.Implementation;
  tokens?: TokenDocument.Implementation[];
}

/** The scene a group is placed on: the one the GM is looking at, else the combat's own. */
export function sceneOf(combat: Combat.Implementation): Scene.Implementation | null {
  return canvas?.scene ?? combat.scene ?? null;
}

const inCombat = (combat: Combat.Implementation) =>
  new Set(combat.combatants.contents.map((c) => c.tokenId).filter((id) => id));

/** Tokens on the scene no player owns and the combat does not hold, one kind per actor. */
function sceneKinds(combat: Combat.Implementation): PoolKind[] {
  const scene = sceneOf(combat);
  if (!scene) return [];
  const taken = inCombat(combat);
  const kinds = new Map<string, PoolKind>();
  for (const token of scene.tokens) {
    const actor = token.actor;
    if (!actor || actor.hasPlayerOwner || taken.has(token.id)) continue;
    const key = token.actorId ?? actor.uuid;
    const kind = kinds.get(key) ?? {
      entry: { id: actor.uuid, name: token.name || actor.name, chosen: true, max: 0 },
      actor,
      tokens: [],
    };
    kind.tokens!.push(token);
    kind.entry.max = kind.tokens!.length;
    kinds.set(key, kind);
  }
  return [...kinds.values()];
}

/** World actors no player owns (the GM ticks the ones wanted; none at first). */
function actorKinds(chosen: ReadonlySet<string>): PoolKind[] {
  // The world collection is typed with core's Actor; its members are the configured class.
  const actors = (game.actors?.contents ?? []) as Actor.Implementation[];
  return actors
    .filter((a) => !a.hasPlayerOwner)
    .map((actor) => ({
      entry: { id: actor.uuid, name: actor.name, chosen: chosen.has(actor.uuid) },
      actor,
    }));
}

/** Actor compendia and their folders: `pack` or `pack|folder`. */
export function compendiumFolders(): { id: string; label: string }[] {
  const found: { id: string; label: string }[] = [];
  for (const pack of game.packs ?? []) {
    if (pack.documentName !== "Actor") continue;
    found.push({ id: pack.collection, label: pack.title });
    for (const folder of pack.folders ?? []) {
      found.push({
        id: `${pack.collection}|${folder.id}`,
        label: `${pack.title} › ${folder.name}`,
      });
    }
  }
  return found;
}

async function compendiumKinds(folder: string | null): Promise<PoolKind[]> {
  if (!folder) return [];
  const [packId, folderId] = folder.split("|");
  const pack = game.packs?.get(packId ?? "");
  if (!pack || pack.documentName !== "Actor") return [];
  const docs = (await pack.getDocuments()) as Actor.Implementation[];
  return docs
    .filter((a) => !folderId || a.folder?.id === folderId)
    .map((actor) => ({ entry: { id: actor.uuid, name: actor.name, chosen: true }, actor }));
}

/** The pool a source offers; a kind the GM unticked stays in the list, unchosen. */
export async function poolOf(
  combat: Combat.Implementation,
  source: PoolSource,
  o: { folder: string | null; chosenActors: ReadonlySet<string>; unticked: ReadonlySet<string> },
): Promise<PoolKind[]> {
  const kinds =
    source === "scene"
      ? sceneKinds(combat)
      : source === "actors"
        ? actorKinds(o.chosenActors)
        : await compendiumKinds(o.folder);
  if (source !== "actors")
    for (const k of kinds) if (o.unticked.has(k.entry.id)) k.entry.chosen = false;
  return kinds;
}
