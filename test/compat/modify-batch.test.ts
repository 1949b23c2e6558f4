// V14's modifyBatch is found at run time; on V13, where Foundry has none, the ledger writes alone.
import { afterEach, describe, expect, it, vi } from "vitest";
import { modifyBatch } from "../../src/compat/generation.js";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("modifyBatch", () => {
  it("is the running Foundry's function where it has one (V14)", async () => {
    const calls: unknown[] = [];
    const found = async (ops: unknown[]) => {
      calls.push(ops);
      return [[]];
    };
    vi.stubGlobal("foundry", { documents: { modifyBatch: found } });
    const batch = modifyBatch();
    expect(batch).toBe(found);
    await batch!([{ action: "update", documentName: "Actor", updates: [] }]);
    expect(calls).toHaveLength(1);
  });

  it.each([
    ["Foundry has none (V13)", {}],
    ["something else sits there", { modifyBatch: { not: "a function" } }],
  ])("is null where %s", (_name, documents) => {
    vi.stubGlobal("foundry", { documents });
    expect(modifyBatch()).toBeNull();
  });
});
