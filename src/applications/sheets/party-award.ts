// The party sheet's award: Hero Points (Star Worlds) or Heroism (Space Opera) to all or some of the
// party's members, as ONE request to the GM authority. The GM alone may ask; the GM's client reads
// each member's points itself (never a number in the request), writes each member once (one ledger
// row each, naming the request) and posts one card.
import { SYSTEM_ID } from "../../config.js";
import { actorData } from "../../data/typed-system.js";
import { ask, payload as is, Refusal, registerRequestKind } from "../../authority/index.js";
import { requestedActor } from "../../documents/actor-requests.js";
import { memberActor, partyData } from "../../documents/party.js";
import type { HolocronActor } from "../../documents/actor.js";
import { notify } from "../../compat/notify.js";
import type { DialogOpener } from "../../compat/dialog-window.js";
import { readForm } from "../dialogs/form-data.js";
import { openFormDialog } from "../dialogs/form-dialog.js";
import {
  awardPoolOf,
  PARTY_AWARD_BUTTONS,
  PARTY_AWARD_MAX,
  partyAwardDialogContext,
  PartyAwardError,
  partyAwardPlan,
  readPartyAwardForm,
  type PartyAwardMember,
  type PartyAwardRow,
} from "./party-award-model.js";

export const PARTY_AWARD_DIALOG_TEMPLATE = `systems/${SYSTEM_ID}/templates/dialog/party-award.hbs`;
export const PARTY_AWARD_CARD_TEMPLATE = `systems/${SYSTEM_ID}/templates/chat/party-award.hbs`;

/** The field each pool's points are stored in. */
const POOL_FIELD = { heroPoints: "system.heroPoints.value", heroism: "system.heroism.value" };

/** The members of a party who can receive an award, as the client reading them sees them now. */
export function awardMembers(uuids: readonly string[]): PartyAwardMember[] {
  const members: PartyAwardMember[] = [];
  for (const uuid of uuids) {
    const actor = memberActor(uuid);
    const pool = actor ? awardPoolOf(actorData(actor)) : null;
    if (actor && pool) members.push({ uuid, name: actor.name, ...pool });
  }
  return members;
}

export interface PartyAwardPayload {
  partyUuid: string;
  memberUuids: string[];
  amount: number;
}

/**
 * GM only. Every member named must be listed on the party and able to receive (no point appears on
 * an actor the party does not hold, or on one with no pool); the GM reads what each holds.
 */
export const partyAward = registerRequestKind<PartyAwardPayload, PartyAwardRow[]>({
  name: "party.award",
  payload: is.request({
    partyUuid: is.id,
    memberUuids: is.ids(100),
    amount: is.int(1, PARTY_AWARD_MAX),
  }),
  authorize: (_p, sender) => (sender.isGM ? null : "HOLOCRON.Authority.Refused.GmOnly"),
  async carryOut(p) {
    const party = await requestedActor(p.partyUuid);
    const listed = partyData(party)?.members;
    if (!listed) throw new Refusal("HOLOCRON.Party.Error.NotParty");
    if (p.memberUuids.length === 0 || p.memberUuids.some((uuid) => !listed.includes(uuid))) {
      throw new Refusal("HOLOCRON.Party.Error.NotMember");
    }
    const members = awardMembers(p.memberUuids);
    if (members.length !== p.memberUuids.length) throw new Refusal("HOLOCRON.Party.Error.NoPool");
    const rows = partyAwardPlan(members, p.amount);
    for (const row of rows) {
      if (row.gained === 0) continue;
      await memberActor(row.uuid)?.update({
        [POOL_FIELD[row.pool]]: row.after,
      } as Actor.UpdateData);
    }
    const content = await foundry.applications.handlebars.renderTemplate(
      PARTY_AWARD_CARD_TEMPLATE,
      { party: party.name, amount: p.amount, rows: rows.map(cardRow) },
    );
    await ChatMessage.implementation.create({
      content,
      speaker: { alias: game.i18n.localize("HOLOCRON.Award.Speaker") },
    });
    return rows;
  },
});

function cardRow(row: PartyAwardRow) {
  return { ...row, poolLabel: `HOLOCRON.Party.Award.Pool.${row.pool}` };
}

/**
 * The party sheet's Award button (GM only): tick the members, choose how many, and one request
 * goes to the GM authority. Resolves the rows written, or null when cancelled or refused.
 */
export async function openPartyAward(
  party: HolocronActor,
  opener?: DialogOpener | null,
): Promise<PartyAwardRow[] | null> {
  if (!game.user.isGM) {
    notify("warn", "HOLOCRON.Party.Error.GmOnly");
    return null;
  }
  const members = awardMembers(partyData(party)?.members ?? []);
  if (members.length === 0) {
    notify("warn", "HOLOCRON.Party.Award.Error.NoPool");
    return null;
  }
  const values = await openFormDialog(
    {
      template: PARTY_AWARD_DIALOG_TEMPLATE,
      window: { title: "HOLOCRON.Party.Award.Title" },
      className: "holocron-party-award-dialog",
      buttons: PARTY_AWARD_BUTTONS,
    },
    partyAwardDialogContext(members),
    { award: async (_event, button) => readForm(button.form) },
    opener,
  );
  if (!values || typeof values !== "object") return null;
  try {
    const form = readPartyAwardForm(values as Record<string, unknown>, members);
    return await ask(partyAward, {
      partyUuid: party.uuid,
      memberUuids: form.uuids,
      amount: form.amount,
    });
  } catch (error) {
    if (!(error instanceof PartyAwardError)) throw error;
    notify("warn", error.message);
    return null;
  }
}
