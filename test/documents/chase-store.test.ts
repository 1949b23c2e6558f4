// Chases live in one world setting: created, changed in one queue (a change that changes nothing
// writes nothing), deleted; a stored chase that cannot be read stays as it was; every client hears
// of each write.
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, type Glue } from "../data/setup.js";
import type { chase } from "../../src/rules/index.js";
import { running } from "../rules/chase/fixtures.js";

let glue: Glue;
beforeEach(async () => {
  glue = await setupGlue("spaceOpera");
  const { registerChaseSetting } = await import("../../src/documents/chase-store.js");
  registerChaseSetting();
});

const store = () => import("../../src/documents/chase-store.js");
const settings = () =>
  glue.env.game.settings as {
    get(n: string, k: string): unknown;
    set(n: string, k: string, v: unknown): Promise<unknown>;
  };
const heard = () => {
  const books: chase.ChaseBook[] = [];
  const hooks = glue.env.Hooks as unknown as {
    on(h: string, f: (b: chase.ChaseBook) => void): void;
  };
  hooks.on("holocron.chasesChanged", (book) => books.push(book));
  return books;
};

describe("the chase book", () => {
  it("created, found by id, changed, deleted", async () => {
    const { changeChase, createChase, deleteChase, findChase, readChases } = await store();
    await createChase(running(["a"], ["b"]));
    expect(findChase("c1")?.name).toBe("Through the market");
    const renamed = await changeChase("c1", (c) => ({ ...c, name: "Over the roofs" }));
    expect(renamed.name).toBe("Over the roofs");
    expect(findChase("c1")?.name).toBe("Over the roofs");
    await deleteChase("c1");
    expect(readChases().book.chases).toEqual([]);
  });

  it("a change to a chase that is not there is refused", async () => {
    const { changeChase, ChaseNotFound } = await store();
    await expect(changeChase("nope", (c) => c)).rejects.toBeInstanceOf(ChaseNotFound);
  });

  it("every write tells every client, with the book as read; a change that changes nothing writes nothing", async () => {
    const { changeChase, createChase } = await store();
    const books = heard();
    await createChase(running(["a"], ["b"]));
    expect(books.at(-1)?.chases.map((c) => c.id)).toEqual(["c1"]);
    await changeChase("c1", (c) => c);
    expect(books).toHaveLength(1);
  });

  it("a stored chase that cannot be read is reported and written back untouched", async () => {
    const { createChase, readChases } = await store();
    await settings().set("holocron", "chases", { chases: [{ id: "broken" }] });
    expect(readChases().errors).toHaveLength(1);
    await createChase(running(["a"], ["b"]));
    const stored = settings().get("holocron", "chases") as { chases: unknown[] };
    expect(stored.chases[0]).toEqual({ id: "broken" });
    expect(stored.chases).toHaveLength(2);
  });
});
