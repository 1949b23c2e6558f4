// The ledger's one write: the journal made the first time, a live page per actor holding its rows
// and `last`, OBSERVER for the actor's owners. The cap: a live page keeps at most LIVE_CAP rows; the
// oldest move to archive pages of at most ARCHIVE_CAP rows in the same write, read back by the same
// functions. A 10,000-row actor works.
import { beforeEach, describe, expect, it } from "vitest";
import { installFoundry } from "../../foundry/index.js";
import { registerSettings } from "../../../src/settings.js";
import { actAs } from "../../foundry/parts/users.js";
import { journalWrites } from "../../foundry/parts/journal.js";
import { GM } from "../../authority/world.js";
import { sampleRows } from "./sample-rows.js";
import {
  ARCHIVE_BYTES,
  ARCHIVE_CAP,
  LIVE_CAP,
  LIVE_KEEP,
  lastRecorded,
  observersOf,
  writeBaselines,
  writeRows,
} from "../../../src/documents/ledger/write.js";
import {
  ledgerJournal,
  ledgerPages,
  ledgerRowsOf,
  pageRows,
} from "../../../src/documents/ledger/home.js";

const KARA = "Actor.kara0000000000";

beforeEach(() => {
  installFoundry();
  // The ledger's home is named in a world setting (src/documents/ledger/home.ts).
  registerSettings();
  actAs(GM);
});

describe("the ledger's cap", () => {
  it("10,000 rows: the live page keeps at most its cap, archives hold the rest, none is lost", async () => {
    const rows = sampleRows(KARA, 10_000);
    for (let i = 0; i < rows.length; i += 400) {
      const batch = rows.slice(i, i + 400).map((row) => ({ row, state: { "health.value": i } }));
      await writeRows(batch);
    }
    const pages = ledgerPages(KARA);
    const parts = pages.map((p) => (p.flags as { holocron: { part: number } }).holocron.part);
    // Parts 0, 1, 2… with none missing: at least the five archives 2,000 rows each would need,
    // more since each also holds at most ARCHIVE_BYTES (these rows weigh about 350 bytes each).
    expect(parts).toEqual(parts.map((_, i) => i));
    expect(parts.length).toBeGreaterThanOrEqual(6);
    expect(pageRows(pages[0]!).length).toBeLessThanOrEqual(LIVE_CAP);
    for (const page of pages.slice(1)) {
      expect(pageRows(page).length).toBeLessThanOrEqual(ARCHIVE_CAP);
      const stored = (page.flags as { holocron: { rows: object } }).holocron.rows;
      expect(JSON.stringify(stored).length).toBeLessThanOrEqual(ARCHIVE_BYTES);
    }
    const all = ledgerRowsOf(KARA);
    expect(all).toHaveLength(10_000);
    expect(all[0]?.id).toBe(rows.at(-1)?.id);
    expect(all.at(-1)?.id).toBe(rows[0]?.id);
    // The live page holds the newest rows; `last` is the state after the newest.
    expect(
      pageRows(pages[0]!)
        .map((r) => r.seq)
        .sort((a, b) => a - b)[0],
    ).toBeGreaterThan(9_000);
    expect(lastRecorded(KARA)).toEqual({ "health.value": 9_600 });
    // Each write: at most one page creation and one update of every page it touched.
    const perWrite = journalWrites.filter((w) => w.what !== "createJournalEntry");
    expect(perWrite.length).toBeLessThanOrEqual(2 * 25);
  });
});

describe("observersOf", () => {
  const cases: [string, Record<string, number> | null, Record<string, number>][] = [
    ["no actor: nobody", null, { default: 0 }],
    ["an owner observes", { [GM]: 3, p1: 3 }, { default: 0, [GM]: 2, p1: 2 }],
    ["an observer or limited user does not", { p1: 2, p2: 1 }, { default: 0, p1: 0, p2: 0 }],
    ["an actor every user owns: every user observes", { default: 3 }, { default: 2 }],
  ];
  it.each(cases)("%s", (_name, ownership, expected) => {
    expect(observersOf(ownership ? { ownership } : null)).toEqual(expected);
  });
});

