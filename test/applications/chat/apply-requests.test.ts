// The damage card's Apply and the applied card's Undo as the GM carries them out: the amount from
// the stored card, one application per actor per card, Undo only of a GM's row.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { messages, type StandInMessage } from "../../foundry/parts/chat.js";
import { actAs } from "../../foundry/parts/users.js";
import { sys } from "../../data/setup.js";
import { GM, P1, SENDERS, table, type Table } from "../../authority/world.js";
import {
  applyCard,
  type ApplyPayload,
  type ApplyScale,
} from "../../../src/applications/chat/apply-requests.js";
import { undoApplied } from "../../../src/cards/applied/undo.js";
import { recipientStep } from "../../../src/cards/apply.js";
import type { DamageCard } from "../../../src/cards/data.js";

let t: Table;
beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  t = await table();
});

const hp = (a: unknown) => (sys(a as never) as { health: { value: number } }).health.value;
const cardOf = (m: StandInMessage) => m.getFlag("holocron", "card") as Record<string, unknown>;
const payload = (over: Partial<ApplyPayload> = {}): ApplyPayload => ({
  messageId: t.damage.id!,
  mode: "damage",
  to: "targets",
  actorUuids: [t.thug.uuid],
  ...over,
});

describe("recipientStep", () => {
  it("the card's total, half rounded up, never below 0; a hit only for the card's targets", () => {
    const card = { ...(cardOf(t.damage) as never as DamageCard), total: 9 };
    const amount = (mode: ApplyPayload["mode"], scale: ApplyScale = "full") =>
      recipientStep(card, t.thug.uuid, mode, scale).amount;
    expect([amount("damage"), amount("half"), amount("heal"), amount("damage", "double")]).toEqual([
      9, 5, 9, 18,
    ]);
    expect(recipientStep(card, t.thug.uuid, "damage", "heal").op).toBe("heal");
    expect(recipientStep(card, t.thug.uuid, "damage", "none")).toMatchObject({ op: "none" });
    expect(recipientStep({ ...card, total: -3 }, t.thug.uuid, "damage", "full").amount).toBe(0);
    const hit = { ...card, fromHit: true };
    expect(recipientStep(hit, t.thug.uuid, "damage", "full").options.hit).toBe(true);
    expect(recipientStep(hit, t.zed.uuid, "damage", "full").options.hit).toBeUndefined();
  });
});

describe("card.apply: shape and policy", () => {
  it("reads only a whole, known payload", () => {
    expect(applyCard.parse(payload())).toEqual(payload());
    expect(applyCard.parse({ ...payload(), amount: 999 })).toBeNull();
    expect(applyCard.parse(payload({ mode: "double" as never }))).toBeNull();
    expect(applyCard.parse(payload({ actorUuids: [] }))).toBeNull();
    expect(applyCard.parse(payload({ to: "everyone" as never }))).toBeNull();
  });

  it("stored targets only, for the GM or a target's owner; selected tokens only when the sender owns them", async () => {
    // The GM's card: a player who owns no target applies nothing (a bystander's ×1 would settle the
    // row before the GM's ×½); the owner of a target applies to that target.
    expect(await applyCard.authorize(payload(), SENDERS.p2)).toBe(
      "HOLOCRON.Authority.Refused.ApplyNotAllowed",
    );
    expect(await applyCard.authorize(payload(), SENDERS.gm)).toBeNull();
    expect(await applyCard.authorize(payload({ actorUuids: [t.ace.uuid] }), SENDERS.p1)).toBeNull();
    expect(await applyCard.authorize(payload({ actorUuids: [t.zed.uuid] }), SENDERS.p2)).toBe(
      "HOLOCRON.Authority.Refused.NotTarget",
    );
    const selected = payload({ to: "selected", actorUuids: [t.ace.uuid] });
    expect(await applyCard.authorize(selected, SENDERS.p1)).toBeNull();
    expect(await applyCard.authorize(selected, SENDERS.p2)).toBe(
      "HOLOCRON.Authority.Refused.NotOwner",
    );
  });

  it("a message that is not a damage card is refused", () => {
    expect(() =>
      applyCard.authorize(payload({ messageId: "nothing000000000" }), SENDERS.gm),
    ).toThrow("HOLOCRON.Authority.Refused.NoCard");
  });
});

