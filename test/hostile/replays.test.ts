// Hostile probe, once means once: both players apply the GM's damage card to its targets (what they
// may do: here both players own both targets, as a party shares a companion), in generated schedules of new requests, retries of their own ids after a timeout,
// replays of the other player's ids, and bursts that reach the GM together (a race). Whatever the
// schedule, each target loses the card's total exactly once, one applied card is posted, and every
// other request is refused with a logged reason.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { messages } from "../foundry/parts/chat.js";
import { actAs } from "../foundry/parts/users.js";
import { postDamageCard } from "../applications/chat/fixtures.js";
import { RUNS } from "./runs.js";
import { GM, P1, P2, tick, told, probeWorld, type Hostile, type Obj } from "./world.js";

let h: Hostile;
beforeAll(async () => {
  h = await probeWorld();
  // A player applies the GM's card only to a target they own (apply-requests.ts): both players
  // own both targets, so every schedule is about retries and races, not about who may apply.
  actAs(GM);
  for (const actor of [h.thug, h.ace]) {
    await actor.update({ ownership: { default: 0, [P1]: 3, [P2]: 3 } } as never);
  }
});

const health = (actor: unknown) =>
  ((actor as { system: Obj }).system.health as { value: number }).value;

interface Step {
  sender: string;
  /** A new id, or the id of an earlier step (a retry when the same sender, else a replay). */
  reuse: number | null;
  /** Whether the GM receives what is queued before this step is sent (else they arrive together). */
  deliverFirst: boolean;
  /** The targets asked for. */
  targets: ("thug" | "ace")[];
}

const step: fc.Arbitrary<Step> = fc.record({
  sender: fc.constantFrom(P1, P2),
  reuse: fc.option(fc.nat(5), { nil: null }),
  deliverFirst: fc.boolean(),
  targets: fc.subarray(["thug", "ace"] as const, { minLength: 1 }),
});

async function deliverAll(): Promise<void> {
  actAs(GM);
  await h.glue.socket.deliver();
  // The replies go back to the players (their clients ignore what is not theirs).
  await h.glue.socket.deliver();
}

describe("hostile probe: retries, replays and races on one card", () => {
  it(`${RUNS.replays} generated schedules apply each target exactly once`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 3 }),
        fc.array(step, { minLength: 2, maxLength: 6 }),
        async (total, steps) => {
          actAs(GM);
          await h.thug.update({ "system.health.value": 20 } as never);
          await h.ace.update({ "system.health.value": 12 } as never);
          const card = await postDamageCard({
            ruleset: "starWorlds",
            damageType: "kinetic",
            total,
            targets: [
              { uuid: h.thug.uuid, name: "Thug", ac: null },
              { uuid: h.ace.uuid, name: "Ace", ac: null },
            ],
          });
          const start = { thug: health(h.thug), ace: health(h.ace) };
          const count = messages.length;
          const ids: string[] = [];
          const senders: string[] = [];
          let replays = 0;
          const asked = new Set<string>();
          const toldBefore = told(h).refusals;
          for (const s of steps) {
            if (s.deliverFirst) await deliverAll();
            const id =
              s.reuse !== null && ids[s.reuse] ? ids[s.reuse]! : foundry.utils.randomID(16);
            // Only a new id is a new request: a repeated one is answered again or refused.
            if (!ids.includes(id)) for (const t of s.targets) asked.add(t);
            else if (senders[ids.indexOf(id)] !== s.sender) replays++;
            ids.push(id);
            senders.push(s.sender);
            tick();
            actAs(s.sender);
            h.glue.socket.emit("system.holocron", {
              authority: "request",
              id,
              kind: "card.apply",
              payload: {
                messageId: card.id,
                mode: "damage",
                to: "targets",
                actorUuids: s.targets.map((t) => h[t].uuid),
              },
            });
          }
          await deliverAll();
          const expected = {
            thug: start.thug - (asked.has("thug") ? total : 0),
            ace: start.ace - (asked.has("ace") ? total : 0),
          };
          const name = JSON.stringify(steps);
          expect({ thug: health(h.thug), ace: health(h.ace) }, name).toEqual(expected);
          const applied = messages
            .slice(count)
            .filter((m) => m.author.isGM && (m.flags.holocron as Obj | undefined)?.card);
          const rows = applied.flatMap(
            (m) => ((m.flags.holocron as { card: { rows?: unknown[] } }).card.rows ?? []).length,
          );
          // One applied row per target asked for, however many requests reached the GM.
          expect(
            rows.reduce((a, b) => a + b, 0),
            name,
          ).toBe(asked.size);
          // Another player's id sent again is refused, with the reason on the GM's console.
          expect(told(h).refusals - toldBefore, name).toBeGreaterThanOrEqual(replays);
        },
      ),
      { numRuns: RUNS.replays, seed: 26_005, endOnFailure: true },
    );
  });
});