describe("writeRows", () => {
  it("the first write makes the journal and one live page holding the rows and `last`", async () => {
    const rows = sampleRows(KARA, 3);
    await writeRows(rows.map((row, i) => ({ row, state: { "health.value": i } })));
    expect(journalWrites.map((w) => w.what)).toEqual(["createJournalEntry", "createPages"]);
    expect(ledgerJournal()?.name).toBe("HOLOCRON.Ledger.Journal");
    const pages = ledgerPages(KARA);
    expect(pages.map((p) => p.name)).toEqual(["Kara Venn"]);
    expect(pageRows(pages[0]!).map((r) => r.id)).toEqual(rows.map((r) => r.id));
    expect(lastRecorded(KARA)).toEqual({ "health.value": 2 });
  });

  it("a later write adds its rows to the live page in one update and keeps the journal", async () => {
    const rows = sampleRows(KARA, 4);
    await writeRows([{ row: rows[0]!, state: { a: 1 } }]);
    journalWrites.length = 0;
    await writeRows(rows.slice(1).map((row) => ({ row, state: { a: 2 } })));
    expect(journalWrites.map((w) => w.what)).toEqual(["updatePages"]);
    expect(ledgerPages(KARA)).toHaveLength(1);
    expect(ledgerRowsOf(KARA).map((r) => r.seq)).toEqual([3, 2, 1, 0]);
    expect(lastRecorded(KARA)).toEqual({ a: 2 });
  });

  it("two actors' rows: one creation of both pages", async () => {
    const other = "Actor.zed00000000000";
    await writeRows([
      { row: sampleRows(KARA, 1)[0]!, state: {} },
      { row: { ...sampleRows(other, 1)[0]!, actorName: "Zed" }, state: {} },
    ]);
    expect(journalWrites.map((w) => w.what)).toEqual(["createJournalEntry", "createPages"]);
    expect(ledgerPages().map((p) => p.name)).toEqual(["Kara Venn", "Zed"]);
  });

  it("past the cap the live page keeps its newest LIVE_KEEP rows, the rest in archive part 1", async () => {
    const rows = sampleRows(KARA, LIVE_CAP + 1);
    await writeRows(rows.slice(0, LIVE_CAP).map((row) => ({ row, state: {} })));
    await writeRows([{ row: rows.at(-1)!, state: {} }]);
    const [live, part1, ...more] = ledgerPages(KARA);
    expect(more).toEqual([]);
    expect(part1?.name).toBe("Kara Venn (1)");
    expect(pageRows(live!)).toHaveLength(LIVE_KEEP);
    expect(pageRows(part1!)).toHaveLength(LIVE_CAP + 1 - LIVE_KEEP);
    expect(Math.min(...pageRows(live!).map((r) => r.seq))).toBe(LIVE_CAP + 1 - LIVE_KEEP);
  });

  it("a first write past the cap is capped too: the newest LIVE_KEEP live, the rest archived", async () => {
    const rows = sampleRows(KARA, LIVE_CAP + 1);
    await writeRows(rows.map((row) => ({ row, state: {} })));
    const [live, part1, ...more] = ledgerPages(KARA);
    expect(more).toEqual([]);
    expect(pageRows(live!)).toHaveLength(LIVE_KEEP);
    expect(pageRows(part1!)).toHaveLength(LIVE_CAP + 1 - LIVE_KEEP);
    expect(Math.min(...pageRows(live!).map((r) => r.seq))).toBe(LIVE_CAP + 1 - LIVE_KEEP);
    expect(ledgerRowsOf(KARA)).toHaveLength(LIVE_CAP + 1);
  });
});

describe("lastRecorded", () => {
  it("is null for an actor with no page", () => {
    expect(lastRecorded(KARA)).toBeNull();
  });

  it("is null when `last` does not read as a state", async () => {
    await writeRows([{ row: sampleRows(KARA, 1)[0]!, state: {} }]);
    const live = ledgerPages(KARA)[0]!;
    await live.update({ "flags.holocron.last": "{not json" } as never);
    expect(lastRecorded(KARA)).toBeNull();
    await live.update({ "flags.holocron.last": "[1]" } as never);
    expect(lastRecorded(KARA)).toBeNull();
    await live.update({ "flags.holocron.last": "3" } as never);
    expect(lastRecorded(KARA)).toBeNull();
  });
});

describe("writeBaselines", () => {
  it("makes one live page per actor, with no rows and its state as `last`", async () => {
    const actor = (uuid: string, name: string) =>
      ({ uuid, name, ownership: { [GM]: 3 } }) as unknown as Actor.Implementation; // the fields read only
    await writeBaselines([
      { actor: actor(KARA, "Kara Venn"), state: { "health.value": 9 } },
      { actor: actor("Actor.zed00000000000", "Zed"), state: {} },
    ]);
    expect(journalWrites.map((w) => w.what)).toEqual(["createJournalEntry", "createPages"]);
    expect(ledgerPages().map((p) => [p.name, pageRows(p).length])).toEqual([
      ["Kara Venn", 0],
      ["Zed", 0],
    ]);
    expect(lastRecorded(KARA)).toEqual({ "health.value": 9 });
    expect(lastRecorded("Actor.zed00000000000")).toEqual({});
  });

  it("writes nothing for no actors beyond the journal", async () => {
    await writeBaselines([]);
    expect(journalWrites.map((w) => w.what)).toEqual(["createJournalEntry"]);
  });
});
