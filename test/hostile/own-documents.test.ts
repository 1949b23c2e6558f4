// Hostile probe, the attacker's own documents: Player One writes extreme values into the actors
// and items they own (HP 999, level 10, Hero Points 12, stats and bonuses of 10,000, formulas of
// 100d100, HTML and script in every name), then rolls, asks and clicks with them through the
// system's own actions; and writes enricher text into a journal and clicks it. Rolling and asking
// change nothing of another's; a card from an enricher is never applied to another; and every name
// the GM's client puts into HTML (its chat cards, its flavors, the notifications) is escaped.
// Applying a verified card of a self-edited weapon and gifting self-written Hero Points are the
// attacks pinned in found.test.ts; they are not repeated here.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { messages } from "../foundry/parts/chat.js";
import type { Notice } from "../foundry/parts/ui.js";
import { actAs } from "../foundry/parts/users.js";
import { RUNS } from "./runs.js";
import { GM, P1, P2 } from "../authority/world.js";
import { differences, notOwned, send, told, probeWorld, type Hostile } from "./world.js";
import type { HolocronActor } from "../../src/documents/actor.js";

let h: Hostile;
beforeAll(async () => {
  h = await probeWorld();
  const users = h.glue.env.game.users as {
    get(id: string): { targets: Set<unknown>; character?: unknown };
  };
  users.get(P1).targets = new Set([
    { actor: h.thug, name: "Thug" },
    { actor: h.zed, name: "Zed" },
  ]);
  // An enricher rolls for the user's own character (no token is selected).
  users.get(P1).character = h.ace;
});

const XSS = [
  `<img src=x onerror="alert(1)">`,
  `<script>alert(1)</script>`,
  `"><svg onload=alert(1)>`,
  `{{constructor.constructor('alert(1)')()}}`,
  `[[/damage 100d100]]`,
];
/** Markup that must never reach the GM's HTML as markup. */
const RAW = /<img src=x|<script>|<svg onload/;

type Edit = [string, (h: Hostile) => Promise<unknown>];
const asP1 = async (run: () => Promise<unknown>) => {
  actAs(P1);
  try {
    return await run();
  } catch {
    // The data model refuses some values: that is a refusal too, and nothing else changes.
    return null;
  } finally {
    actAs(GM);
  }
};
const kaelSaber = (h: Hostile) => h.kael.items.get(h.saberId)!;
const aceBlaster = (h: Hostile) => (h.ace as HolocronActor).items.get(h.blasterId)!;

function edits(): fc.Arbitrary<Edit[]> {
  const name = fc.constantFrom(...XSS);
  return fc
    .subarray(
      [
        ["HP 999", (h) => asP1(() => h.ace.update({ "system.health.value": 999 } as never))],
        ["Kael HP 999", (h) => asP1(() => h.kael.update({ "system.health.value": 999 } as never))],
        ["level 10", (h) => asP1(() => h.kael.update({ "system.level": 10 } as never))],
        ["Ace level 10", (h) => asP1(() => h.ace.update({ "system.level": 10 } as never))],
        ["stats 10,000", (h) => asP1(() => h.kael.update({ "system.stats.str": 10_000 } as never))],
        [
          "attack +10,000",
          (h) => asP1(() => kaelSaber(h).update({ "system.attackBonus": 10_000 } as never)),
        ],
        [
          "Daring 10,000",
          (h) => asP1(() => h.ace.update({ "system.attributes.daring": 10_000 } as never)),
        ],
      ] as Edit[],
      { minLength: 1 },
    )
    .chain((picked) =>
      fc.tuple(name, name).map(([actorName, itemName]) => [
        ...picked,
        [
          `names ${actorName}`,
          (h: Hostile) => asP1(() => h.ace.update({ name: actorName } as never)),
        ],
        [
          `Kael ${actorName}`,
          (h: Hostile) => asP1(() => h.kael.update({ name: actorName } as never)),
        ],
        [
          `items ${itemName}`,
          async (h: Hostile) => {
            await asP1(() => aceBlaster(h).update({ name: itemName } as never));
            return asP1(() => kaelSaber(h).update({ name: itemName } as never));
          },
        ],
      ]),
    );
}

type Use = [string, (h: Hostile) => Promise<unknown>];
const actions = async () => import("../../src/cards/roll/actions.js");
const uses: Use[] = [
  ["attack", async (h) => asP1(async () => (await actions()).rollAttack(h.kael, h.saberId))],
  ["damage", async (h) => asP1(async () => (await actions()).rollDamage(h.kael, h.saberId))],
  ["Ace's damage", async (h) => asP1(async () => (await actions()).rollDamage(h.ace, h.blasterId))],
  [
    "a stat",
    async (h) => asP1(async () => (await actions()).rollStat(h.kael, "str", { fast: true })),
  ],
  [
    "Daring",
    async (h) => asP1(async () => (await actions()).rollStat(h.ace, "daring", { fast: true })),
  ],
  ["a gift to Zed", (h) => send(h, P1, "heroGift", { fromUuid: h.ace.uuid, toUuid: h.zed.uuid })],
  [
    "a heal of 999",
    (h) =>
      send(h, P1, "actor.health", { actorUuid: h.ace.uuid, op: "heal", amount: 999, options: {} }),
  ],
  ["a week's rest", (h) => send(h, P1, "actor.recover", { actorUuid: h.kael.uuid, kind: "week" })],
  [
    "a power on Thug",
    (h) =>
      send(h, P1, "power.use", {
        actorUuid: h.kael.uuid,
        itemId: h.saberId,
        targetUuids: [h.thug.uuid],
        modifier: 20,
        dc: 40,
      }),
  ],
];

