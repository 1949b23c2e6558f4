// The stand-in's JournalEntry and pages behave as Foundry's: ownership refuses a player's writes,
// a page hidden from a user is not read, merge updates add one key, and a no-op fires nothing.
import { beforeEach, describe, expect, it } from "vitest";
import { installFoundry } from "../../foundry/index.js";
import { actAs } from "../../foundry/parts/users.js";
import {
  journalWrites,
  OWNERSHIP,
  sendEveryPage,
  StandInJournalEntry,
} from "../../foundry/parts/journal.js";
import { GM, P1 } from "../../authority/world.js";

let entry: StandInJournalEntry;
beforeEach(async () => {
  installFoundry();
  actAs(GM);
  const made = await StandInJournalEntry.create({
    name: "Ledger",
    flags: { holocron: { ledger: 1 } },
  });
  if (!made) throw new Error("no listener cancels the creation here");
  entry = made;
  await entry.createEmbeddedDocuments("JournalEntryPage", [
    {
      name: "mine",
      ownership: { [P1]: OWNERSHIP.OBSERVER },
      flags: { holocron: { rows: { a: 1 } } },
    },
    { name: "hidden", flags: { holocron: { rows: { b: 2 } } } },
  ]);
});

describe("the stand-in journal", () => {
  it("a merge update adds one key and keeps the others; a no-op fires no hook", async () => {
    const page = entry.allPages.find((p) => p.name === "mine")!;
    const seen: unknown[] = [];
    Hooks.on("updateJournalEntryPage", (_p: unknown, diff: unknown) => void seen.push(diff));
    await entry.updateEmbeddedDocuments("JournalEntryPage", [
      { _id: page.id, "flags.holocron.rows.c": 3 },
    ]);
    expect(page.flags).toEqual({ holocron: { rows: { a: 1, c: 3 } } });
    expect(seen).toEqual([{ flags: { holocron: { rows: { c: 3 } } } }]);
    const writes = journalWrites.length;
    await entry.updateEmbeddedDocuments("JournalEntryPage", [
      { _id: page.id, "flags.holocron.rows.c": 3 },
    ]);
    expect(seen).toHaveLength(1);
    expect(journalWrites).toHaveLength(writes);
    await page.update({ "flags.holocron.rows.-=a": null });
    expect(page.flags).toEqual({ holocron: { rows: { c: 3 } } });
  });

  it("a player observes only the pages shared with them and writes none", async () => {
    actAs(P1);
    expect([...entry.pages].map((p) => p.name)).toEqual(["mine"]);
    const page = entry.allPages.find((p) => p.name === "mine")!;
    const before = JSON.stringify(entry.allPages.map((p) => p.toObject()));
    await expect(page.update({ "flags.holocron.rows.a": 9 })).rejects.toThrow(/permission/);
    await expect(page.delete()).rejects.toThrow(/permission/);
    await expect(
      entry.createEmbeddedDocuments("JournalEntryPage", [{ name: "forged" }]),
    ).rejects.toThrow(/permission/);
    await expect(entry.update({ name: "mine now" })).rejects.toThrow(/permission/);
    await expect(entry.delete()).rejects.toThrow(/permission/);
    await expect(StandInJournalEntry.create({ name: "x" })).rejects.toThrow(/permission/);
    expect(JSON.stringify(entry.allPages.map((p) => p.toObject()))).toBe(before);
    expect(game.journal.size).toBe(1);
  });

  it("a client sent every page holds the hidden one too (Foundry may send it)", () => {
    sendEveryPage(true);
    actAs(P1);
    expect([...entry.pages].map((p) => p.name)).toEqual(["mine", "hidden"]);
  });

  it("the last writer is the user who wrote, whatever the data says", async () => {
    const page = entry.allPages.find((p) => p.name === "hidden")!;
    expect(page._stats.lastModifiedBy).toBe(GM);
    await entry.update({ ownership: { default: 0, [P1]: OWNERSHIP.OWNER } });
    actAs(P1);
    await page.update({ "_stats.lastModifiedBy": GM, "flags.holocron.rows.b": 6 });
    expect(page._stats.lastModifiedBy).toBe(P1);
    await entry.update({ name: "Mine" });
    expect(entry._stats.lastModifiedBy).toBe(P1);
  });

  it("a page's INHERIT takes the entry's level; a player OWNER of the entry writes", async () => {
    await entry.update({ ownership: { default: 0, [P1]: OWNERSHIP.OWNER } });
    actAs(P1);
    expect(entry.pages.size).toBe(2);
    const hidden = entry.allPages.find((p) => p.name === "hidden")!;
    await hidden.update({ "flags.holocron.rows.b": 5 });
    expect(hidden.flags).toEqual({ holocron: { rows: { b: 5 } } });
  });
});
