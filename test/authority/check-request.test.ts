// Hostile players at a check request: the card is the GM's; a player's Roll can only roll for a
// character they own, only once, and only the GM's client writes the card.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { messages, type StandInMessage } from "../foundry/parts/chat.js";
import { scriptedDice } from "../foundry/parts/dice.js";
import { actAs } from "../foundry/parts/users.js";
import { click, viaGm } from "../applications/chat/click.js";
import { GM, P1, P2, snapshot, table, type Table } from "./world.js";
import type { CheckRequestCard } from "../../src/cards/check-request/data.js";

let t: Table;
let message: StandInMessage;

const cardOf = (m: StandInMessage) => m.getFlag("holocron", "card") as CheckRequestCard;
const refusals = async () => (await import("../../src/authority/index.js")).recentRefusals();

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  t = await table();
  (await import("../../src/cards/kinds.js")).registerCardKinds();
  const { postCheckRequest } = await import("../../src/applications/check-request/open.js");
  actAs(GM);
  message = (await postCheckRequest({
    actorUuids: [t.ace.uuid, t.zed.uuid],
    mode: "dc",
    // Star Worlds rows read their bands (Problem and better succeed); the DC is for d20 rows.
    dc: 12,
    ask: { stat: "str", skill: null, attribute: "daring", skilled: true },
    opponentUuid: null,
    opponentAsk: { stat: "mnd", skill: null, attribute: "daring", skilled: false },
    modifier: 0,
    secret: false,
  })) as unknown as StandInMessage;
});

afterEach(() => vi.restoreAllMocks());

/** Sends a request straight onto the socket as `user` (a browser console) and lets the GM read it. */
async function forge(user: string, payload: Record<string, unknown>) {
  actAs(user);
  t.glue.socket.emit("system.holocron", {
    authority: "request",
    id: foundry.utils.randomID(16),
    kind: "card.checkRoll",
    payload,
  });
  actAs(GM);
  await t.glue.socket.deliver();
}

describe("a check request at a table of hostile players", () => {
  it("is posted by the GM with a row for Ace (Player One's) and Zed (nobody's)", () => {
    expect(message).toBeTruthy();
    expect(cardOf(message).rows.map((r) => r.name)).toEqual(["Ace", "Zed"]);
  });

  it("Player Two cannot roll for Ace: the click does nothing, a forged request is refused", async () => {
    const before = snapshot(t.glue);
    actAs(P2);
    await click(message, "checkRequestRoll", { index: "0", uuid: t.ace.uuid });
    expect(t.glue.socket.queue).toEqual([]);
    await forge(P2, { messageId: message.id, index: 0 });
    expect((await refusals()).at(-1)).toMatchObject({
      senderId: P2,
      reason: "HOLOCRON.Authority.Refused.NotOwner",
    });
    expect(snapshot(t.glue)).toBe(before);
  });

  it("Player One cannot roll for Zed, name a total, or roll Ace's row twice", async () => {
    scriptedDice.push(6, 6);
    await viaGm(t.glue.socket, P1, () =>
      click(message, "checkRequestRoll", { index: "0", uuid: t.ace.uuid }),
    );
    expect(cardOf(message).rows[0]!.result).toMatchObject({ by: P1, total: 12, band: "critical" });
    const before = snapshot(t.glue);
    await forge(P1, { messageId: message.id, index: 1 });
    expect((await refusals()).at(-1)?.reason).toBe("HOLOCRON.Authority.Refused.NotOwner");
    await forge(P1, { messageId: message.id, index: 1, total: 12 });
    expect((await refusals()).at(-1)?.reason).toBe("HOLOCRON.Authority.Refused.Malformed");
    await forge(P1, { messageId: message.id, index: 0 });
    expect((await refusals()).at(-1)?.reason).toBe("HOLOCRON.Chat.Error.RowResolved");
    expect(snapshot(t.glue)).toBe(before);
  });

  it("no player can write the card: its flags and content are the GM's", async () => {
    const before = snapshot(t.glue);
    const forged = { ...cardOf(message), rows: [] };
    for (const user of [P1, P2]) {
      actAs(user);
      await expect(message.update({ flags: { holocron: { card: forged } } })).rejects.toThrow();
      await expect(message.update({ content: "<p>everyone succeeded</p>" })).rejects.toThrow();
    }
    actAs(GM);
    expect(snapshot(t.glue)).toBe(before);
  });

  it("a request card a player wrote is nobody's to roll from, even for their own character", async () => {
    const { postCard } = await import("../../src/cards/card.js");
    actAs(P1);
    const own = (await postCard(cardOf(message))) as unknown as StandInMessage;
    actAs(GM);
    const before = snapshot(t.glue);
    await forge(P1, { messageId: own.id, index: 0 });
    expect((await refusals()).at(-1)?.reason).toBe("HOLOCRON.Authority.Refused.NoCard");
    expect(snapshot(t.glue)).toBe(before);
    expect(messages.length).toBeGreaterThan(1);
  });

  it("the GM rolls for an absent player's character from the same card", async () => {
    scriptedDice.push(2, 3);
    actAs(GM);
    await click(message, "checkRequestRoll", { index: "1", uuid: t.zed.uuid });
    expect(cardOf(message).rows[1]!.result).toMatchObject({ by: GM, total: 5, success: false });
  });

  it("each player sees Roll only on their own character's row; the GM on every open row", async () => {
    const { window } = await import("../hostile/dom.js");
    const { onRenderChatMessage } = await import("../../src/cards/render.js");
    const rollsShown = async (user: string) => {
      actAs(user);
      const element = window().document.createElement("div");
      element.innerHTML = message.content;
      await onRenderChatMessage(message as never, element as unknown as HTMLElement);
      return [...element.querySelectorAll("[data-action=checkRequestRoll]")].map((b) =>
        b.getAttribute("data-uuid"),
      );
    };
    expect(await rollsShown(GM)).toEqual([t.ace.uuid, t.zed.uuid]);
    expect(await rollsShown(P1)).toEqual([t.ace.uuid]);
    expect(await rollsShown(P2)).toEqual([]);
    actAs(GM);
  });
});
