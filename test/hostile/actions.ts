// What is done with a forged message: a GM's click on any control a card can carry (the handler
// registered for it, with the control's data as the forger wrote it), or a request about the
// message, from its author, the other player or the GM, over the socket as a console sends it.
import fc from "fast-check";
import { window as happyWindow } from "./dom.js";
import type { StandInMessage } from "../foundry/parts/chat.js";
import { actAs } from "../foundry/parts/users.js";
import { cardElement, cardOf } from "../applications/chat/click.js";
import { GM, P1, P2, send, type Hostile, type Obj } from "./world.js";

/** Every card control a GM might click (the data-action names the system registers). */
export const GM_CLICKS = [
  "applyDamage",
  "applyHeal",
  "applyHazard",
  "undoDamage",
  "heroDie",
  "evadeDamage",
  "rollDamage",
  "heroReroll",
  "resistCheck",
  "opposedReroll",
  "powerResist",
  "powerNegateEnergy",
  "attackDeflect",
  "daringReroll",
  "careerApprove",
  "careerRefuse",
] as const;

/** Every request about a message a player can send. */
export const MESSAGE_REQUESTS = [
  "card.apply",
  "card.heal",
  "card.undo",
  "card.evade",
  "card.heroDie",
  "card.resist",
  "card.opposedReroll",
  "attack.deflect",
  "power.negate",
  "power.resist",
  "combat.daringReroll",
] as const;

export interface Act {
  /** "gm:applyDamage" or "p1:card.apply"… */
  name: string;
  /** The user who acts. */
  user: string;
  run(h: Hostile, message: StandInMessage): Promise<unknown>;
}

/** A control's data as the forger may have written it. */
function dataset(h: Hostile, pick: number): Obj {
  const uuid = [h.thug.uuid, h.zed.uuid, h.kael.uuid, h.ace.uuid][pick % 4]!;
  const combatant = h.combat.combatants[pick % h.combat.combatants.length]!.id;
  return {
    mode: ["damage", "half", "heal", "double"][pick % 4],
    index: "0",
    row: "0",
    uuid,
    actorUuid: uuid,
    side: pick % 2 ? "actor" : "resister",
    combatant,
  };
}

export function gmClick(): fc.Arbitrary<Act> {
  return fc
    .tuple(fc.constantFrom(...GM_CLICKS), fc.nat(11), fc.constantFrom(undefined, "selected"))
    .map(([action, pick, applyTo]) => ({
      name: `gm:${action}`,
      user: GM,
      run: async (h, message) => {
        actAs(GM);
        // As the chat log's click does: the handler's Error becomes a notification.
        const { dispatchCardAction } = await import("../../src/cards/card.js");
        const card = cardOf(message);
        const control = { dataset: { ...dataset(h, pick), action } };
        return dispatchCardAction(
          {
            message: message as never,
            card,
            element: cardElement(card, applyTo) as never,
            event: { preventDefault: () => undefined } as never,
          },
          control as never,
        );
      },
    }));
}

function payloadFor(kind: string, h: Hostile, id: string, pick: number): Obj {
  const uuid = [h.thug.uuid, h.zed.uuid, h.kael.uuid, h.ace.uuid, h.mook.uuid][pick % 5]!;
  const combatant = h.combat.combatants[pick % h.combat.combatants.length]!.id;
  const mode = ["damage", "half", "heal"][pick % 3];
  switch (kind) {
    case "card.apply":
      return {
        messageId: id,
        mode,
        to: pick % 4 === 0 ? "selected" : "targets",
        actorUuids: [uuid],
      };
    case "card.heal":
      return {
        messageId: id,
        to: pick % 4 === 0 ? "selected" : "targets",
        actorUuids: [uuid],
        ...(pick % 3 === 0 ? { confirmed: true } : {}),
      };
    case "card.undo":
      return { messageId: id, row: 0, confirmed: pick % 2 === 0 };
    case "card.evade":
      return { messageId: id, actorUuids: [uuid] };
    case "card.heroDie":
      return { messageId: id };
    case "card.resist":
      return { messageId: id, index: 0 };
    case "card.opposedReroll":
      return { messageId: id, index: 0, side: pick % 2 ? "actor" : "resister" };
    case "attack.deflect":
      return { messageId: id, actorUuid: h.kael.uuid };
    case "power.negate":
      return { damageMessageId: id, actorUuid: h.kael.uuid };
    case "power.resist":
      return { messageId: id, row: 0 };
    default:
      return { messageId: id, combatantId: combatant };
  }
}

export function requestAbout(): fc.Arbitrary<Act> {
  return fc
    .tuple(fc.constantFrom(...MESSAGE_REQUESTS), fc.constantFrom(P1, P2, GM), fc.nat(59))
    .map(([kind, user, pick]) => ({
      name: `${user === GM ? "gm" : user === P1 ? "p1" : "p2"}:${kind}`,
      user,
      run: async (h, message) => {
        const payload = payloadFor(kind, h, message.id, pick);
        if (user !== GM) return send(h, user, kind, payload);
        const { execute } = await import("../../src/authority/channel.js");
        return execute(kind, payload, { id: GM, name: "Gamemaster", isGM: true });
      },
    }));
}

/** The controls and requests that belong to each kind of forged message. */
export const RELEVANT: Record<string, readonly string[]> = {
  damage: [
    "gm:applyDamage",
    "gm:applyHeal",
    "card.heal",
    "gm:heroDie",
    "gm:evadeDamage",
    "gm:powerNegateEnergy",
    "card.apply",
    "card.evade",
    "card.heroDie",
    "power.negate",
  ],
  attack: ["gm:rollDamage", "gm:attackDeflect", "attack.deflect"],
  check: ["gm:rollDamage", "gm:heroReroll"],
  worlds: ["gm:rollDamage", "gm:heroReroll"],
  opposed: ["gm:resistCheck", "gm:opposedReroll", "card.resist", "card.opposedReroll"],
  applied: ["gm:undoDamage", "card.undo"],
  hazard: ["gm:applyHazard"],
  power: ["gm:powerResist", "power.resist"],
  daring: ["gm:daringReroll", "combat.daringReroll"],
  career: [],
  chase: [],
};

/** Whether the act is one a card of this kind offers (its name without the user's prefix). */
export function isRelevant(kind: string, act: Act): boolean {
  const list = RELEVANT[kind] ?? [];
  return list.includes(act.name) || list.includes(act.name.replace(/^(p1|p2|gm):/, ""));
}

/** Any act, weighted toward those a card of this kind offers. */
export function actFor(kind: string): fc.Arbitrary<Act> {
  const any = fc.oneof(gmClick(), requestAbout());
  if ((RELEVANT[kind] ?? []).length === 0) return any;
  return fc.oneof(
    { weight: 3, arbitrary: any.filter((act) => isRelevant(kind, act)) },
    { weight: 1, arbitrary: any },
  );
}

/**
 * The message as the GM's chat log shows it: its content in an element, through the system's
 * render hook; whether the GM is told the card is unverified.
 */
export async function shownUnverified(message: StandInMessage): Promise<boolean> {
  const { onRenderChatMessage } = await import("../../src/cards/render.js");
  const element = happyWindow().document.createElement("div");
  element.innerHTML = message.content;
  actAs(GM);
  await onRenderChatMessage(message as never, element as unknown as HTMLElement);
  return element.querySelector(".holocron-card__unverified") !== null;
}
