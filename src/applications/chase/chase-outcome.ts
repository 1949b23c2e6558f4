// A catch becomes a combat of exactly the caught group's tokens (Space Opera seed: the scene changes
// from a chase scene to a combat scene); the GM can also declare an escape or end the chase.
import { chase } from "../../rules/index.js";
import { changeChase, findChase } from "../../documents/chase-store.js";
import { Refusal } from "../../authority/index.js";

type Token = TokenDocument.Implementation;

function tokenOf(p: chase.Participant): Token | null {
  if (!p.tokenUuid) return null;
  const doc = fromUuidSync(p.tokenUuid as Parameters<typeof fromUuidSync>[0]);
  return doc?.documentName === "Token" ? (doc as Token) : null;
}

/** Creates and activates a combat of the caught group's tokens; they leave the chase. */
export async function startCombatFromCatch(id: string): Promise<Combat.Implementation> {
  const c = findChase(id);
  const group = c ? chase.caughtGroup(c) : null;
  if (!c || !group) throw new Refusal("HOLOCRON.Chase.Error.NoCatch");
  const people = group.participantIds.map((pid) => c.participants.find((p) => p.id === pid)!);
  const tokens = people.map((p) => tokenOf(p));
  const missing = people.filter((_, i) => !tokens[i]).map((p) => p.name);
  if (missing.length) {
    throw new Refusal("HOLOCRON.Chase.Error.NoToken", { names: missing.join(", ") });
  }
  const scenes = new Set(tokens.map((t) => t!.parent?.id ?? null));
  if (scenes.size !== 1 || scenes.has(null)) throw new Refusal("HOLOCRON.Chase.Error.Scenes");
  const combat = await Combat.implementation.create({ scene: [...scenes][0]!, active: true });
  if (!combat) throw new Refusal("HOLOCRON.Chase.Error.CombatFailed");
  await combat.createEmbeddedDocuments(
    "Combatant",
    tokens.map((t) => ({ tokenId: t!.id, actorId: t!.actorId, hidden: t!.hidden })),
  );
  await changeChase(id, (current) => chase.leaveForCombat(current, combat.id!));
  return combat;
}

export function declareEnd(id: string, outcome: "escaped" | "ended"): Promise<chase.Chase> {
  return changeChase(id, (c) => chase.endChase(c, outcome));
}
