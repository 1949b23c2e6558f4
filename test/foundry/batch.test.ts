// The stand-in's V14 modifyBatch behaves as its documentation says
// (https://foundryvtt.com/api/functions/foundry.documents.modifyBatch.html): one request, the
// operations in sequence with each document's usual hooks, and all or nothing: a cancellation or an
// exception in any operation leaves nothing written. V13 has no such call.
import { beforeEach, describe, expect, it } from "vitest";
import { installFoundry } from "./index.js";
import { actAs } from "./parts/users.js";
import { setGeneration } from "./parts/release.js";
import { batchRequests, modifyBatch, type StandInOperation } from "./parts/batch.js";
import { journalWrites, StandInJournalEntry } from "./parts/journal.js";
import { messages } from "./parts/chat.js";
import { GM, P1 } from "../authority/world.js";

let entry: StandInJournalEntry;
let page: string;
const seen: string[] = [];

beforeEach(async () => {
  installFoundry();
  actAs(GM);
  const made = await StandInJournalEntry.create({ name: "Ledger" });
  if (!made) throw new Error("no listener cancels the creation here");
  entry = made;
  const [created] = await entry.createEmbeddedDocuments("JournalEntryPage", [
    { name: "live", flags: { holocron: { rows: { a: 1 } } } },
  ]);
  page = created?.id ?? "";
  seen.length = 0;
  for (const hook of ["createChatMessage", "createJournalEntryPage", "updateJournalEntryPage"]) {
    Hooks.on(
      hook as never,
      ((_doc: unknown, ...rest: unknown[]) => {
        const options = rest.find((r) => typeof r === "object" && r && "holocronCause" in r);
        seen.push(`${hook}${options ? " (options)" : ""}`);
      }) as never,
    );
  }
});

/** A card posted, a page made and the live page given one more row: what the ledger batches. */
function threeOperations(): StandInOperation[] {
  return [
    { action: "create", documentName: "ChatMessage", data: [{ content: "card" }] },
    {
      action: "create",
      documentName: "JournalEntryPage",
      parent: entry,
      data: [{ name: "new" }],
      holocronCause: { kind: "card" },
    },
    {
      action: "update",
      documentName: "JournalEntryPage",
      parentUuid: entry.uuid,
      updates: [{ _id: page, "flags.holocron.rows.b": 2 }],
    },
  ];
}

/** What is stored: the messages, the pages and the live page's rows. */
function stored() {
  return {
    messages: messages.map((m) => m.content),
    pages: [...entry.allPages].map((p) => p.name),
    rows: entry.allPages.get(page)?.flags.holocron,
  };
}

describe("modifyBatch", () => {
  it("is V14's only", () => {
    expect(foundry.documents).not.toHaveProperty("modifyBatch", expect.any(Function));
    setGeneration(14);
    expect(Reflect.get(foundry.documents, "modifyBatch")).toBe(modifyBatch);
  });

  it("one request: each operation in order, with its hooks and options; no other journal write", async () => {
    const writes = journalWrites.length;
    const results = await modifyBatch(threeOperations());
    expect(results.map((r) => r.length)).toEqual([1, 1, 1]);
    expect(batchRequests).toEqual([
      {
        user: GM,
        operations: [
          "create ChatMessage ×1",
          "create JournalEntryPage ×1",
          "update JournalEntryPage ×1",
        ],
      },
    ]);
    expect(journalWrites.length).toBe(writes);
    expect(seen).toEqual([
      "createChatMessage",
      "createJournalEntryPage (options)",
      "updateJournalEntryPage",
    ]);
    expect(stored()).toEqual({
      messages: ["card"],
      pages: ["live", "new"],
      rows: { rows: { a: 1, b: 2 } },
    });
  });

  it("a cancellation by any operation's pre-hook writes none of them", async () => {
    const before = stored();
    Hooks.on("preUpdateJournalEntryPage" as never, (() => false) as never);
    const results = await modifyBatch(threeOperations());
    expect(results).toEqual([[], [], []]);
    expect(stored()).toEqual(before);
    expect(seen).toEqual([]);
  });

  it("a refused operation throws and writes none; so does one naming what the batch makes", async () => {
    const before = stored();
    actAs(P1);
    await expect(modifyBatch(threeOperations())).rejects.toThrow(/lacks permission/);
    actAs(GM);
    const own = [
      ...threeOperations().slice(0, 2),
      {
        action: "update" as const,
        documentName: "JournalEntryPage",
        parentUuid: "JournalEntry.notMadeYet00000",
        updates: [{ _id: page, name: "x" }],
      },
    ];
    await expect(modifyBatch(own)).rejects.toThrow(/no parent/);
    const unknown = [{ action: "delete" as const, documentName: "Scene", ids: ["x"] }];
    await expect(modifyBatch(unknown)).rejects.toThrow(/batches no delete of Scene/);
    expect(stored()).toEqual(before);
    expect(seen).toEqual([]);
  });
});

describe("modifyBatch with a world actor", () => {
  it("the actor's update runs its lifecycle in the batch; a later cancellation keeps it unwritten", async () => {
    const { setupGlue } = await import("../data/setup.js");
    const glue = await setupGlue("m20");
    actAs(GM);
    const actor = await glue.createActor({ name: "Kara", type: "m20Character", system: {} });
    const hp = () => (actor.toObject() as { system: { health: { value: number } } }).system;
    const before = hp().health.value;
    const updated: unknown[] = [];
    Hooks.on("updateActor" as never, ((_a: unknown, diff: unknown) => updated.push(diff)) as never);
    const operations = (): StandInOperation[] => [
      {
        action: "update",
        documentName: "Actor",
        updates: [{ _id: actor.id, "system.health.value": before - 1 }],
      },
      { action: "create", documentName: "ChatMessage", data: [{ content: "card" }] },
    ];
    const stop = Hooks.on("preCreateChatMessage" as never, (() => false) as never);
    expect(await modifyBatch(operations())).toEqual([[], []]);
    expect(hp().health.value).toBe(before);
    expect(updated).toEqual([]);
    Hooks.off("preCreateChatMessage" as never, stop as never);
    const [actors] = await modifyBatch(operations());
    expect(actors).toEqual([actor]);
    expect(hp().health.value).toBe(before - 1);
    expect(updated).toEqual([{ system: { health: { value: before - 1 } } }]);
  });
});
