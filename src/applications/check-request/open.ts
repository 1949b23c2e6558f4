// The GM's check request: pick characters (named by the caller — a party sheet —, the selected tokens,
// the targets, or any player's character), a check, a mode and a secret option; then one card is
// posted that gathers each roll (src/cards/check-request/actions.ts). `postCheckRequest` is the same without the
// dialog (the hazard tool and tests call it).
import { SYSTEM_ID, isHolocronActorType } from "../../config.js";
import { readForm } from "../dialogs/form-data.js";
import { openFormDialog } from "../dialogs/form-dialog.js";
import { postCard } from "../../cards/card.js";
import { RollInputsError } from "../rolls/roll-inputs.js";
import { notify } from "../../compat/notify.js";
import { buildRequest, opposable, type RowInput } from "../../cards/check-request/model.js";
import { rowOf } from "./request-rows.js";
import {
  CHECK_REQUEST_BUTTONS,
  readRequestForm,
  requestDialogContext,
  RequestFormError,
  type RequestCandidate,
  type RequestForm,
} from "./request-dialog-model.js";

export const CHECK_REQUEST_DIALOG_TEMPLATE = `systems/${SYSTEM_ID}/templates/dialog/check-request.hbs`;
export const CHECK_REQUEST_FIELDS_TEMPLATE = `systems/${SYSTEM_ID}/templates/dialog/check-request-fields.hbs`;

type Message = ChatMessage.Implementation;

function isActor(doc: unknown): doc is Actor.Implementation {
  return (doc as { documentName?: unknown } | null)?.documentName === "Actor";
}

/** The Holocron actors of some uuids, in order, each once (anything else is left out). */
async function actorsOf(uuids: readonly string[]): Promise<Actor.Implementation[]> {
  const found: Actor.Implementation[] = [];
  for (const uuid of new Set(uuids)) {
    const doc = await fromUuid(uuid as Parameters<typeof fromUuid>[0]);
    if (isActor(doc) && isHolocronActorType(doc.type)) found.push(doc);
  }
  return found;
}

/** Each actor's row; an actor that cannot make the check is left out and named. */
function rowsOf(actors: Actor.Implementation[], form: RequestForm): RowInput[] {
  const rows: RowInput[] = [];
  for (const actor of actors) {
    try {
      rows.push(rowOf(actor, form.ask));
    } catch (error) {
      if (!(error instanceof RollInputsError)) throw error;
      notify("warn", "HOLOCRON.CheckRequest.Error.CannotRoll", { name: actor.name });
    }
  }
  return rows;
}

/** Posts the request card (GM only); resolves the message, or null when it could not be made. */
export async function postCheckRequest(form: RequestForm): Promise<Message | null> {
  if (!game.user.isGM) {
    notify("warn", "HOLOCRON.CheckRequest.Error.GmOnly");
    return null;
  }
  const [npc] = form.opponentUuid ? await actorsOf([form.opponentUuid]) : [];
  const opponent = npc ? rowOf(npc, form.opponentAsk, form.modifier) : null;
  const { kept, left } = opposable(rowsOf(await actorsOf(form.actorUuids), form), opponent);
  for (const row of left)
    notify("warn", "HOLOCRON.CheckRequest.Error.NotOpposable", { name: row.name });
  try {
    const card = buildRequest({
      mode: form.mode,
      dc: form.dc,
      title: "HOLOCRON.CheckRequest.Title",
      titleData: {},
      opponent,
      secret: form.secret,
      rows: kept,
    });
    const whisper = game.users.filter((u) => u.isGM).flatMap((u) => u.id ?? []);
    return await postCard(card, form.secret ? { whisper } : {});
  } catch (error) {
    if (!(error instanceof Error) || !error.message.startsWith("HOLOCRON.")) throw error;
    notify("warn", error.message);
    return null;
  }
}

/** What the dialog reads of an actor (a world actor or a token's). */
interface Offered {
  uuid: string;
  name: string;
  type: string;
  hasPlayerOwner: boolean;
}

/** An actor as a candidate, by its token's name when it has one. */
function candidate(actor: Offered, picked: boolean, name?: string | null) {
  return { uuid: actor.uuid, name: name ?? actor.name, picked };
}

/**
 * Who the dialog offers: characters (the caller's list, the selected tokens, the targets, every
 * player's character) and NPCs to oppose them (selected or targeted tokens no player owns, then the
 * world's other NPCs). Checked: the caller's list, else the selected tokens, else the targets.
 */
function candidates(actorUuids: readonly string[], named: Actor.Implementation[]) {
  const selected = (canvas?.tokens?.controlled ?? []).flatMap((t) => (t.actor ? [t] : []));
  const targeted = [...game.user.targets].flatMap((t) => (t.actor ? [t] : []));
  const picks = actorUuids.length > 0 ? "named" : selected.length > 0 ? "selected" : "targets";
  const characters = new Map<string, RequestCandidate>();
  const npcs = new Map<string, RequestCandidate>();
  const offer = (actor: Offered, picked: boolean, name?: string | null) => {
    if (!isHolocronActorType(actor.type)) return;
    const into = actor.hasPlayerOwner || picked ? characters : npcs;
    if (!into.has(actor.uuid)) into.set(actor.uuid, candidate(actor, picked, name));
  };
  for (const actor of named) offer(actor, true);
  for (const t of selected) offer(t.actor!, picks === "selected", t.name);
  for (const t of targeted) offer(t.actor!, picks === "targets", t.name);
  for (const actor of game.actors ?? []) offer(actor, false);
  return { characters: [...characters.values()], npcs: [...npcs.values()] };
}

/**
 * Opens the GM's check request dialog; `actorUuids` preselects those characters (the party sheet's
 * "Request a check"), `preset` the check (an enricher's). Resolves the posted card, or null when
 * cancelled or refused.
 */
export async function openCheckRequest(
  options: { actorUuids?: string[]; preset?: Partial<RequestForm> } = {},
): Promise<Message | null> {
  if (!game.user.isGM) {
    notify("warn", "HOLOCRON.CheckRequest.Error.GmOnly");
    return null;
  }
  const actorUuids = options.actorUuids ?? [];
  const { characters, npcs } = candidates(actorUuids, await actorsOf(actorUuids));
  if (characters.length === 0) {
    notify("warn", "HOLOCRON.CheckRequest.Error.NoCharacters");
    return null;
  }
  const values = await openFormDialog(
    {
      template: CHECK_REQUEST_DIALOG_TEMPLATE,
      window: { title: "HOLOCRON.CheckRequest.DialogTitle", icon: "fa-solid fa-dice" },
      className: "holocron-check-request-dialog",
      width: 460,
      buttons: CHECK_REQUEST_BUTTONS,
    },
    requestDialogContext(characters, npcs, options.preset),
    { ask: async (_event, button) => readForm(button.form) },
  );
  if (!values || typeof values !== "object") return null;
  try {
    return await postCheckRequest(
      readRequestForm(values as Record<string, unknown>, characters, npcs),
    );
  } catch (error) {
    if (!(error instanceof RequestFormError)) throw error;
    notify("warn", error.message);
    return null;
  }
}
