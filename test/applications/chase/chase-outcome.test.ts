// The end of a chase: the GM declares an escape or ends it; a catch becomes a combat only when a
// group is caught, and only with every caught runner's token on one scene.
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue } from "../../data/setup.js";
import { chase } from "../../../src/rules/index.js";
import { running } from "../../rules/chase/fixtures.js";

beforeEach(async () => {
  await setupGlue("spaceOpera");
  (await import("../../../src/documents/chase-store.js")).registerChaseSetting();
});

const outcome = () => import("../../../src/applications/chase/chase-outcome.js");
const store = () => import("../../../src/documents/chase-store.js");

describe("declareEnd", () => {
  it("an escape or an end is stored; a chase already over cannot end again", async () => {
    const { declareEnd } = await outcome();
    const { createChase, findChase } = await store();
    await createChase(running(["a"], ["b"]));
    expect((await declareEnd("c1", "escaped")).status).toBe("escaped");
    expect(findChase("c1")?.status).toBe("escaped");
    await expect(declareEnd("c1", "ended")).rejects.toThrow("the chase is already over (escaped)");
  });
});

describe("startCombatFromCatch", () => {
  it("no group caught: refused, nothing created", async () => {
    const { startCombatFromCatch } = await outcome();
    const { createChase } = await store();
    await createChase(running(["a"], ["b"]));
    await expect(startCombatFromCatch("c1")).rejects.toMatchObject({
      key: "HOLOCRON.Chase.Error.NoCatch",
    });
    await expect(startCombatFromCatch("nope")).rejects.toMatchObject({
      key: "HOLOCRON.Chase.Error.NoCatch",
    });
  });

  it("a caught runner whose token is gone is named in the refusal", async () => {
    const { startCombatFromCatch } = await outcome();
    const { createChase } = await store();
    const c = running(["a"], ["b"], "nothing", 0);
    const caught = { ...c, pairs: c.pairs.map((p) => ({ ...p, caught: true })) };
    expect(chase.caughtGroup(caught)).not.toBeNull();
    await createChase(caught);
    const refusal = (await startCombatFromCatch("c1").catch((e: unknown) => e)) as {
      key: string;
      data: { names: string };
    };
    expect(refusal.key).toBe("HOLOCRON.Chase.Error.NoToken");
    expect(refusal.data.names.split(", ").sort()).toEqual(["a", "b"]);
  });
});
