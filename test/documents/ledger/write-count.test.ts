// What the ledger costs in requests, counted by a spy on every document write the stand-in makes
// (a V14 modifyBatch is one request): a GM's Apply to five targets makes on V14 exactly the
// requests it makes with the ledger off (its rows ride in the applied card's batch), on V13 one more
// (V13 has no batch across document types); a player's hand edit adds at most one GM write.
import { afterEach, describe, expect, it, vi } from "vitest";
import { withLedgerTable, rowsOf, settle, fiveThugs, applyThree } from "./world.js";
import { GM, P1, type Table } from "../../authority/world.js";
import { actAs } from "../../foundry/parts/users.js";
import { setGeneration, type Generation } from "../../foundry/parts/release.js";
import { journalWrites, StandInJournalEntry } from "../../foundry/parts/journal.js";
import { batchRequests } from "../../foundry/parts/batch.js";
import { messages } from "../../foundry/parts/chat.js";
import {
  StandInActor,
  StandInCombat,
  StandInDocument,
  StandInItem,
} from "../../foundry/parts/documents.js";
import { StandInMessage } from "../../foundry/parts/chat.js";
import type { HolocronActor } from "../../../src/documents/actor.js";

let t: Table;
withLedgerTable((table) => (t = table));
afterEach(() => setGeneration(13));

type Methods = Record<string, (...args: unknown[]) => unknown>;

interface Request {
  what: string;
  user: string;
}

/** Every request from now on: each document method that goes to the server, and each batch. */
function spyRequests(): () => Request[] {
  const log: Request[] = [];
  const wrap = (target: object, method: string, what: string) => {
    const original = Reflect.get(target, method) as (...a: unknown[]) => unknown;
    vi.spyOn(target as Methods, method).mockImplementation(function (
      this: unknown,
      ...args: unknown[]
    ) {
      log.push({ what, user: game.user.id ?? "" });
      return original.apply(this, args);
    } as never);
  };
  wrap(StandInDocument.prototype, "update", "update");
  for (const proto of [StandInActor.prototype, StandInItem.prototype]) {
    for (const method of [
      "createEmbeddedDocuments",
      "updateEmbeddedDocuments",
      "deleteEmbeddedDocuments",
    ]) {
      wrap(proto, method, method);
    }
  }
  wrap(StandInCombat.prototype, "updateEmbeddedDocuments", "combatants");
  wrap(StandInMessage.prototype, "update", "message");
  wrap(ChatMessage, "create", "createMessage");
  // A journal method is a request when the stand-in's journal log says it wrote (a no-op update
  // sends nothing); a batch is one request whatever it holds.
  const journalMethod = (target: object, method: string) => {
    const original = Reflect.get(target, method) as (...a: unknown[]) => Promise<unknown>;
    vi.spyOn(target as Methods, method).mockImplementation(async function (
      this: unknown,
      ...args: unknown[]
    ) {
      const at = journalWrites.length;
      const result = await original.apply(this, args);
      for (const w of journalWrites.slice(at)) log.push({ what: w.what, user: w.user });
      return result;
    } as never);
  };
  journalMethod(StandInJournalEntry, "create");
  for (const method of ["createEmbeddedDocuments", "updateEmbeddedDocuments"]) {
    journalMethod(StandInJournalEntry.prototype, method);
  }
  const batch: unknown = Reflect.get(foundry.documents, "modifyBatch");
  if (typeof batch === "function") {
    const counted = (...args: unknown[]) => {
      log.push({ what: "batch", user: game.user.id ?? "" });
      return (batch as (...a: unknown[]) => unknown)(...args);
    };
    Object.defineProperty(foundry.documents, "modifyBatch", { value: counted, configurable: true });
  }
  return () => {
    Object.defineProperty(foundry.documents, "modifyBatch", { value: batch, configurable: true });
    return log;
  };
}

/** The GM applies a fresh 3-damage card to the targets; the requests it made. */
async function applyCounted(targets: HolocronActor[]): Promise<Request[]> {
  let requests = (): Request[] => [];
  await applyThree(targets, async () => {
    // The damage card is posted before: only the Apply's own requests are counted.
    await settle();
    requests = spyRequests();
  });
  await settle();
  const made = requests();
  vi.restoreAllMocks();
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  return made;
}

