// @vitest-environment happy-dom
// When a combat ends, the active GM's client whispers the GMs the fight added up, from the
// ledger's rows (the store is mocked: the other half of the ledger writes it) and the d20s of the
// chat cards the GM trusts; the card's buttons open the summary and the replay.
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { LedgerRow } from "../../../src/rules/ledger/row.js";
import { setupCombatWorld, makeActor, makeCombat, d20System, flush } from "../../combat/world.js";
import { hp, row, status } from "../../rules/ledger/fight-rows.js";
import { checkCard } from "./fight-world.js";
import { actAs } from "../../foundry/parts/users.js";
import { messages } from "../../foundry/parts/chat.js";
import { readSummaryCard } from "../../../src/applications/ledger/summary-context.js";
import { summaryCardOf } from "../../../src/applications/ledger/summary-card.js";

const store = vi.hoisted(() => ({ rows: [] as LedgerRow[] }));
vi.mock("../../../src/documents/ledger/home.js", () => ({
  allLedgerRows: () => store.rows,
  ledgerRowsOf: (uuid: string) => store.rows.filter((r) => r.actorUuid === uuid),
}));
const opened = vi.hoisted(() => ({ summary: vi.fn(), replay: vi.fn() }));
vi.mock("../../../src/applications/ledger/summary-window.js", () => ({
  openCombatSummary: opened.summary,
}));
vi.mock("../../../src/applications/ledger/replay-window.js", () => ({
  openCombatReplay: opened.replay,
}));

const GM = "gm00000000000000";
const P1 = "player1000000000";

async function fought() {
  const { env } = await setupCombatWorld("m20");
  const kara = makeActor("Kara", "m20Character", d20System({ hp: 20 }));
  kara._source.ownership = { [P1]: 3 };
  const thug = makeActor("Thug", "m20Npc", d20System({ hp: 12 }));
  const { combat } = makeCombat([kara, thug]);
  combat.turns = [...combat.combatants];
  await combat.startCombat();
  await combat.nextRound();
  Object.assign(combat, {
    flags: { holocron: { prediction: { winChance: 0.8, rounds: 3, interval: [0.75, 0.85] } } },
  });
  const at = (round: number) => ({ id: combat.id, round, turn: 0 });
  store.rows = [
    row({
      actor: kara.id,
      combat: at(1),
      cause: { kind: "power", label: "Force Push" },
      changes: [hp(20, 16)],
    }),
    row({
      actor: thug.id,
      combat: at(1),
      cause: { sourceActorUuid: kara.uuid },
      changes: [hp(12, 4)],
    }),
    row({
      actor: thug.id,
      combat: at(2),
      cause: { sourceActorUuid: kara.uuid },
      changes: [hp(4, 0), status("unconscious", true)],
    }),
  ].reverse();
  const ChatMessage = env.extra.ChatMessage as { create(d: object): Promise<unknown> };
  await ChatMessage.create({ flags: { holocron: { card: checkCard(kara.uuid, 20) } } });
  await ChatMessage.create({ flags: { holocron: { card: checkCard(kara.uuid, 1) } } });
  return { env, kara, thug, combat };
}

const summaryMessages = () =>
  messages.filter((m) => m.flags.holocron && "combatSummary" in (m.flags.holocron as object));

beforeEach(() => {
  opened.summary.mockClear();
  opened.replay.mockClear();
});

describe("the combat summary card", () => {
  it("ending the combat whispers the GMs the fight added up, with the prediction beside it", async () => {
    const { kara, thug, combat } = await fought();
    await combat.delete();
    await vi.waitFor(() => expect(summaryMessages()).toHaveLength(1));
    const message = summaryMessages()[0]!;
    expect(message.whisper).toEqual([GM]);
    const card = readSummaryCard(
      (message.flags.holocron as Record<string, unknown>).combatSummary,
    )!;
    expect(card.prediction).toEqual({ winChance: 0.8, rounds: 3, interval: [0.75, 0.85] });
    expect(card.turnNames).toEqual(["Kara", "Thug"]);
    const [k, t] = card.summary.combatants;
    expect([k!.actorUuid, k!.side, k!.damageDealt, k!.hpPaid, k!.natural20s, k!.natural1s]).toEqual(
      [kara.uuid, "party", 12, 4, 1, 1],
    );
    expect([t!.actorUuid, t!.side, t!.damageTaken, t!.downed, t!.roundsSurvived]).toEqual([
      thug.uuid,
      "foes",
      12,
      1,
      1,
    ]);
    expect(card.summary.outcome).toBe("party");
    expect(message.content).toContain("HOLOCRON.CombatSummary.Lead.as");
    // The figures' parts, kept beside them, and the ruleset the combatants' actors tell.
    expect(card.ruleset).toBe("m20");
    expect(k!.parts!.damageDealt).toEqual([
      { round: 1, who: "Thug", value: 8 },
      { round: 2, who: "Thug", value: 4 },
    ]);
    expect(message.content).toContain("holocron-breakdown__pop");
  });

  it("its buttons open the summary and the replay on the GM's click; a player sees none", async () => {
    const { combat } = await fought();
    await combat.delete();
    await vi.waitFor(() => expect(summaryMessages()).toHaveLength(1));
    const message = summaryMessages()[0]!;
    const html = await message.renderHTML();
    html.querySelector<HTMLElement>('[data-action="ledgerOpenSummary"]')!.click();
    await vi.waitFor(() => expect(opened.summary).toHaveBeenCalledTimes(1));
    html.querySelector<HTMLElement>('[data-action="ledgerOpenReplay"]')!.click();
    await vi.waitFor(() => expect(opened.replay).toHaveBeenCalledTimes(1));
    expect(opened.summary.mock.calls[0]![0].summary.combatId).toBe(combat.id);
    actAs(P1);
    const seen = await message.renderHTML();
    expect(seen.querySelectorAll("[data-action]")).toHaveLength(0);
  });

  it("a player's client posts nothing; a combat never begun, with no rows, has no card", async () => {
    const { combat } = await fought();
    actAs(P1);
    await combat.delete();
    await flush();
    expect(summaryMessages()).toHaveLength(0);
    const fresh = { id: "c0", round: 0, turns: [] };
    expect(
      summaryCardOf(fresh, store.rows, [], { now: 0, since: null, prediction: undefined }),
    ).toBeNull();
  });

  it("a prediction that does not read is left out; rolls before the combat began are not its", () => {
    const combat = {
      id: "c1",
      round: 1,
      turns: [{ name: "Kara", actor: { uuid: "Actor.kara", name: "Kara", hasPlayerOwner: true } }],
    };
    const rows = [row({ actor: "kara", time: 100, changes: [hp(3, 2)] })];
    const cards = [
      { card: checkCard("Actor.kara", 20) as never, time: 50 },
      { card: checkCard("Actor.kara", 1) as never, time: 150 },
    ];
    const card = summaryCardOf(combat, rows, cards, {
      now: 200,
      since: null,
      prediction: { winChance: 2 },
    })!;
    expect(card.prediction).toBeNull();
    expect([card.summary.combatants[0]!.natural20s, card.summary.combatants[0]!.natural1s]).toEqual(
      [0, 1],
    );
    const since = summaryCardOf(combat, rows, cards, {
      now: 200,
      since: 0,
      prediction: undefined,
    })!;
    expect(since.summary.combatants[0]!.natural20s).toBe(1);
  });
});
