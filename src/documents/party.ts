// The party's members, read and changed: uuids kept on the party (src/data/actors/party.ts), each
// resolved to an actor of a ruleset or to nothing (deleted since). Only the GM changes the list;
// a member that no longer resolves stays listed, as missing, until the GM removes it.
import { isHolocronActorType, isPartyType } from "../config.js";
import { actorData } from "../data/typed-system.js";
import type { PartySystem } from "../data/actors/party.js";
import { HolocronActor } from "./actor.js";

/** One listed member: its uuid and the actor it names, or null when that actor is gone. */
export interface PartyMember {
  uuid: string;
  actor: HolocronActor | null;
}

/** The party's own data, or null when `actor` is not a party. */
export function partyData(actor: { type: string; system: unknown }): PartySystem | null {
  // The party's model registers under its type, so its system is a PartySystem (models.ts).
  return isPartyType(actor.type) ? (actor.system as PartySystem) : null;
}

/**
 * An actor a party may hold: a world actor or a token's, of one of the rulesets (never a party).
 * fromUuidSync returns null for what it does not know, without throwing when `strict` is false
 * (https://foundryvtt.com/api/v13/functions/global.fromUuidSync.html).
 */
export function memberActor(uuid: string): HolocronActor | null {
  const doc = fromUuidSync(uuid as Parameters<typeof fromUuidSync>[0], { strict: false });
  if (!(doc instanceof HolocronActor) || !isHolocronActorType(doc.type)) return null;
  return actorData(doc) ? doc : null;
}

/** The party's members in its order, each resolved (null: deleted since). */
export function partyMembers(party: { type: string; system: unknown }): PartyMember[] {
  return (partyData(party)?.members ?? []).map((uuid) => ({ uuid, actor: memberActor(uuid) }));
}

export class PartyError extends Error {}

function gmOnly(): void {
  if (!game.user.isGM) throw new PartyError("HOLOCRON.Party.Error.GmOnly");
}

/** Adds an actor (GM only; an actor of a ruleset, not already listed). Resolves the new list. */
export async function addPartyMember(party: HolocronActor, uuid: string): Promise<string[]> {
  gmOnly();
  const data = partyData(party);
  if (!data) throw new PartyError("HOLOCRON.Party.Error.NotParty");
  if (!memberActor(uuid)) throw new PartyError("HOLOCRON.Party.Error.NotMember");
  if (data.members.includes(uuid)) throw new PartyError("HOLOCRON.Party.Error.Already");
  const members = [...data.members, uuid];
  await party.update({ "system.members": members } as Actor.UpdateData);
  return members;
}

/** Removes a listed uuid, whether its actor exists or not (GM only). Resolves the new list. */
export async function removePartyMember(party: HolocronActor, uuid: string): Promise<string[]> {
  gmOnly();
  const data = partyData(party);
  if (!data) throw new PartyError("HOLOCRON.Party.Error.NotParty");
  const members = data.members.filter((m) => m !== uuid);
  if (members.length !== data.members.length) {
    await party.update({ "system.members": members } as Actor.UpdateData);
  }
  return members;
}