describe("card.apply: carried out", () => {
  it("applies the stored total once to each actor, marks the card and posts one applied card", async () => {
    actAs(GM);
    const result = await applyCard.carryOut(payload({ mode: "half" }), SENDERS.gm);
    expect(hp(t.thug)).toBe(20 - 4);
    expect(cardOf(t.damage).applied).toEqual([t.thug.uuid]);
    expect(result).toEqual({ appliedMessageId: messages.at(-1)!.id, count: 1 });
    expect(cardOf(messages.at(-1)!)).toMatchObject({
      type: "applied",
      rows: [{ name: "Thug", mode: "half", amount: 4 }],
    });
  });

  it("an actor already applied is skipped; nobody left is a refusal", async () => {
    actAs(GM);
    await applyCard.carryOut(payload(), SENDERS.gm);
    await expect(applyCard.carryOut(payload(), SENDERS.gm)).rejects.toMatchObject({
      key: "HOLOCRON.Authority.Refused.AlreadyApplied",
    });
    expect(hp(t.thug)).toBe(12);
  });

  it("healing uses the same total and marks the actor too", async () => {
    actAs(GM);
    await t.thug.applyDamage(10);
    await applyCard.carryOut(payload({ mode: "heal" }), SENDERS.gm);
    expect(hp(t.thug)).toBe(18);
  });
});

describe("card.undo", () => {
  async function appliedByGm(): Promise<StandInMessage> {
    actAs(GM);
    await applyCard.carryOut(payload(), SENDERS.gm);
    return messages.at(-1)!;
  }
  const undo = (m: StandInMessage, confirmed = false) => ({ messageId: m.id!, row: 0, confirmed });

  it("GM only", async () => {
    const applied = await appliedByGm();
    expect(undoApplied.authorize(undo(applied), SENDERS.p1)).toBe(
      "HOLOCRON.Authority.Refused.GmOnly",
    );
    expect(undoApplied.authorize(undo(applied), SENDERS.gm)).toBeNull();
  });

  it("restores the row's before state and marks the row undone; a second Undo is refused", async () => {
    const applied = await appliedByGm();
    expect(await undoApplied.carryOut(undo(applied), SENDERS.gm)).toBe(true);
    expect(hp(t.thug)).toBe(20);
    expect(cardOf(applied)).toMatchObject({ rows: [{ undone: true }] });
    expect(() => undoApplied.authorize(undo(applied), SENDERS.gm)).toThrow(
      "HOLOCRON.Authority.Refused.AlreadyUndone",
    );
  });

  it("an actor changed since: refused unless confirmed, then only this change is reversed", async () => {
    const applied = await appliedByGm();
    await t.thug.applyDamage(3);
    await expect(undoApplied.carryOut(undo(applied), SENDERS.gm)).rejects.toMatchObject({
      key: "HOLOCRON.Authority.Refused.ChangedSince",
      data: { name: "Thug" },
    });
    expect(hp(t.thug)).toBe(9);
    await undoApplied.carryOut(undo(applied, true), SENDERS.gm);
    expect(hp(t.thug)).toBe(17);
  });

  it("a card a player posted cannot be undone", async () => {
    actAs(P1);
    const { postCard } = await import("../../../src/cards/card.js");
    const forged = (await postCard({ type: "applied", rows: [] })) as unknown as StandInMessage;
    actAs(GM);
    expect(() => undoApplied.authorize(undo(forged), SENDERS.gm)).toThrow(
      "HOLOCRON.Authority.Refused.NotGmCard",
    );
  });

  it("refuses a row that is not there", async () => {
    const applied = await appliedByGm();
    expect(() =>
      undoApplied.authorize({ messageId: applied.id!, row: 3, confirmed: false }, SENDERS.gm),
    ).toThrow("HOLOCRON.Authority.Refused.Malformed");
    expect(undoApplied.parse({ messageId: applied.id, row: -1, confirmed: false })).toBeNull();
  });
});
