// What the party sheet's controls and drops do: open a member's sheet (anyone who can see it), and,
// for the GM only, add a dropped actor, remove a member (missing ones too), award the party, ask its
// members for one check (src/applications/check-request) and rest them (src/applications/rest): both
// open on the members who still exist.
import type { PartySheetAction } from "./actions.js";
import type { HolocronActor } from "../../documents/actor.js";
import {
  addPartyMember,
  memberActor,
  partyMembers,
  PartyError,
  removePartyMember,
} from "../../documents/party.js";
import { openPartyAward } from "./party-award.js";
import { openCheckRequest } from "../check-request/open.js";
import { openRestDialog } from "../rest/open.js";
import { notify } from "../../compat/notify.js";

/** The sheet an action runs on (structural, so the sheet imports this map). */
export interface PartyActionSheet {
  readonly document: HolocronActor;
}

type Handler = (this: PartyActionSheet, event: PointerEvent, target: HTMLElement) => Promise<void>;

function uuidOf(target: HTMLElement): string {
  return target.closest<HTMLElement>("[data-member-uuid]")?.dataset.memberUuid ?? "";
}

/** The uuids of the members who still exist; none tells the user and gives null. */
function presentMembers(party: HolocronActor): string[] | null {
  const uuids = partyMembers(party).flatMap((m) => (m.actor ? [m.uuid] : []));
  if (uuids.length) return uuids;
  notify("warn", "HOLOCRON.Party.Error.NoneHere");
  return null;
}

/** Runs a membership change; a refusal (not the GM, not an actor…) is a warning, not an error. */
async function membership(change: () => Promise<unknown>): Promise<boolean> {
  try {
    await change();
    return true;
  } catch (error) {
    if (!(error instanceof PartyError)) throw error;
    notify("warn", error.message);
    return false;
  }
}

export const PARTY_ACTION_HANDLERS: Record<PartySheetAction, Handler> = {
  async openMember(_event, target) {
    const actor = memberActor(uuidOf(target));
    if (!actor) {
      notify("warn", "HOLOCRON.Party.Error.Missing");
      return;
    }
    await actor.sheet?.render(true);
  },
  async removeMember(_event, target) {
    await membership(() => removePartyMember(this.document, uuidOf(target)));
  },
  async awardParty() {
    await openPartyAward(this.document);
  },
  async requestPartyCheck() {
    const actorUuids = presentMembers(this.document);
    if (actorUuids) await openCheckRequest({ actorUuids });
  },
  async restParty() {
    const actorUuids = presentMembers(this.document);
    if (actorUuids) await openRestDialog({ actorUuids });
  },
};

/**
 * The uuid of an actor dropped on the sheet: Foundry's drag data for a document is
 * `{ type: "Actor", uuid }` as JSON text (Document#toDragData,
 * https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#todragdata). Anything else: null.
 */
export function droppedActorUuid(text: string): string | null {
  try {
    const data: unknown = JSON.parse(text);
    if (typeof data !== "object" || data === null) return null;
    const { type, uuid } = data as { type?: unknown; uuid?: unknown };
    return type === "Actor" && typeof uuid === "string" && uuid !== "" ? uuid : null;
  } catch {
    return null;
  }
}

/** A drop on the party sheet: the dropped actor joins (GM only). True when it joined. */
export async function dropOnParty(party: HolocronActor, text: string): Promise<boolean> {
  const uuid = droppedActorUuid(text);
  if (!uuid) return false;
  return membership(() => addPartyMember(party, uuid));
}
