// Hostile probe, the ledger's home: Player One owns an older journal ("Notes", the GM gave it to
// them for their notes, as in any upgraded world) and gives it the ledger's flag, adds a page of
// rows signed "Gamemaster" and waits for the GM's Revert; a GM's slip gives them OWNER on a ledger
// page; a client is sent pages it cannot observe. The ledger lives only in the journal a GM-only
// setting names, only pages no player can write are read, and each user reads only what they may.
import { describe, expect, it } from "vitest";
import { rowsOf, settle, withLedgerTable } from "../documents/ledger/world.js";
import { GM, P1, type Table } from "../authority/world.js";
import { actAs } from "../foundry/parts/users.js";
import { sys } from "../data/setup.js";
import { sendEveryPage, StandInJournalEntry } from "../foundry/parts/journal.js";
import type { Notice } from "../foundry/parts/ui.js";
import {
  allLedgerRows,
  ledgerJournal,
  ledgerPages,
  ledgerRowsOf,
} from "../../src/documents/ledger/home.js";
import { becomeRecorder } from "../../src/documents/ledger/offline.js";
import { stopRecording } from "../../src/documents/ledger/record.js";
import { execute } from "../../src/authority/channel.js";

type Obj = Record<string, unknown>;
let t: Table;
let notes: StandInJournalEntry;

/** The player's older journal, made before the ledger ever ran (first in `game.journal`). */
async function playersNotes(): Promise<void> {
  const made = await StandInJournalEntry.create({
    name: "Notes",
    ownership: { default: 0, [P1]: 3 },
  });
  notes = made!;
}
withLedgerTable((table) => (t = table), playersNotes);

/** A row signed by the GM, as a player writes one by hand: Zed's 2 Hero Points "were" 0. */
function forgedRow(actorUuid: string): Obj {
  return {
    id: "forged0000000001",
    actorUuid,
    actorName: "Zed",
    time: Date.now(),
    seq: 0,
    session: "session000000001",
    userId: GM,
    userName: "Gamemaster",
    cause: { kind: "card", request: "card.apply" },
    changes: [{ field: "heroPoints.value", before: 0, after: 2 }],
  };
}

/** Player One flags their journal as the ledger and adds a page of forged rows for an actor. */
async function forgeLedger(actorUuid: string): Promise<void> {
  actAs(P1);
  await notes.update({ flags: { holocron: { ledger: 1 } } });
  await notes.createEmbeddedDocuments("JournalEntryPage", [
    {
      name: "Zed",
      flags: { holocron: { ledgerActor: actorUuid, part: 0, rows: { f: forgedRow(actorUuid) } } },
    },
  ]);
  actAs(GM);
}

const warnings = () =>
  (t.glue.env.ui.notifications as { notices: Notice[] }).notices.filter(
    (n) => n.level === "warn" && n.message.startsWith("HOLOCRON.Ledger.NotHome"),
  );

describe("a player's journal given the ledger's flag", () => {
  it("takes none of the GM's rows and hides none of its history", async () => {
    await t.zed.update({ "system.heroPoints.value": 1 } as never);
    await settle();
    const home = ledgerJournal()!.id;
    await forgeLedger(t.zed.uuid);
    await t.zed.update({ "system.heroPoints.value": 2 } as never);
    await settle();
    expect(ledgerJournal()?.id).toBe(home);
    expect((await rowsOf(t.zed)).map((r) => r.changes[0]?.after)).toEqual([2, 1]);
    // Nothing of the GM's went into the player's journal: only their own page is there.
    expect(notes.allPages.map((p) => p.name)).toEqual(["Zed"]);
  });

  it("its row signed Gamemaster is not read, and the GM's Revert of it is refused", async () => {
    await forgeLedger(t.zed.uuid);
    expect((await rowsOf(t.zed)).map((r) => r.id)).not.toContain("forged0000000001");
    const outcome = await execute(
      "ledger.revert",
      { actorUuid: t.zed.uuid, rowId: "forged0000000001", confirmed: true },
      { id: GM, name: "Gamemaster", isGM: true },
    );
    expect(outcome).toMatchObject({ ok: false, reason: "HOLOCRON.Ledger.Revert.NoRow" });
    expect(sys(t.zed)).toMatchObject({ heroPoints: { value: 2 } });
  });

  it("the GM is warned once, by the journal's name", async () => {
    await forgeLedger(t.zed.uuid);
    // Foundry runs the update's hook on every client, the GM's included, with the author's id.
    const diff = { flags: { holocron: { ledger: 1 } } };
    Hooks.callAll("updateJournalEntry", notes as never, diff as never, {} as never, P1);
    stopRecording();
    await becomeRecorder();
    expect(warnings().map((n) => n.message)).toEqual([expect.stringContaining("Notes")]);
    expect(warnings()[0]?.message).toContain('"Notes"');
  });
});

