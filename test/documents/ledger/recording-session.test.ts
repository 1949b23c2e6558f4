// The recorder's state lives in one session object whose lifetime is the recording's: from
// startRecording to stopRecording (src/documents/ledger/record.ts). Nothing of one
// session reaches the next: not a snapshot, not a pending row, not a coalescing timer.
import { describe, expect, it } from "vitest";
import { withLedgerTable, rowsOf, settle } from "./world.js";
import { GM, P1, type Table } from "../../authority/world.js";
import { actAs } from "../../foundry/parts/users.js";
import { RecordingSession } from "../../../src/documents/ledger/record.js";

let t: Table;
withLedgerTable((table) => (t = table));

const record = () => import("../../../src/documents/ledger/record.js");

describe("a recording session", () => {
  it("ends with its snapshots and pending rows forgotten; the idle session records nothing", () => {
    const session = new RecordingSession("abc");
    session.snapshots.set("Actor.a", {} as never);
    session.pending.set("k", { row: {} as never, state: {} as never });
    expect(session.recording).toBe(true);
    session.end();
    expect([session.timer, session.snapshots.size, session.pending.size]).toEqual([null, 0, 0]);
    expect(new RecordingSession("").recording).toBe(false);
  });

  it("a player's edit pending when the recording stops is never written, then or after a new start", async () => {
    const { startRecording, stopRecording, ledgerSession } = await record();
    const before = (await rowsOf(t.ace)).length;
    actAs(P1);
    await t.ace.update({ "system.heroPoints.value": 1 } as never);
    actAs(GM);
    const first = ledgerSession();
    stopRecording();
    expect(ledgerSession()).toBe("");
    // Its coalescing timer went with it: nothing is written when it would have fired.
    await new Promise((resolve) => setTimeout(resolve, 300));
    startRecording();
    expect(ledgerSession()).not.toBe(first);
    await settle();
    expect((await rowsOf(t.ace)).length).toBe(before);
  });

  it("a new session counts its rows from 0 and knows each actor as it is at its start", async () => {
    const { startRecording, stopRecording, rowStamp } = await record();
    actAs(GM);
    rowStamp();
    rowStamp();
    stopRecording();
    // Hero Points changed while nobody recorded: the new session's "before" is the value at its
    // start, so the next change is one row from 2, not from the old session's 3.
    await t.ace.update({ "system.heroPoints.value": 2 } as never);
    startRecording();
    expect(rowStamp()).toMatchObject({ seq: 0 });
    await t.ace.update({ "system.heroPoints.value": 1 } as never);
    await settle();
    const rows = await rowsOf(t.ace);
    expect(rows[0]?.changes).toEqual([{ field: "heroPoints.value", before: 2, after: 1 }]);
  });
});
