// Hostile probe, the ledger: Player One, who owns Ace, tries to rewrite or erase what the ledger
// says of Ace, to revert a row over the socket, to pass a GM's cause off as theirs, and to put
// markup in a row. Rows live where only the GM writes; every attempt changes nothing or is
// recorded as what it was, under their name; the tab shows a hostile name as text.
import { describe, expect, it } from "vitest";
import { withLedgerTable, rowsOf, settle } from "../documents/ledger/world.js";
import { GM, P1, type Table } from "../authority/world.js";
import { actAs } from "../foundry/parts/users.js";
import { sys } from "../data/setup.js";
import { journalWrites } from "../foundry/parts/journal.js";
import { createTemplateEnv } from "../templates/handlebars-env.js";
import { ledgerJournal, ledgerPages } from "../../src/documents/ledger/home.js";
import { ledgerView } from "../../src/applications/ledger/ledger-view.js";
import { recentRefusals } from "../../src/authority/index.js";

let t: Table;
withLedgerTable((table) => (t = table));
const XSS = `<img src=x onerror="alert(1)">`;

describe("the ledger against its actor's owner", () => {
  it("a revert sent over the socket is refused and logged; nothing changes", async () => {
    await t.ace.update({ "system.heroPoints.value": 1 } as never);
    await settle();
    const [row] = await rowsOf(t.ace);
    const before = JSON.stringify(ledgerJournal()!.toObject());
    actAs(P1);
    t.glue.socket.emit("system.holocron", {
      authority: "request",
      id: "forged0000000001",
      kind: "ledger.revert",
      payload: { actorUuid: t.ace.uuid, rowId: row!.id, confirmed: true },
    });
    actAs(GM);
    await t.glue.socket.deliver();
    expect(recentRefusals().at(-1)).toMatchObject({ kind: "ledger.revert", senderId: P1 });
    expect(JSON.stringify(ledgerJournal()!.toObject())).toBe(before);
    expect(sys(t.ace)).toMatchObject({ heroPoints: { value: 1 } });
  });

  it("no page write of the owner's goes through, and a flood of edits is one GM write", async () => {
    actAs(P1);
    for (const page of ledgerPages(t.ace.uuid)) {
      await expect(page.update({ ["flags.holocron.last" as string]: "{}" })).rejects.toThrow(
        /permission/,
      );
    }
    await settle();
    const start = journalWrites.length;
    actAs(P1);
    for (let i = 0; i < 30; i++) await t.ace.update({ "system.heroPoints.value": i % 12 } as never);
    await settle();
    expect(journalWrites.slice(start)).toEqual([{ what: "updatePages", user: GM, count: 1 }]);
  });

  it("a claimed card or revert is a hand edit under their name; markup in a name stays text", async () => {
    actAs(P1);
    await t.ace.update(
      { name: XSS, "system.heroPoints.value": 7 } as never,
      {
        holocronCause: { kind: "revert", revertOf: "anyrow0000000000", request: "ledger.revert" },
      } as never,
    );
    await settle();
    const [row] = await rowsOf(t.ace);
    expect(row).toMatchObject({ userId: P1, userName: "Player One", cause: { kind: "hand" } });
    actAs(P1);
    await t.ace.createEmbeddedDocuments("Item", [{ name: XSS, type: "gear" }] as never);
    await settle();
    const html = createTemplateEnv().render("templates/actor/ledger.hbs", {
      ledger: ledgerView(t.ace.uuid),
      tabCss: {},
    });
    expect(html).toContain("&lt;img src");
    expect(html).not.toContain("<img src=x");
  });
});