describe("a world from before the ledger's home was a setting", () => {
  it("adopts the one flagged journal no player owns, never the player's, with its history", async () => {
    // Both carry the flag; the player's is older, so it comes first in the world's journals.
    await forgeLedger(t.zed.uuid);
    for (const entry of game.journal.filter((j) => j.id !== notes.id)) await entry.delete();
    const gmMade = await StandInJournalEntry.create({
      name: "Holocron ledger",
      flags: { holocron: { ledger: 1 } },
      pages: [
        {
          name: "Zed",
          ownership: { default: 0 },
          flags: {
            holocron: {
              ledgerActor: t.zed.uuid,
              part: 0,
              rows: { h: { ...forgedRow(t.zed.uuid), id: "history000000001" } },
            },
          },
        },
      ],
    });
    await game.settings.set("holocron", "ledgerHome", "");
    stopRecording();
    await becomeRecorder();
    expect(ledgerJournal()?.id).toBe(gmMade!.id);
    expect((await rowsOf(t.zed)).map((r) => r.id)).toEqual(["history000000001"]);
  });

  it("with only a player's flagged journal, makes a new home and reads nothing of theirs", async () => {
    await forgeLedger(t.zed.uuid);
    await game.settings.set("holocron", "ledgerHome", "");
    for (const entry of game.journal.filter((j) => j.id !== notes.id)) await entry.delete();
    stopRecording();
    await becomeRecorder();
    expect(ledgerJournal()).not.toBeNull();
    expect(ledgerJournal()?.id).not.toBe(notes.id);
    expect(await rowsOf(t.zed)).toEqual([]);
  });

  it("never adopts a journal a player last wrote, even once they gave up OWNER of it", async () => {
    await forgeLedger(t.zed.uuid);
    actAs(P1);
    await notes.update({ ownership: { default: 0, [P1]: 2 } });
    actAs(GM);
    for (const entry of game.journal.filter((j) => j.id !== notes.id)) await entry.delete();
    await game.settings.set("holocron", "ledgerHome", "");
    stopRecording();
    await becomeRecorder();
    expect(ledgerJournal()?.id).not.toBe(notes.id);
    expect(await rowsOf(t.zed)).toEqual([]);
  });

  it("a player cannot name the home: the setting is the GM's", async () => {
    const home = ledgerJournal()!.id;
    actAs(P1);
    await expect(game.settings.set("holocron", "ledgerHome", notes.id)).rejects.toThrow(
      /permission/,
    );
    actAs(GM);
    expect(ledgerJournal()?.id).toBe(home);
  });
});

describe("a ledger page a player could write", () => {
  it("is not read once a player is its OWNER (a GM's slip), forged rows and all", async () => {
    actAs(P1);
    await t.ace.update({ "system.heroPoints.value": 1 } as never);
    await settle();
    const page = ledgerPages(t.ace.uuid)[0]!;
    await page.update({ ownership: { [P1]: 3 } } as never);
    actAs(P1);
    const forged = { ...forgedRow(t.ace.uuid), id: "forged0000000002" };
    await page.update({ ["flags.holocron.rows.forged0000000002" as string]: forged });
    actAs(GM);
    expect(ledgerRowsOf(t.ace.uuid).map((r) => r.id)).not.toContain("forged0000000002");
  });
});

describe("a ledger page a player wrote, once OWNER", () => {
  /** Ace's live page, with OWNER given to Player One by a GM's slip; their forged row on it. */
  async function slipAndForge() {
    actAs(P1);
    await t.ace.update({ "system.heroPoints.value": 1 } as never);
    await settle();
    const page = ledgerPages(t.ace.uuid)[0]!;
    await page.update({ ownership: { [P1]: 3 } } as never);
    actAs(P1);
    const forged = { ...forgedRow(t.ace.uuid), id: "forged0000000003" };
    const change = { ["flags.holocron.rows.forged0000000003" as string]: forged };
    await page.update(change);
    return { page, change };
  }
  const pageWarnings = () =>
    (t.glue.env.ui.notifications as { notices: Notice[] }).notices.filter((n) =>
      n.message.startsWith("HOLOCRON.Ledger.PageWrittenByPlayer"),
    );

  it("stays unread after the GM takes the level back; the GM is told the page", async () => {
    const { page, change } = await slipAndForge();
    // Foundry runs the update's hook on every client, the active GM's included, with the author's id.
    actAs(GM);
    Hooks.callAll("updateJournalEntryPage", page as never, change as never, {} as never, P1);
    await settle();
    await page.update({ ownership: { [P1]: 2 } } as never);
    expect(ledgerRowsOf(t.ace.uuid).map((r) => r.id)).not.toContain("forged0000000003");
    expect(pageWarnings()).toHaveLength(1);
    const gm = { id: GM, name: "Gamemaster", isGM: true };
    const payload = { actorUuid: t.ace.uuid, rowId: "forged0000000003", confirmed: true };
    expect(await execute("ledger.revert", payload, gm)).toMatchObject({ ok: false });
  });

  it("written while no GM was connected, then handed back: Foundry's last writer tells", async () => {
    stopRecording();
    const { page } = await slipAndForge();
    actAs(P1);
    await page.update({ ownership: { [P1]: 2 } } as never);
    actAs(GM);
    await becomeRecorder();
    expect(ledgerRowsOf(t.ace.uuid).map((r) => r.id)).not.toContain("forged0000000003");
  });
});

describe("a client sent every page, whoever may observe it", () => {
  it("a player reads their own actor's pages and rows only", async () => {
    await t.zed.update({ "system.heroPoints.value": 1 } as never);
    actAs(P1);
    await t.ace.update({ "system.heroPoints.value": 1 } as never);
    await settle();
    sendEveryPage(true);
    actAs(P1);
    const actorOf = (p: { flags: unknown }) => (p.flags as { holocron: Obj }).holocron.ledgerActor;
    expect(ledgerPages().map(actorOf)).toEqual([t.ace.uuid]);
    expect(ledgerRowsOf(t.zed.uuid)).toEqual([]);
    expect(new Set(allLedgerRows().map((r) => r.actorUuid))).toEqual(new Set([t.ace.uuid]));
  });

  it("the other player reads none", async () => {
    await t.zed.update({ "system.heroPoints.value": 1 } as never);
    await settle();
    sendEveryPage(true);
    actAs("player2000000000");
    expect(ledgerPages()).toEqual([]);
    expect(allLedgerRows()).toEqual([]);
  });
});
