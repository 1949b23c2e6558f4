// Changes made while no GM was connected: when a GM's client becomes the active GM it compares each
// actor with its play state as last recorded and writes the differences as `offline` rows, author
// unknown; a player's actor with no page gets an `offline` row marking its state now as first
// recorded (so an edit made before it had a page leaves a trace), and its page holds that state.
import { describe, expect, it } from "vitest";
import { withLedgerTable, rowsOf, brief, settle } from "./world.js";
import { standIn } from "../../data/setup.js";
import type { StandInCollection } from "../../foundry/parts/documents.js";
import { placeToken, StandInScene } from "../../foundry/parts/scenes.js";
import { GM, P1, type Table } from "../../authority/world.js";
import { actAs } from "../../foundry/parts/users.js";
import { journalWrites } from "../../foundry/parts/journal.js";
import { becomeRecorder, recheckRecorder } from "../../../src/documents/ledger/offline.js";
import { ledgerSession, stopRecording } from "../../../src/documents/ledger/record.js";
import { ledgerPages } from "../../../src/documents/ledger/home.js";
import { lastRecorded } from "../../../src/documents/ledger/write.js";
import { playStateOf } from "../../../src/documents/ledger/play-state.js";

let t: Table;
withLedgerTable((table) => (t = table));

describe("no GM connected", () => {
  it("a change made with no GM is recorded as offline when one connects", async () => {
    const { stopRecording } = await import("../../../src/documents/ledger/record.js");
    const { becomeRecorder } = await import("../../../src/documents/ledger/offline.js");
    stopRecording();
    const gm = game.users.get(GM) as unknown as { active: boolean };
    gm.active = false;
    actAs(P1);
    await t.ace.update({ "system.heroPoints.value": 11 } as never);
    gm.active = true;
    actAs(GM);
    await becomeRecorder();
    expect((await rowsOf(t.ace)).map(brief)).toEqual([
      { who: "", cause: "offline", changes: ["heroPoints.value 3→11"] },
    ]);
  });
});

describe("an unlinked token's actor", () => {
  it("a change while no GM recorded is an offline row under its own uuid and its token's name", async () => {
    const scene = new StandInScene("Bay");
    (t.glue.env.game.scenes as StandInCollection<StandInScene>).add(scene);
    const token = placeToken(scene, standIn(t.thug), { linked: false });
    token.name = "Thug (2)";
    const mook = token.actor!;
    await mook.update({ "system.health.value": 15 } as never);
    await settle();
    stopRecording();
    await mook.update({ "system.health.value": 9 } as never);
    await becomeRecorder();
    expect((await rowsOf(mook)).map((r) => [r.actorName, ...brief(r).changes])).toEqual([
      ["Thug (2)", "health.value 15→9"],
      ["Thug (2)", "health.value 20→15"],
    ]);
    expect((await rowsOf(mook))[0]?.cause.kind).toBe("offline");
  });
});

describe("becomeRecorder", () => {
  it("a player's actor gets a baseline page when the GM's client starts; an unowned one does not", () => {
    expect(ledgerPages().map((p) => p.name)).toEqual([t.ace.name]);
    // The baseline is the state now (its fields pinned in play-state.test.ts).
    expect(lastRecorded(t.ace.uuid)).toEqual(playStateOf(t.ace as never));
    expect(lastRecorded(t.ace.uuid)?.["heroPoints.value"]).toBe(3);
    expect(lastRecorded(t.zed.uuid)).toBeNull();
  });

  it("a player's actor with no page: an offline row marks its state now, first recorded", async () => {
    stopRecording();
    const nova = await t.glue.createActor({
      name: "Nova",
      type: "worldsCharacter",
      ownership: { default: 0, [P1]: 3 },
      system: { heroPoints: { value: 4, spent: 0 } },
    });
    await becomeRecorder();
    const [row, ...rest] = await rowsOf(nova);
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      userId: "",
      cause: { kind: "offline", label: "HOLOCRON.Ledger.FirstSeen" },
    });
    expect(brief(row!).changes).toContain("heroPoints.value null→4");
    expect(lastRecorded(nova.uuid)).toEqual(playStateOf(nova as never));
  });

  it("nothing changed since last recorded: no row and no write", async () => {
    stopRecording();
    journalWrites.length = 0;
    await becomeRecorder();
    expect(await rowsOf(t.ace)).toEqual([]);
    expect(journalWrites).toEqual([]);
  });

  it("a client that is not the active GM does not record", async () => {
    stopRecording();
    actAs(P1);
    await becomeRecorder();
    expect(ledgerSession()).toBe("");
  });
});

describe("recheckRecorder", () => {
  it("the active GM's client not recording starts; one recording keeps on", async () => {
    stopRecording();
    await recheckRecorder(false);
    const session = ledgerSession();
    expect(session).not.toBe("");
    await recheckRecorder(true);
    expect(ledgerSession()).toBe(session);
  });

  it("a client no longer the active GM stops recording", async () => {
    expect(ledgerSession()).not.toBe("");
    const gm = game.users.get(GM) as unknown as { active: boolean };
    gm.active = false;
    actAs(P1);
    await recheckRecorder(true);
    expect(ledgerSession()).toBe("");
    gm.active = true;
  });
});
