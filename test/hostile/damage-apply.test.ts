// Attacks on the damage card's plain Apply (×1, as rolled). Any player could press it on the card's
// stored targets: a bystander applied ×1 to an NPC before the GM pressed ×½ (the target saved),
// and the GM's ×½ was then refused as already applied. Its Apply is now the GM's, the card's
// trusted author's (to its stored targets), and each target's owner's (to that target only).
import { beforeEach, describe, expect, it } from "vitest";
import type { StandInMessage } from "../foundry/parts/chat.js";
import { actAs } from "../foundry/parts/users.js";
import { controlsFor } from "./dom.js";
import { GM, P1, P2, probeWorld, send, lastRefusal, type Hostile } from "./world.js";
import { postDamageCard, vouch } from "../applications/chat/fixtures.js";

let h: Hostile;
beforeEach(async () => {
  h = await probeWorld();
  actAs(GM);
});

const health = (actor: unknown) =>
  (actor as { system: { health: { value: number } } }).system.health.value;

/** A damage card of 8 kinetic on these targets, posted by `user` (a player's card is vouched for). */
async function damageCard(user: string, on: { uuid: string; name: string }[]) {
  actAs(user);
  const message = await postDamageCard({
    damageType: "kinetic",
    total: 8,
    targets: on.map(({ uuid, name }) => ({ uuid, name, ac: null })),
  });
  actAs(GM);
  if (user !== GM) await vouch(message);
  return message;
}

const target = (actor: { uuid: string; name: string | null }) => ({
  uuid: actor.uuid,
  name: actor.name ?? "",
});

async function gmRequests(kind: string, payload: unknown) {
  const { execute } = await import("../../src/authority/channel.js");
  return execute(kind, payload, { id: GM, name: "Gamemaster", isGM: true });
}

const plain = (message: StandInMessage, to: string, uuids: string[]) => ({
  messageId: message.id,
  mode: "damage",
  to,
  actorUuids: uuids,
});

/** `user`'s plain Apply of `message` to `actor` is refused as not theirs, and changes nothing. */
async function refused(
  message: StandInMessage,
  user: string,
  to: string,
  actor: { uuid: string },
): Promise<void> {
  const before = health(actor);
  await send(h, user, "card.apply", plain(message, to, [actor.uuid]));
  expect(lastRefusal()).toContain("ApplyNotAllowed");
  expect(health(actor), `${user}'s Apply`).toBe(before);
}

describe("a damage card's Apply: the GM, its trusted author, a target's owner", () => {
  it("a bystander's Apply on the GM's card is refused, and the GM's ×½ then applies", async () => {
    // Repro: the GM rolls 8 on the Thug; Player Two (owns no target) sends `card.apply` ×1 to the
    // Thug before the GM halves it: the Thug took 8, and the GM's ×½ was "already applied".
    const message = await damageCard(GM, [target(h.thug)]);
    const before = health(h.thug);
    await refused(message, P2, "targets", h.thug);
    const half = await gmRequests("card.apply", {
      ...plain(message, "targets", [h.thug.uuid]),
      scales: ["half"],
    });
    expect(half).toMatchObject({ ok: true });
    expect(health(h.thug), "the Thug after the GM's ×½").toBe(before - 4);
  });

  it("a target's owner may not apply the GM's card to another target", async () => {
    const message = await damageCard(GM, [target(h.thug), target(h.ace)]);
    await refused(message, P1, "targets", h.thug);
  });

  it("a bystander may not apply another player's card, even to their own selected token", async () => {
    const message = await damageCard(P2, [target(h.thug)]);
    await refused(message, P1, "selected", h.ace);
  });

  it("a bystander sees no Apply; the GM, a target's owner and the card's author do", async () => {
    const onThug = await damageCard(GM, [target(h.thug)]);
    expect(await controlsFor(onThug, GM)).toContain("applyDamage");
    expect(await controlsFor(onThug, P2), "Player Two (owns no target)").not.toContain(
      "applyDamage",
    );
    expect(await controlsFor(onThug, P1), "Player One (owns no target)").not.toContain(
      "applyDamage",
    );
    const onAce = await damageCard(GM, [target(h.ace)]);
    expect(await controlsFor(onAce, P1), "Player One (owns Ace)").toContain("applyDamage");
    const own = await damageCard(P2, [target(h.thug)]);
    expect(await controlsFor(own, P2), "Player Two (the card's author)").toContain("applyDamage");
  });

  it("the card's author applies to its stored targets, a target's owner to that target", async () => {
    const own = await damageCard(P2, [target(h.thug)]);
    const thug = health(h.thug);
    await send(h, P2, "card.apply", plain(own, "targets", [h.thug.uuid]));
    expect(health(h.thug), "the Thug after its author's Apply").toBe(thug - 8);
    const onAce = await damageCard(GM, [target(h.ace)]);
    const ace = health(h.ace);
    await send(h, P1, "card.apply", plain(onAce, "targets", [h.ace.uuid]));
    expect(health(h.ace), "Ace after its owner's Apply").toBeLessThan(ace);
  });
});
