// Reading the ledger: the journal found by its flag, an actor's pages live first, a page's rows that
// read as rows (a row edited to nonsense left out), each actor's rows newest first, cached until a
// page is written.
import { beforeEach, describe, expect, it } from "vitest";
import { installFoundry } from "../../foundry/index.js";
import { registerSettings } from "../../../src/settings.js";
import { actAs } from "../../foundry/parts/users.js";
import { GM } from "../../authority/world.js";
import { sampleRows } from "./sample-rows.js";
import { LIVE_CAP, writeRows } from "../../../src/documents/ledger/write.js";
import {
  LEDGER_FORMAT,
  allLedgerRows,
  forgetLedgerPage,
  pageRows,
  ledgerJournal,
  ledgerPages,
  ledgerRowsOf,
} from "../../../src/documents/ledger/home.js";

const ZED = "Actor.zed00000000000";
const KARA = "Actor.kara0000000000";

beforeEach(() => {
  installFoundry();
  // The ledger's home is named in a world setting (src/documents/ledger/home.ts).
  registerSettings();
  actAs(GM);
});

const write = (uuid: string, count: number) =>
  writeRows(sampleRows(uuid, count).map((row) => ({ row, state: {} })));
/** LIVE_CAP + 1 rows in two writes, so the second moves the oldest to an archive. */
async function pastCap(uuid: string) {
  const rows = sampleRows(uuid, LIVE_CAP + 1);
  await writeRows(rows.slice(0, LIVE_CAP).map((row) => ({ row, state: {} })));
  await writeRows([{ row: rows.at(-1)!, state: {} }]);
}

describe("ledgerJournal and ledgerPages", () => {
  it("nothing before the first write", () => {
    expect(ledgerJournal()).toBeNull();
    expect(ledgerPages()).toEqual([]);
    expect(ledgerRowsOf(KARA)).toEqual([]);
    expect(allLedgerRows()).toEqual([]);
  });

  it("the journal is the one flagged with the ledger's format; another journal is not it", async () => {
    await JournalEntry.implementation.create({ name: "Notes" } as never);
    expect(ledgerJournal()).toBeNull();
    await write(KARA, 1);
    const journal = ledgerJournal();
    expect((journal?.flags as { holocron: unknown }).holocron).toEqual({ ledger: LEDGER_FORMAT });
  });

  it("an actor's pages, live page first; every actor's when none is named", async () => {
    await pastCap(KARA);
    await write(ZED, 1);
    const parts = (uuid?: string) =>
      ledgerPages(uuid).map((p) => (p.flags as { holocron: { part: number } }).holocron.part);
    expect(parts(KARA)).toEqual([0, 1]);
    expect(parts(ZED)).toEqual([0]);
    expect(parts()).toEqual([0, 0, 1]);
  });
});

describe("pageRows", () => {
  const good = sampleRows(KARA, 2);
  const cases: [string, Record<string, unknown>, string[]][] = [
    ["no holocron flags", {}, []],
    ["rows not a record", { holocron: { rows: [good[0]] } }, []],
    [
      "rows that read",
      { holocron: { rows: { a: good[0], b: good[1] } } },
      [good[0]!.id, good[1]!.id],
    ],
    [
      "a row edited to nonsense is left out",
      { holocron: { rows: { a: good[0], b: { ...good[1], seq: "x" }, c: 7 } } },
      [good[0]!.id],
    ],
  ];
  it.each(cases)("%s", (_name, flags, ids) => {
    expect(pageRows({ flags }).map((r) => r.id)).toEqual(ids);
  });

  it("a page read twice unchanged is the same list; a row added is read again", () => {
    const rows: Record<string, unknown> = { a: good[0] };
    const page = { flags: { holocron: { rows } } };
    const first = pageRows(page);
    expect(pageRows(page)).toBe(first);
    rows.b = good[1];
    expect(pageRows(page).map((r) => r.id)).toEqual([good[0]!.id, good[1]!.id]);
  });
});

describe("ledgerRowsOf and allLedgerRows", () => {
  it("an actor's rows across its pages, newest first", async () => {
    await pastCap(KARA);
    const rows = ledgerRowsOf(KARA);
    expect(rows).toHaveLength(LIVE_CAP + 1);
    expect(rows[0]?.seq).toBe(LIVE_CAP);
    expect(rows.at(-1)?.seq).toBe(0);
  });

  it("each call is a copy: sorting or cutting it leaves the next read whole", async () => {
    await write(KARA, 3);
    ledgerRowsOf(KARA).length = 0;
    expect(ledgerRowsOf(KARA).map((r) => r.seq)).toEqual([2, 1, 0]);
  });

  it("every actor's rows, newest first", async () => {
    await writeRows([
      { row: { ...sampleRows(KARA, 1)[0]!, id: "k", time: 1 }, state: {} },
      { row: { ...sampleRows(ZED, 1)[0]!, id: "z", time: 2 }, state: {} },
    ]);
    expect(allLedgerRows().map((r) => r.id)).toEqual(["z", "k"]);
  });

  it("a page forgotten is read again", () => {
    const rows: Record<string, unknown> = { a: sampleRows(KARA, 1)[0] };
    const page = { flags: { holocron: { rows } } };
    const first = pageRows(page);
    forgetLedgerPage(page);
    const again = pageRows(page);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
