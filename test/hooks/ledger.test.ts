// The ledger's hooks: a status toggled on the HUD named as such (created and deleted), a ledger
// page written read again on every client, the recorder started from `ready` and rechecked when a
// user connects or leaves.
import { describe, expect, it } from "vitest";
import { withLedgerTable, rowsOf, settle, brief } from "../documents/ledger/world.js";
import { GM, P1, type Table } from "../authority/world.js";
import { actAs } from "../foundry/parts/users.js";
// src/ modules load after the stand-in is installed (the table's), so they are imported late.
const record = () => import("../../src/documents/ledger/record.js");

let t: Table;
withLedgerTable((table) => (t = table));

describe("a status toggled on the HUD", () => {
  it("on and off: two rows naming the HUD", async () => {
    actAs(P1);
    await t.ace.toggleStatusEffect("prone");
    await settle();
    actAs(P1);
    await t.ace.toggleStatusEffect("prone");
    await settle();
    expect((await rowsOf(t.ace)).map(brief)).toEqual([
      { who: "Player One", cause: "hud", changes: ["status:prone true→false"] },
      { who: "Player One", cause: "hud", changes: ["status:prone false→true"] },
    ]);
  });
});

describe("a ledger page written", () => {
  it("a row edited on the page is what the next read shows", async () => {
    await t.ace.update({ "system.heroPoints.value": 5 } as never);
    await settle();
    const [row] = await rowsOf(t.ace);
    expect(row?.userName).toBe("Gamemaster");
    const { ledgerPages } = await import("../../src/documents/ledger/home.js");
    const live = ledgerPages(t.ace.uuid)[0]!;
    await live.update({ [`flags.holocron.rows.${row!.id}.userName`]: "Edited" } as never);
    expect((await rowsOf(t.ace)).map((r) => r.userName)).toEqual(["Edited"]);
  });
});

describe("the recorder", () => {
  it("starts from `ready` on the active GM's client", async () => {
    const { ledgerSession, stopRecording } = await record();
    stopRecording();
    expect(ledgerSession()).toBe("");
    (await import("../../src/hooks/ledger.js")).startLedger();
    await settle();
    expect(ledgerSession()).not.toBe("");
  });

  it("stops when another user's connection leaves this client no longer the active GM", async () => {
    const { ledgerSession } = await record();
    expect(ledgerSession()).not.toBe("");
    const gm = game.users.get(GM) as unknown as { active: boolean };
    gm.active = false;
    actAs(P1);
    Hooks.callAll("userConnected", game.users.get(GM) as never, false);
    await settle();
    actAs(P1);
    expect(ledgerSession()).toBe("");
    gm.active = true;
  });
});
