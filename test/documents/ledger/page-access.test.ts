// An actor's ledger pages are read by its owners, and only while they own it: a user who stops
// owning the actor loses OBSERVER on its pages (a page update merges ownership, so the entry is
// written back to NONE), and one who becomes an owner gains it.
import { describe, expect, it } from "vitest";
import { withLedgerTable, rowsOf, settle } from "./world.js";
import { GM, P1, type Table } from "../../authority/world.js";
import { actAs } from "../../foundry/parts/users.js";
import { pageAccess } from "../../../src/documents/ledger/page-access.js";
import { ledgerPages } from "../../../src/documents/ledger/home.js";

describe("pageAccess", () => {
  const cases: [string, Record<string, number>, Record<string, number>, unknown][] = [
    ["already following: nothing to write", { p1: 3 }, { default: 0, p1: 2 }, null],
    ["a new owner observes", { p1: 3, p2: 3 }, { default: 0, p1: 2 }, { default: 0, p1: 2, p2: 2 }],
    ["an owner no more: NONE", { p1: 0 }, { default: 0, p1: 2 }, { default: 0, p1: 0 }],
    ["a user the actor forgot: NONE", {}, { default: 0, p1: 2 }, { default: 0, p1: 0 }],
    ["an observer of the actor reads no rows", { p1: 2 }, { default: 0 }, null],
  ];
  it.each(cases)("%s", (_name, actor, page, expected) => {
    expect(pageAccess(actor, page)).toEqual(expected);
  });
});

describe("pages follow the actor's owners", () => {
  let t: Table;
  withLedgerTable((table) => (t = table));

  const readable = (uuid: string) => {
    actAs(P1);
    const pages = ledgerPages(uuid);
    const seen =
      pages.length > 0 && pages.every((p) => p.testUserPermission(game.user, "OBSERVER"));
    actAs(GM);
    return seen;
  };

  it("a player who stops owning an actor stops reading its rows, and reads them again when given it back", async () => {
    await t.ace.update({ "system.health.value": 5 } as never);
    await settle();
    expect(await rowsOf(t.ace)).toHaveLength(1);
    expect(readable(t.ace.uuid)).toBe(true);
    await t.ace.update({ ownership: { [P1]: 0 } } as never);
    await settle();
    expect(readable(t.ace.uuid)).toBe(false);
    await t.ace.update({ ownership: { [P1]: 3 } } as never);
    await settle();
    expect(readable(t.ace.uuid)).toBe(true);
    // Ownership is not play state: no row for it.
    expect(await rowsOf(t.ace)).toHaveLength(1);
  });
});
