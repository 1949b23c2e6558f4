// Deleting a key in an update in each generation's syntax (src/compat/deletion.ts), without a
// compatibility warning; and which update keys and values are operators rather than data.
import { beforeEach, describe, expect, it } from "vitest";
import { standIn, type Glue } from "../data/setup.js";
import { deprecations } from "../foundry/parts/release.js";
import { isPlainData, isUpdateOperatorKey, markDeleted } from "../../src/compat/deletion.js";
import { CASES, generationWorld } from "./generations.js";

type Obj = Record<string, unknown>;
let glue: Glue;

describe.each(CASES)("Foundry V$generation", ({ generation }) => {
  beforeEach(async () => {
    glue = await generationWorld(generation);
  });

  it("deletes a key in this generation's syntax, and the stand-in's update removes it", async () => {
    // Not a blank actor (system given): no creation-guide flag beside the ones under test.
    const kara = await glue.createActor({ name: "Kara", type: "m20Character", system: {} });
    const flags: Obj = {};
    markDeleted(flags, "tie");
    expect(Object.keys(flags)).toEqual([generation === 14 ? "tie" : "-=tie"]);
    await kara.update({ flags: { holocron: { tie: 3, keep: 1 } } } as never);
    await kara.update({ flags: { holocron: flags } } as never);
    expect(standIn(kara)._source.flags).toEqual({ holocron: { keep: 1 } });
    expect(deprecations).toEqual([]);
  });
});

describe("update operators", () => {
  it("a deletion or replacement key is an operator; a stored key is not", () => {
    expect(["-=tie", "==system", "tie", "a-=b", "=x"].map(isUpdateOperatorKey)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it("plain objects, arrays and primitives are data; class instances are operators", () => {
    class ForcedDeletion {}
    expect([isPlainData(3), isPlainData(null), isPlainData({ a: 1 }), isPlainData([1])]).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(isPlainData(Object.create(null))).toBe(true);
    expect(isPlainData(new ForcedDeletion())).toBe(false);
  });
});
