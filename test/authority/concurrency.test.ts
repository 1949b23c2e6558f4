// Concurrency and round trips through the GM authority: simultaneous clicks from several seats on
// one actor all count, a card applies once whoever clicks, Undo reverses only its own change, and
// a player's Apply to many targets costs one request and one reply.
import { beforeEach, describe, expect, it } from "vitest";
import { addCombat, standIn, sys } from "../data/setup.js";
import { messages } from "../foundry/parts/chat.js";
import { actAs } from "../foundry/parts/users.js";
import { postDamageCard, vouch } from "../applications/chat/fixtures.js";
import { viaGm, click } from "../applications/chat/click.js";
import { GM, P1, P2, table, type Table } from "./world.js";
import type { HolocronActor } from "../../src/documents/actor.js";

let t: Table;
let hero: HolocronActor;

beforeEach(async () => {
  t = await table();
  hero = await t.glue.createActor({
    name: "Hero",
    type: "m20Character",
    ownership: { default: 0, [P1]: 3 },
    system: { stats: { str: 10 }, level: 10, hitDice: Array(10).fill(6), health: { value: 60 } },
  });
});

const authority = () => import("../../src/authority/index.js");
const requests = () => import("../../src/applications/chat/apply-requests.js");

/** Delivers the queued requests to the GM, then each reply to its requester. */
async function settle(users: string[]): Promise<void> {
  actAs(GM);
  await t.glue.socket.deliver();
  const replies = [...t.glue.socket.queue];
  for (const user of users) {
    t.glue.socket.queue.splice(0, t.glue.socket.queue.length, ...replies);
    actAs(user);
    await t.glue.socket.deliver();
  }
  actAs(GM);
}

describe("one queue: simultaneous health writes are all applied", () => {
  it("20 damage applications at once from the owner, the GM and a player end at the sum", async () => {
    const { ask } = await authority();
    const { applyCard } = await requests();
    const cards = [];
    // Player Two's seven cards are Player Two's own, as the GM checked them: a player who owns no
    // target applies only a card they authored (apply-requests.ts).
    for (let i = 0; i < 13; i++) {
      actAs(i < 7 ? P2 : GM);
      const card = await postDamageCard({
        total: 2,
        targets: [{ uuid: hero.uuid, name: "Hero", ac: null }],
      });
      actAs(GM);
      if (i < 7) await vouch(card);
      cards.push(card);
    }
    const clicks: Promise<unknown>[] = [];
    // The owner: seven of its own writes, which go through the GM while one is connected.
    actAs(P1);
    for (let i = 0; i < 7; i++) clicks.push(hero.applyDamage(2));
    // Player Two: seven cards; the GM: six cards, all at the same moment.
    const apply = (card: { id: string }) =>
      ask(applyCard, {
        messageId: card.id,
        mode: "damage",
        to: "targets",
        actorUuids: [hero.uuid],
      });
    actAs(P2);
    for (const card of cards.slice(0, 7)) clicks.push(apply(card));
    actAs(GM);
    for (const card of cards.slice(7)) clicks.push(apply(card));
    await settle([P1, P2]);
    await Promise.all(clicks);
    expect(sys(hero)).toMatchObject({ health: { value: 60 - 20 * 2 } });
    expect(standIn(hero).updates).toHaveLength(20);
  });

  it("a card clicked at once by a player and the GM applies once", async () => {
    const { ask } = await authority();
    const { applyCard } = await requests();
    const card = await postDamageCard({
      total: 5,
      targets: [{ uuid: t.thug.uuid, name: "Thug", ac: null }],
    });
    const payload = {
      messageId: card.id,
      mode: "damage" as const,
      to: "targets" as const,
      actorUuids: [t.thug.uuid],
    };
    actAs(P2);
    const player = ask(applyCard, payload);
    actAs(GM);
    const gm = ask(applyCard, payload);
    await settle([P2]);
    const results = await Promise.all([player, gm]);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    expect(sys(t.thug)).toMatchObject({ health: { value: 15 } });
  });

  it("Undo of an earlier change keeps the later ones", async () => {
    const { ask } = await authority();
    const { undoApplied } = await import("../../src/cards/applied/undo.js");
    const first = await postDamageCard({
      total: 5,
      targets: [{ uuid: t.thug.uuid, name: "Thug", ac: null }],
    });
    const second = await postDamageCard({
      total: 7,
      targets: [{ uuid: t.thug.uuid, name: "Thug", ac: null }],
    });
    await click(first, "applyDamage", { mode: "damage" }, "targets");
    const firstApplied = messages.at(-1)!;
    await click(second, "applyDamage", { mode: "damage" }, "targets");
    expect(sys(t.thug)).toMatchObject({ health: { value: 8 } });
    // Unconfirmed, an Undo of a changed actor is refused with a clear message…
    expect(
      await ask(undoApplied, { messageId: firstApplied.id, row: 0, confirmed: false }),
    ).toBeNull();
    expect(sys(t.thug)).toMatchObject({ health: { value: 8 } });
    // …confirmed, it reverses only its own 5.
    expect(await ask(undoApplied, { messageId: firstApplied.id, row: 0, confirmed: true })).toBe(
      true,
    );
    expect(sys(t.thug)).toMatchObject({ health: { value: 13 } });
  });
});

describe("round trips", () => {
  it("a player's Apply to five mooks: 1 request + 1 reply, one write per actor, one combatant batch", async () => {
    const mooks: HolocronActor[] = [];
    for (let i = 0; i < 5; i++) {
      mooks.push(
        await t.glue.createActor({
          name: `Droid ${i}`,
          type: "m20Npc",
          system: { stats: { str: 10 }, mook: true, hitDice: [6] },
        }),
      );
    }
    const combat = await addCombat(t.glue.env, mooks);
    // Player Two's own card, as the GM checked it: its author applies to all its targets.
    actAs(P2);
    const card = await postDamageCard({
      total: 3,
      targets: mooks.map((m) => ({ uuid: m.uuid, name: m.name, ac: null })),
    });
    actAs(GM);
    await vouch(card);
    const sent = t.glue.socket.sent.length;
    await viaGm(t.glue.socket, P2, () => click(card, "applyDamage", { mode: "damage" }, "targets"));
    expect(t.glue.socket.sent.length - sent).toBe(2);
    for (const mook of mooks) {
      expect(standIn(mook).updates.length).toBeLessThanOrEqual(1);
      expect(mook.statuses.has("defeated")).toBe(true);
    }
    expect(combat.batches).toHaveLength(1);
    expect(combat.batches[0]).toHaveLength(5);
    expect(combat.combatants.every((c) => c.defeated)).toBe(true);
  });
});
