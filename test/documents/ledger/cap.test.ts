// The cap: a live page keeps at most LIVE_CAP rows; the oldest move to archive pages of at most
// ARCHIVE_CAP rows in the same write, read back by the same functions. A 10,000-row actor works.
import { beforeEach, describe, expect, it } from "vitest";
import { installFoundry } from "../../foundry/index.js";
import { actAs } from "../../foundry/parts/users.js";
import { journalWrites } from "../../foundry/parts/journal.js";
import { GM } from "../../authority/world.js";
import { sampleRows } from "./sample-rows.js";
import {
  ARCHIVE_CAP,
  LIVE_CAP,
  lastRecorded,
  writeRows,
} from "../../../src/documents/ledger/write.js";
import { ledgerPages, ledgerRowsOf, pageRows } from "../../../src/documents/ledger/store.js";

const KARA = "Actor.kara0000000000";

beforeEach(() => {
  installFoundry();
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
    expect(parts).toEqual([0, 1, 2, 3, 4, 5]);
    expect(pageRows(pages[0]!).length).toBeLessThanOrEqual(LIVE_CAP);
    for (const page of pages.slice(1))
      expect(pageRows(page).length).toBeLessThanOrEqual(ARCHIVE_CAP);
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
