// Hostile probe, requests: every request kind a player can send to the GM, with payloads built from
// what an attacker can name (others' actors, token and synthetic actor uuids, compendium uuids, a
// deleted actor, items, the GM's cards in every state, forged cards, chases and combatants), then
// mutated (wrong types, NaN, huge numbers and strings, `__proto__`, missing and extra keys), sent
// from either player's console. Player One's characters hold no Hero Points and their chase check
// is rolled, so no honest request here may change another's document: none does, and every request
// the GM does not carry out is refused with a reason logged on the GM's console.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { messages } from "../foundry/parts/chat.js";
import type { SocketMessage } from "../foundry/parts/socket.js";
import { RUNS } from "./runs.js";
import { P1, P2 } from "../authority/world.js";
import {
  authored,
  differences,
  notOwned,
  send,
  told,
  probeWorld,
  type Hostile,
  type Obj,
} from "./world.js";
import { honestDamage, storedRoll } from "./cards.js";
import { MESSAGE_REQUESTS } from "./actions.js";
import { RECOVERY_KINDS } from "../../src/rulesets/ruleset.js";

let h: Hostile;
let forgedIds: string[] = [];
beforeAll(async () => {
  h = await probeWorld();
  const forged = await authored(P1, { card: { ...honestDamage(h, 12), total: 9999 } }, [
    storedRoll("2d6", 6, [6, 6]),
  ]);
  const power = await authored(P2, { power: { rows: [], actorUuid: h.zed.uuid } });
  forgedIds = [forged.id, power.id];
});

const KINDS = [
  ...MESSAGE_REQUESTS,
  "power.use",
  "heroGift",
  "actor.health",
  "actor.recover",
  "actor.condition",
  "chase.roll",
  "chase.heroReroll",
] as const;

/** A payload of the kind's shape, each field drawn from what an attacker can name. */
function payload(kind: (typeof KINDS)[number]): fc.Arbitrary<Obj> {
  const uuid = fc.constantFrom(...h.uuids);
  const uuids = fc.array(uuid, { minLength: 1, maxLength: 4 });
  const message = fc.constantFrom(...h.messageIds, ...forgedIds, "nosuchmessage000");
  const index = fc.oneof(fc.nat(3), fc.constant(100));
  const combatant = fc.constantFrom(...h.combat.combatants.map((c) => c.id), "nosuchcombatant0");
  const chase = fc.record({
    chaseId: fc.constantFrom(h.chaseId, "nosuchchase00000"),
    participantId: fc.constantFrom(...h.participantIds, "nosuchrunner0000"),
    round: fc.constantFrom(1, 2, 0),
  });
  switch (kind) {
    case "card.apply":
      return fc.record(
        {
          messageId: message,
          mode: fc.constantFrom("damage", "half", "heal"),
          to: fc.constantFrom("targets", "selected"),
          actorUuids: uuids,
          scales: fc.array(fc.constantFrom("half", "double", "full"), { maxLength: 2 }),
        },
        { requiredKeys: ["messageId", "mode", "to", "actorUuids"] },
      );
    case "card.heal":
      return fc.record(
        {
          messageId: message,
          to: fc.constantFrom("targets", "selected"),
          actorUuids: uuids,
          confirmed: fc.boolean(),
        },
        { requiredKeys: ["messageId", "to", "actorUuids"] },
      );
    case "card.undo":
      return fc.record({ messageId: message, row: index, confirmed: fc.boolean() });
    case "card.evade":
      return fc.record({ messageId: message, actorUuids: uuids });
    case "card.heroDie":
      return fc.record({ messageId: message });
    case "card.resist":
    case "power.resist":
      return fc.record({ messageId: message, [kind === "card.resist" ? "index" : "row"]: index });
    case "card.opposedReroll":
      return fc.record({ messageId: message, index, side: fc.constantFrom("actor", "resister") });
    case "attack.deflect":
      return fc.record({ messageId: message, actorUuid: uuid });
    case "power.negate":
      return fc.record({ damageMessageId: message, actorUuid: uuid });
    case "power.use":
      return fc.record({
        actorUuid: uuid,
        itemId: fc.constantFrom(h.blasterId, h.saberId, ...h.uuids),
        targetUuids: uuids,
        modifier: fc.integer({ min: -20, max: 20 }),
        dc: fc.integer({ min: 1, max: 40 }),
      });
    case "heroGift":
      return fc.record({ fromUuid: uuid, toUuid: uuid });
    case "actor.health":
      return fc.record({
        actorUuid: uuid,
        op: fc.constantFrom("damage", "heal"),
        amount: fc.oneof(fc.nat(30), fc.constant(10_000)),
        options: fc.record(
          {
            type: fc.constantFrom("energy", "kinetic", "ion"),
            ignoreArmor: fc.boolean(),
            hit: fc.boolean(),
          },
          { requiredKeys: [] },
        ),
      });
    case "actor.recover":
      return fc.record({
        actorUuid: uuid,
        kind: fc.constantFrom(...RECOVERY_KINDS),
      });
    case "actor.condition":
      return fc.record({
        actorUuid: uuid,
        status: fc.constantFrom(
          "unconscious",
          "dying",
          "dead",
          "defeated",
          "prone",
          "lostLimb",
          "battlemind",
        ),
        active: fc.boolean(),
      });
    case "combat.daringReroll":
      return fc.record({ messageId: message, combatantId: combatant });
    default:
      return chase;
  }
}