/** The Apply's requests with the ledger off, then twice with it on (pages made, then updated). */
async function offThenOn(): Promise<{ off: Request[]; on: Request[][]; targets: HolocronActor[] }> {
  const { stopRecording } = await import("../../../src/documents/ledger/record.js");
  const { becomeRecorder } = await import("../../../src/documents/ledger/offline.js");
  const targets = await fiveThugs(t);
  stopRecording();
  const off = await applyCounted(targets);
  await becomeRecorder();
  await settle();
  const on = [await applyCounted(targets), await applyCounted(targets)];
  return { off, on, targets };
}

describe("a GM Apply to five targets", () => {
  it.each([13, 14] as Generation[])("V%i: the requests it makes with the ledger", async (g) => {
    setGeneration(g);
    const { off, on, targets } = await offThenOn();
    // The Apply's own: the card marked, five actors written, the applied card posted.
    expect(off.filter((r) => r.what === "update")).toHaveLength(5);
    expect(off.map((r) => r.what)).toEqual(
      expect.arrayContaining(["message", "update", "createMessage"]),
    );
    for (const requests of on) {
      expect(requests.every((r) => r.user === GM)).toBe(true);
      if (g === 14) {
        // The applied card and the rows in one batch: no request beyond the Apply's own.
        expect(requests).toHaveLength(off.length);
        expect(requests.filter((r) => r.what === "batch")).toHaveLength(1);
        expect(requests.filter((r) => r.what === "createMessage")).toHaveLength(0);
      } else {
        expect(requests).toHaveLength(off.length + 1);
      }
    }
    const ledger = on.map((requests) => requests.filter((r) => /Pages|batch/.test(r.what)));
    expect(ledger.map((l) => l.map((r) => r.what))).toEqual(
      g === 14 ? [["batch"], ["batch"]] : [["createPages"], ["updatePages"]],
    );
    for (const target of targets) expect(await rowsOf(target)).toHaveLength(2);
  });
});

describe("a player's hand edit", () => {
  it.each([13, 14] as Generation[])("V%i: at most one batched GM write", async (g) => {
    setGeneration(g);
    await settle();
    const requests = spyRequests();
    actAs(P1);
    await t.ace.update({ "system.heroPoints.value": 7 } as never);
    actAs(P1);
    await t.ace.update({ "system.level": 3 } as never);
    await settle();
    const made = requests();
    expect(made.filter((r) => r.user === P1).map((r) => r.what)).toEqual(["update", "update"]);
    expect(made.filter((r) => r.user === GM).map((r) => r.what)).toEqual(["updatePages"]);
    expect(await rowsOf(t.ace)).toHaveLength(1);
  });
});

describe("when the batch fails", () => {
  it("V14: no card and no half-written rows; the rows are written alone and the GM is told", async () => {
    setGeneration(14);
    const [target] = await fiveThugs(t);
    const failing = vi.fn(async () => {
      throw new Error("the server refused the batch");
    });
    Object.defineProperty(foundry.documents, "modifyBatch", { value: failing, configurable: true });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const before = messages.length;
    const requests = await applyCounted([target!]);
    expect(failing).toHaveBeenCalledTimes(1);
    // The card marked and the actor written before the batch; the rows after it failed, alone.
    expect(requests.map((r) => r.what)).toEqual(["message", "update", "batch", "createPages"]);
    expect(messages.length - before).toBe(1);
    const notices: unknown = Reflect.get(ui.notifications ?? {}, "notices");
    expect(notices).toContainEqual({ level: "error", message: "HOLOCRON.Ledger.CardNotPosted" });
    expect((await rowsOf(target!)).map((r) => r.cause.request)).toEqual(["card.apply"]);
    expect(target!.toObject()).toMatchObject({ system: { health: { value: 7 } } });
  });

  it("V14: a module cancelling the card cancels the batch; the rows are still written", async () => {
    setGeneration(14);
    const [target] = await fiveThugs(t);
    const before = messages.length;
    // A module's listener refusing applied cards (false cancels: hookEvents.preCreateDocument).
    const applied = (_m: unknown, data: { flags?: { holocron?: { card?: { type?: string } } } }) =>
      data.flags?.holocron?.card?.type !== "applied";
    Hooks.on("preCreateChatMessage" as never, applied as never);
    const requests = await applyCounted([target!]);
    expect(requests.map((r) => r.what)).toEqual(["message", "update", "batch", "createPages"]);
    expect(batchRequests.at(-1)?.operations).toEqual([
      "create ChatMessage ×1",
      "create JournalEntryPage ×1",
    ]);
    expect(messages.length - before).toBe(1);
    expect(await rowsOf(target!)).toHaveLength(1);
  });
});
