// Hostile probe, what a row says: Player One's own writes claim a cause they did not have (a level
// taken, a dying check, an enricher, a label of their choosing); an edit made while no GM was
// connected, to a character the ledger has no page of yet; names typed to be formulas in the GM's
// spreadsheet or HTML in the GM's Markdown viewer; rows big enough to make one huge page. A row's
// cause is what the GM's client saw, nothing is lost, the exports are inert, every page is bounded.
import { describe, expect, it } from "vitest";
import { brief, rowsOf, settle, withLedgerTable } from "../documents/ledger/world.js";
import { GM, P1, type Table } from "../authority/world.js";
import { actAs } from "../foundry/parts/users.js";
import { sampleRows } from "../documents/ledger/sample-rows.js";
import { stopRecording } from "../../src/documents/ledger/record.js";
import { causeOptions } from "../../src/documents/ledger/play-state.js";
import { becomeRecorder } from "../../src/documents/ledger/offline.js";
import { allLedgerRows, ledgerPages, pageRows } from "../../src/documents/ledger/home.js";
import { ARCHIVE_BYTES, writeRows } from "../../src/documents/ledger/write.js";
import { saveRows } from "../../src/applications/ledger/export-file.js";
import type { LedgerCauseKind } from "../../src/rules/ledger/row.js";

let t: Table;
withLedgerTable((table) => (t = table));

describe("a cause a player's write claims", () => {
  const claims: [LedgerCauseKind, string][] = [
    ["levelUp", "Level 20 by the GM's leave"],
    ["dyingCheck", "Rolled 20 against DC 20"],
    ["enricher", "Open the door"],
    ["sheet", "Healed by the Gamemaster"],
  ];
  it.each(claims)("%s (%s) is recorded as their own sheet edit", async (kind, label) => {
    actAs(P1);
    await t.ace.update(
      { "system.heroPoints.value": 9 } as never,
      causeOptions(kind, label) as never,
    );
    await settle();
    const [row] = await rowsOf(t.ace);
    expect(row).toMatchObject({ userId: P1, userName: "Player One", cause: { kind: "sheet" } });
    expect(row?.cause).toEqual({ kind: "sheet" });
  });
});

describe("names typed past what a row keeps", () => {
  it("an item or status named at length does not hide the edit it rides with", async () => {
    actAs(P1);
    await t.ace.update({ "system.heroPoints.value": 8 } as never);
    await t.ace.createEmbeddedDocuments("Item", [
      { name: "x".repeat(5000), type: "gear" },
    ] as never);
    await t.ace.createEmbeddedDocuments("ActiveEffect", [
      { name: "Hidden", statuses: ["s".repeat(5000)] },
    ] as never);
    await settle();
    const changes = (await rowsOf(t.ace)).flatMap((r) => r.changes.map((c) => c.field));
    expect(changes).toContain("heroPoints.value");
    expect(changes.some((f) => f.startsWith("item:"))).toBe(true);
    expect(changes.some((f) => f.startsWith("status:s"))).toBe(true);
  });
});

/** No GM connected: the GM's client stops recording and leaves; `run` acts; the GM comes back. */
async function withNoGm(run: () => Promise<void>): Promise<void> {
  await settle();
  stopRecording();
  const gm = game.users.get(GM) as unknown as { active: boolean };
  gm.active = false;
  await run();
  gm.active = true;
  actAs(GM);
  await becomeRecorder();
}

describe("an edit made while no GM was connected, to a character with no ledger page", () => {
  it("a character made during the session and untouched: marked with what it holds now", async () => {
    const nova = await t.glue.createActor({
      name: "Nova",
      type: "worldsCharacter",
      ownership: { default: 0, [P1]: 3 },
      system: { heroPoints: { value: 1, spent: 0 } },
    });
    await withNoGm(async () => {
      actAs(P1);
      await nova.update({ "system.heroPoints.value": 12 } as never);
    });
    const rows = (await rowsOf(nova)).map(brief);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ who: "", cause: "offline" });
    expect(rows[0]?.changes).toContain("heroPoints.value null→12");
  });

  it("an NPC given to the player during the session: marked too", async () => {
    await t.zed.update({ ownership: { default: 0, [P1]: 3 } } as never);
    await withNoGm(async () => {
      actAs(P1);
      await t.zed.update({ "system.heroPoints.value": 7 } as never);
    });
    const [row] = await rowsOf(t.zed);
    expect(row?.cause.kind).toBe("offline");
    expect(brief(row!).changes).toContain("heroPoints.value null→7");
  });
});

/** The file the GM's export saves of every row, in the format. */
function exported(format: "csv" | "markdown"): string {
  const saved: string[] = [];
  Object.assign(t.glue.env.foundry.utils, { saveDataToFile: (data: string) => saved.push(data) });
  saveRows(allLedgerRows(), format, "Ledger");
  return saved[0] ?? "";
}

describe("the exports of names a player typed", () => {
  const formulas = ["=1+1", "+1+1", "-1+1|cmd", "@SUM(1;1)", "\t=1+1", "\r=1+1"];

  it("CSV: a cell that starts as a formula is quoted text with an apostrophe before it", async () => {
    actAs(P1);
    await t.ace.createEmbeddedDocuments(
      "Item",
      formulas.map((name) => ({ name, type: "gear" })) as never,
    );
    await settle();
    const csv = exported("csv");
    for (const name of formulas) {
      expect(csv).toContain(`,"'${name}",`);
      // Never a record's cell that starts the formula itself.
      expect(csv.split(/\r\n/).flatMap((line) => line.split(","))).not.toContain(name);
    }
  });

  it("Markdown: HTML is shown as text, a link is not a link", async () => {
    const markup = [`<img src=x onerror="alert(1)">`, `<script>alert(1)</script>`];
    actAs(P1);
    await t.ace.update({ name: markup[0] } as never);
    await t.ace.createEmbeddedDocuments("Item", [
      { name: markup[1], type: "gear" },
      { name: "[click](javascript:alert(1))", type: "gear" },
    ] as never);
    await settle();
    const md = exported("markdown");
    expect(md).not.toMatch(/<img|<script/i);
    expect(md).toContain(`&lt;img src=x onerror="alert(1)"&gt;`);
    expect(md).not.toMatch(/(^|[^\\])\]\(javascript:/);
  });
});

describe("rows a player's long names make heavy", () => {
  it("no page holds more than ARCHIVE_BYTES of rows, and none is lost", async () => {
    const long = "W".repeat(200);
    const rows = sampleRows(t.ace.uuid, 3000).map((row) => ({
      ...row,
      actorName: long,
      userName: long,
      cause: { kind: "sheet" as const, label: long },
      changes: Array.from({ length: 4 }, (_, i) => ({
        field: `item:${i}`,
        before: null,
        after: long,
      })),
    }));
    actAs(GM);
    await writeRows(rows.map((row) => ({ row, state: {} })));
    const pages = ledgerPages(t.ace.uuid);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) {
      const stored = (page.flags as { holocron: { rows: object } }).holocron.rows;
      expect(JSON.stringify(stored).length).toBeLessThanOrEqual(ARCHIVE_BYTES);
    }
    expect(pages.flatMap(pageRows).filter((r) => r.userName === long)).toHaveLength(3000);
  });
});