/** Every name the GM's client wrote into HTML since `count` messages, and every notification. */
function rawMarkup(count: number, noticesFrom: number): string[] {
  const found: string[] = [];
  for (const m of messages.slice(count)) {
    if (!m.author.isGM) continue;
    for (const html of [m.content, m.flavor]) if (RAW.test(html)) found.push(html.slice(0, 200));
  }
  const notices = (h.glue.env.ui.notifications as { notices: Notice[] }).notices;
  for (const n of notices.slice(noticesFrom)) if (RAW.test(n.message)) found.push(n.message);
  return found;
}

/** Whatever the card, the other actors it could reach get nothing: Apply and Heal by all three. */
async function applyEverywhere(messageId: string): Promise<void> {
  const { execute } = await import("../../src/authority/channel.js");
  const uuids = [h.thug.uuid, h.zed.uuid, h.mook.uuid];
  for (const mode of ["damage", "half", "heal"]) {
    const payload = { messageId, mode, to: "targets", actorUuids: uuids };
    await send(h, P1, "card.apply", payload);
    await send(h, P2, "card.apply", payload);
    await execute("card.apply", payload, { id: GM, name: "Gamemaster", isGM: true });
  }
  // A heal enricher's card is a heal card: its own request, from everyone.
  const heal = { messageId, to: "targets", actorUuids: uuids };
  await send(h, P1, "card.heal", heal);
  await send(h, P2, "card.heal", heal);
  await execute("card.heal", heal, { id: GM, name: "Gamemaster", isGM: true });
}

describe("hostile probe: the attacker's own documents at extreme values", () => {
  it(`${RUNS.ownDocuments} generated edits and uses change nothing of another's`, async () => {
    let postings = 0;
    await fc.assert(
      fc.asyncProperty(edits(), fc.constantFrom(...uses), async (picked, [what, use]) => {
        for (const [, edit] of picked) await edit(h);
        const before = notOwned(h, P1, false);
        const count = messages.length;
        const noticesFrom = (h.glue.env.ui.notifications as { notices: Notice[] }).notices.length;
        const posted = messages.length;
        await use(h);
        if (messages.length > posted) postings++;
        await new Promise((resolve) => setTimeout(resolve, 0));
        const changed = differences(before, notOwned(h, P1, false));
        const name = `${picked.map(([n]) => n).join(", ")} → ${what}`;
        expect(changed.length, `${name} changed: ${changed.join("; ")}`).toBe(0);
        expect(rawMarkup(count, noticesFrom), `${name}: raw markup`).toEqual([]);
      }),
      { numRuns: RUNS.ownDocuments, seed: 26_003, endOnFailure: true },
    );
    expect(postings).toBeGreaterThan(RUNS.ownDocuments / 3);
  });
});

/** Journal text: prose, HTML and enrichers of every command with hostile arguments. */
const journal = fc
  .array(
    fc.oneof(
      fc.constantFrom(...XSS, "The droid waits.", "<p>Bay 7</p>"),
      fc
        .tuple(
          fc.constantFrom("damage", "heal"),
          fc.constantFrom("100d100", "10000", "1d6+9999", "2d6 energy", "1d4 ion", "-5", "0"),
          fc.constantFrom("", `{${XSS[0]}}`, "{Heal all}"),
        )
        .map(([command, args, label]) => `[[/${command} ${args}]]${label}`),
    ),
    { minLength: 1, maxLength: 4 },
  )
  .map((parts) => parts.join(" "));

describe("hostile probe: enricher text a player writes in a journal", () => {
  it(`${RUNS.enrichers} generated journals: a click posts a card nothing is applied from`, async () => {
    const { enrichers } = await import("../../src/rules/index.js");
    const { runEnricher } = await import("../../src/applications/enrichers/enricher-actions.js");
    let cards = 0;
    await fc.assert(
      fc.asyncProperty(journal, async (text) => {
        const before = notOwned(h, P1, false);
        const noticesFrom = (h.glue.env.ui.notifications as { notices: Notice[] }).notices.length;
        const count = messages.length;
        for (const match of enrichers.scanEnrichers(text)) {
          if (!match.parsed.ok) continue;
          const posted = messages.length;
          await asP1(() =>
            runEnricher(match.parsed.ok ? match.parsed.enricher : (null as never), { fast: true }),
          );
          await new Promise((resolve) => setTimeout(resolve, 0));
          const card = messages.slice(posted).find((m) => !m.author.isGM);
          const refusals = told(h).refusals;
          if (card) cards++;
          if (card) await applyEverywhere(card.id);
          if (card)
            expect(told(h).refusals, `${text}: refused with a reason`).toBeGreaterThan(refusals);
        }
        const changed = differences(before, notOwned(h, P1, false));
        expect(changed.length, `${text} changed: ${changed.join("; ")}`).toBe(0);
        expect(rawMarkup(count, noticesFrom), `${text}: raw markup`).toEqual([]);
      }),
      { numRuns: RUNS.enrichers, seed: 26_004, endOnFailure: true },
    );
    // The journals' enrichers did post cards (the probe is not vacuous).
    expect(cards).toBeGreaterThan(RUNS.enrichers / 2);
  });
});
