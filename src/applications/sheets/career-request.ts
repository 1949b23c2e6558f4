// A new career with the GM's approval (seed 002 line 53: "With the GM's approval, you can also
// choose to have Multiple Careers"). A player's level that takes a new career goes to chat as a
// request; the GM approves it (the level is recomputed from the character as it is now, previewed as
// its level card, then written) or refuses it (the level still waits: take it again with a skill).
import { SYSTEM_ID } from "../../config.js";
import type { HolocronActor } from "../../documents/actor.js";
import { starWorlds } from "../../rules/index.js";
import {
  registerCardAction,
  type CardActionContext,
  flagDigest,
  ledgerEntry,
  recordEntry,
} from "../../cards/card.js";
import { fillBreakdownSlot, wireCard } from "../../cards/render.js";
import { loadCareerCatalog } from "./career-catalog.js";
import {
  applyLevel,
  LEVEL_CARD_TEMPLATE,
  levelCard,
  levelUpSubject,
  refusal,
  tryLevel,
} from "./level-apply.js";
import { activateBreakdowns } from "../breakdown/breakdown-popover.js";
import {
  careerRequestContext,
  damageDiceView,
  readCareerRequest,
  type CareerRequest,
  type LevelUpSubject,
} from "./level-up-model.js";
import { notify } from "./sheet-helpers.js";
import { notify as tell } from "../../compat/notify.js";

export const CAREER_REQUEST_TEMPLATE = `systems/${SYSTEM_ID}/templates/chat/career-request.hbs`;

type Message = ChatMessage.Implementation;
type Status = CareerRequest["status"];

/** The level card's lines (none once refused) and whether the level adds a damage die. */
type Lines = { rows: string[]; damageRow: string | null };

function render(name: string, request: CareerRequest, lines: Lines): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(
    CAREER_REQUEST_TEMPLATE,
    careerRequestContext(name, request, lines.rows, lines.damageRow !== null),
  );
}

/**
 * The extra damage dice's breakdown, built again from the request's level on render (the message's
 * HTML is its author's to write), its id by message so cards in the log never share one.
 */
async function renderDamageSlot(message: Message, html: HTMLElement): Promise<void> {
  const slot = html.querySelector<HTMLElement>('[data-card-breakdown="damage"]');
  const request = requestOf(message);
  if (!slot) return;
  // A level that adds no die shows none, whatever the card's HTML holds.
  const adds = request !== null && starWorlds.levelGains(request.level).damageDice > 0;
  const bd = adds ? damageDiceView(request.level, `holocron-bd-${message.id ?? "card"}`) : null;
  await fillBreakdownSlot(slot, bd);
  activateBreakdowns(slot);
}

/** The player's side: the level with its new career goes to chat for the GM; nothing is written. */
export async function postCareerRequest(
  actor: HolocronActor,
  subject: LevelUpSubject,
  choice: starWorlds.LevelUpChoice,
  result: starWorlds.LevelUpResult,
): Promise<void> {
  const request: CareerRequest = {
    actorUuid: actor.uuid,
    level: result.level,
    choice: { ...choice, skill: null },
    status: "pending",
  };
  await ChatMessage.implementation.create({
    content: await render(actor.name, request, levelCard(subject, result)),
    speaker: ChatMessage.getSpeaker({ actor }),
    flags: { [SYSTEM_ID]: { careerRequest: request } },
  });
  tell("info", "HOLOCRON.LevelUp.Request.Sent");
}

const requestOf = (message: Message) => readCareerRequest(message.flags[SYSTEM_ID]?.careerRequest);

/** The card's open request, for the GM only; null (with the reason shown) otherwise. */
function openRequest(message: Message): CareerRequest | null {
  if (!game.user.isGM) {
    notify("HOLOCRON.LevelUp.Request.GmOnly");
    return null;
  }
  const request = requestOf(message);
  // The answer is kept in the GM's ledger too: the author can set their message back to pending.
  const answered = ledgerEntry(message.id ?? "")?.answered === true;
  if (request?.status === "pending" && !answered) return request;
  notify("HOLOCRON.LevelUp.Request.Closed");
  return null;
}

/**
 * The level as it would be taken now: the character still belongs to the player who asked (the
 * message's author, as Foundry recorded it), the level asked is still the next one, and the rules
 * still allow the choice. Null, with the reason shown, otherwise.
 */
function levelNow(message: Message, request: CareerRequest) {
  const doc = fromUuidSync(request.actorUuid as Parameters<typeof fromUuidSync>[0]);
  const actor = doc?.documentName === "Actor" ? (doc as HolocronActor) : null;
  const author = message.author;
  if (!actor || !author || !actor.testUserPermission(author, "OWNER")) {
    notify("HOLOCRON.LevelUp.Request.NotOwner");
    return null;
  }
  const subject = levelUpSubject(actor);
  const refused = refusal(actor, true);
  if (refused || !subject || subject.level + 1 !== request.level) {
    notify(refused ?? "HOLOCRON.LevelUp.Request.Stale");
    return null;
  }
  const result = tryLevel(subject, request.choice);
  return result && { actor, subject, result };
}

async function close(message: Message, request: CareerRequest, status: Status, lines: Lines) {
  const closed = { ...request, status };
  const name = message.speaker.alias ?? "";
  await message.update({
    content: await render(name, closed, lines),
    flags: { [SYSTEM_ID]: { careerRequest: closed } },
  });
  await recordEntry(message.id ?? "", {
    author: message.author?.id ?? "",
    verdict: "verified",
    digest: flagDigest(message, "careerRequest"),
    answered: true,
  });
}

/** The GM approves: a preview of the level card, then the level is written and the card closed. */
export async function approveCareer({ message }: Pick<CardActionContext, "message">) {
  const request = openRequest(message);
  const now = request && levelNow(message, request);
  if (!request || !now) return false;
  const preview = await foundry.applications.handlebars.renderTemplate(
    LEVEL_CARD_TEMPLATE,
    levelCard(now.subject, now.result),
  );
  const approved = await foundry.applications.api.DialogV2.confirm({
    window: { title: "HOLOCRON.LevelUp.Request.ApproveTitle", icon: "fa-solid fa-check" },
    content: preview,
    rejectClose: false,
  });
  if (approved !== true) return false;
  await applyLevel(now.actor, now.subject, now.result, await loadCareerCatalog());
  await close(message, request, "approved", levelCard(now.subject, now.result));
  return true;
}

/** The GM refuses: the card says so; the character's level still waits to be taken. */
export async function refuseCareer({ message }: Pick<CardActionContext, "message">) {
  const request = openRequest(message);
  if (!request) return false;
  await close(message, request, "refused", { rows: [], damageRow: null });
  return true;
}

export function registerCareerRequest(): void {
  registerCardAction("careerApprove", approveCareer);
  registerCardAction("careerRefuse", refuseCareer);
}

/** A career request card drawn: the GM's buttons wired, the damage slot filled. */
export function onRenderCareerRequest(
  message: ChatMessage.Implementation,
  html: HTMLElement,
): void {
  if (!message.flags[SYSTEM_ID]?.careerRequest) return;
  wireCard(message, html, null);
  void renderDamageSlot(message, html);
}
