// Hostile probe, forged content: a player writes a message of their own carrying a card or flag of
// any kind (changed from an honest shape by at least one forgery, its dice matching or not, its
// content a copy of a control or a link that looks like one), then the GM clicks any control on
// it, or anyone sends any request about it. Whatever is done, nothing the author does not own
// changes, no GM card is made from it that reaches another's actor, and the GM is told: a refusal
// on its console or a notification, or the card shown to the GM as unverified.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { messages } from "../foundry/parts/chat.js";
import { forgedCard, type Forged } from "./cards.js";
import { actFor, isRelevant, shownUnverified, type Act } from "./actions.js";
import { KNOWN, isKnown } from "./known.js";
import { GM, P1, P2 } from "../authority/world.js";
import { authored, differences, notOwned, told, probeWorld, type Hostile } from "./world.js";
import { RUNS } from "./runs.js";

let h: Hostile;
const survey = new Map<string, string>();
beforeAll(async () => {
  h = await probeWorld();
});

/** The uuids the attacker owns (what a new GM card may reach). */
function ownedBy(user: string): Set<string> {
  return new Set(user === P1 ? [h.ace.uuid, h.kael.uuid] : []);
}

/** New GM cards since `count` messages: the actors each could reach (targets, rows, resisters). */
function reachOfNewGmCards(count: number): string[] {
  const reach: string[] = [];
  for (const m of messages.slice(count)) {
    if (!m.author.isGM) continue;
    const card = m.getFlag("holocron", "card") as Record<string, unknown> | undefined;
    for (const key of ["targets", "rows", "resisters"]) {
      for (const t of (card?.[key] as { uuid?: string; actorUuid?: string }[] | undefined) ?? []) {
        const uuid = t.uuid ?? t.actorUuid;
        if (uuid) reach.push(uuid);
      }
    }
  }
  return reach;
}

async function probe(author: string, forged: Forged, act: Act) {
  const message = await authored(author, forged.flags, forged.rolls, forged.content);
  // A case acted on by the author (or the GM) may change the author's own documents; one acted on
  // by the other player may change nothing at all of anyone's.
  const attacker = act.user === author || act.user === GM ? author : "nobody0000000000";
  const before = notOwned(h, attacker);
  const count = messages.length;
  const toldBefore = told(h);
  await act.run(h, message);
  await new Promise((resolve) => setTimeout(resolve, 0));
  const changed = differences(before, notOwned(h, attacker, true, count));
  expect(changed.length, `changed of another's: ${changed.join("; ")}`).toBe(0);
  const mine = ownedBy(attacker);
  const reached = reachOfNewGmCards(count).filter((uuid) => !mine.has(uuid));
  expect(reached.length, `a GM card made from it reaches ${reached.join(", ")}`).toBe(0);
  // A control the card does not carry does nothing on it; one it carries is refused or flagged.
  if (!isRelevant(forged.kind, act)) return;
  const now = told(h);
  const refused = now.refusals > toldBefore.refusals || now.notices > toldBefore.notices;
  expect(
    refused || (await shownUnverified(message)),
    "the GM was told nothing: no refusal, no notification, no Unverified line",
  ).toBe(true);
}

describe("hostile probe: forged cards of every kind, clicked and requested", () => {
  it(`${RUNS.forgedCards} generated cases change nothing of another's`, async () => {
    let ran = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(P1, P2),
        forgedCard(h).chain((forged) => fc.tuple(fc.constant(forged), actFor(forged.kind))),
        async (author, [forged, act]) => {
          // The effective attacks found are pinned one by one in found.test.ts.
          if (isKnown(forged, act)) return;
          ran++;
          if (!process.env.HOSTILE_SURVEY) return probe(author, forged, act);
          await probe(author, forged, act).catch((e: Error) => {
            survey.set(
              `${forged.kind} ${act.name}`,
              `${forged.changes.join(", ")}: ${e.message.split("\n").slice(0, 12).join(" ")}`,
            );
          });
        },
      ),
      { numRuns: RUNS.forgedCards, seed: 26_001, endOnFailure: true },
    );
    // Each known attack skips some combinations; with none left, every case runs.
    // HOSTILE_SURVEY=1 lists every failing kind of case instead of stopping at the first.
    for (const [k, v] of survey) console.info(k, "|", v.slice(0, 400));
    expect(ran).toBeGreaterThanOrEqual(RUNS.forgedCards * (1 - KNOWN.length / 10));
  });
});