/** Bad values a console can put in any field. */
const junk = fc.constantFrom<unknown>(
  NaN,
  Infinity,
  -1,
  2 ** 53,
  1.5,
  "",
  "x".repeat(1_000_000),
  "<img src=x onerror=alert(1)>",
  null,
  [],
  {},
  ["Actor.x", 7],
  { $ne: null },
  true,
);

/** The payload as sent: as built, or with a field changed, dropped, added, or `__proto__`. */
function mutated(base: Obj): fc.Arbitrary<[string, unknown]> {
  const keys = Object.keys(base);
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant<[string, unknown]>(["as built", base]) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...keys), junk)
        .map(([k, v]) => [`${k} junk`, { ...base, [k]: v }] as [string, unknown]),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...keys).map((k) => {
        const { [k]: _dropped, ...rest } = base;
        return [`no ${k}`, rest] as [string, unknown];
      }),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<[string, unknown]>(
        ["total added", { ...base, total: 9999 }],
        ["__proto__", JSON.parse(`{"__proto__": {"isGM": true}, ${JSON.stringify(base).slice(1)}`)],
        ["not an object", JSON.stringify(base)],
        ["null", null],
        ["sender named", { ...base, userId: "gm00000000000000", senderId: "gm00000000000000" }],
      ),
    },
  );
}

const request = fc
  .constantFrom(...KINDS)
  .chain((kind) => fc.tuple(fc.constant(kind), payload(kind).chain(mutated)));

/** The GM's reply to the request of `id`, if it sent one. */
function replyTo(id: string): Obj | null {
  const sent = h.glue.socket.sent as SocketMessage[];
  const reply = sent.find(
    (m) => (m.data as Obj).authority === "reply" && (m.data as Obj).id === id,
  );
  return (reply?.data as Obj | undefined) ?? null;
}

describe("hostile probe: every request kind, forged payloads", () => {
  it(`${RUNS.requests} generated requests change nothing of another's`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(P1, P2), request, async (sender, [kind, [how, data]]) => {
        const before = notOwned(h, sender, false);
        const count = messages.length;
        const toldBefore = told(h);
        const id = foundry.utils.randomID(16);
        await send(h, sender, kind, data, id);
        const changed = differences(before, notOwned(h, sender, false));
        expect(changed.length, `${kind} (${how}) changed: ${changed.join("; ")}`).toBe(0);
        const reply = replyTo(id);
        if (reply?.ok === true) return;
        expect(
          told(h).refusals,
          `${kind} (${how}) refused without a logged reason`,
        ).toBeGreaterThan(toldBefore.refusals);
        expect(reply?.reason ?? "", `${kind} (${how}) refused without a reason`).toMatch(
          /^HOLOCRON\./,
        );
        // A refusal posts nothing to chat (no wall of cards from a console).
        expect(messages.length, `${kind} (${how}) refused, yet posted`).toBe(count);
      }),
      { numRuns: RUNS.requests, seed: 26_002, endOnFailure: true },
    );
  });
});
