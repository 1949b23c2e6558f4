// Where chases live: one world setting. Each change reads the chase, applies a pure step and saves,
// after every earlier write (two clicks at once both count); a broken stored chase is reported and
// kept as stored, never rewritten; every client hears the change through the setting's onChange.
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue } from "../data/setup.js";
import { chase } from "../../src/rules/index.js";
import { running } from "../rules/chase/fixtures.js";
import type * as Store from "../../src/documents/chase-store.js";

let store: typeof Store;
const heard: chase.ChaseBook[] = [];

beforeEach(async () => {
  await setupGlue("spaceOpera");
  store = await import("../../src/documents/chase-store.js");
  store.registerChaseSetting();
  heard.length = 0;
  Hooks.on(store.CHASES_CHANGED_HOOK, (book) => heard.push(book));
});

const stored = () => game.settings.get("holocron", "chases").chases;

describe("the chase store", () => {
  it("creates, changes and deletes, and every write is heard", async () => {
    const c = await store.createChase(running(["A"], ["Q"]));
    expect(store.findChase(c.id)).toEqual(c);
    await store.changeChase(c.id, (x) => chase.setNote(x, "Speeders scatter"));
    expect(store.findChase(c.id)?.note).toBe("Speeders scatter");
    await store.deleteChase(c.id);
    expect(store.findChase(c.id)).toBeNull();
    expect(heard.map((b) => b.chases.length)).toEqual([1, 1, 0]);
  });

  it("two changes at once both land, in order", async () => {
    const c = await store.createChase(running(["A", "B"], ["Q"]));
    await Promise.all([
      store.changeChase(c.id, (x) => chase.setGap(x, "A", "Q", 50)),
      store.changeChase(c.id, (x) => chase.setGap(x, "B", "Q", 70)),
    ]);
    expect(store.findChase(c.id)?.pairs.map((p) => p.gap)).toEqual([50, 70]);
  });

  it("a refused step writes nothing; a missing chase is NotFound", async () => {
    const c = await store.createChase(running(["A"], ["Q"]));
    const before = JSON.stringify(stored());
    await expect(
      store.changeChase(c.id, () => {
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    expect(JSON.stringify(stored())).toBe(before);
    await expect(store.changeChase("nope", (x) => x)).rejects.toThrow(
      "HOLOCRON.Chase.Error.NotFound",
    );
  });

  it("a broken stored chase is reported and kept as stored when another one changes", async () => {
    const good = running(["A"], ["Q"]);
    const broken = { id: "c9", name: 4 };
    await game.settings.set("holocron", "chases", { chases: [good, broken] });
    expect(store.readChases().errors).toEqual([
      "chases[1].procedure must be a non-empty string, got undefined",
    ]);
    await store.changeChase(good.id, (x) => chase.setNote(x, "On"));
    expect(stored()[1]).toEqual(broken);
  });
});

describe("the setting", () => {
  it("is a world setting, hidden from the settings menu, empty at first; a player cannot write it", async () => {
    const config = (
      game.settings as unknown as { settings: Map<string, Record<string, unknown>> }
    ).settings.get("holocron.chases");
    expect(config).toMatchObject({ scope: "world", config: false, default: { chases: [] } });
    expect(store.readChases()).toEqual({ book: { chases: [] }, errors: [] });
    const { actAs } = await import("../foundry/parts/users.js");
    actAs("player1000000000");
    await expect(store.createChase(running(["A"], ["Q"]))).rejects.toThrow(/permission/);
  });

  it("a stored value that is not a book reads as no chases", async () => {
    await game.settings.set("holocron", "chases", null as never);
    expect(store.readChases().book.chases).toEqual([]);
    await game.settings.set("holocron", "chases", { chases: "many" } as never);
    expect(store.readChases().book.chases).toEqual([]);
  });

  it("deleting one chase keeps the others, even one that does not read", async () => {
    const a = running(["A"], ["Q"]);
    const b = { ...running(["B"], ["R"]), id: "chaseB0000000000" };
    const broken = { id: "c9", name: 4 };
    await game.settings.set("holocron", "chases", { chases: [a, null, broken, b] });
    await store.deleteChase(a.id);
    expect(stored()).toEqual([null, broken, b]);
    await store.changeChase(b.id, (x) => chase.setNote(x, "On"));
    expect(stored().slice(0, 2)).toEqual([null, broken]);
    expect(store.findChase(b.id)?.note).toBe("On");
  });
});

describe("a change that changes nothing", () => {
  it("writes nothing and tells nobody", async () => {
    const c = await store.createChase(running(["A"], ["Q"]));
    heard.length = 0;
    expect(await store.changeChase(c.id, (x) => x)).toEqual(c);
    expect(heard).toEqual([]);
  });
});
