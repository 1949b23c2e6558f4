// The Quench self-test batch (src/quench/self-test.ts) run under the stand-in: a small runner with
// Mocha's shape (describe, it, after, in order) and Vitest's chai-compatible `expect`, so the batch a
// real Foundry runs is type-checked and exercised here too, and cleans up after itself.
import { beforeEach, describe, expect, it } from "vitest";
import type { QuenchBatchContext } from "@ethaks/fvtt-quench";
import { messages } from "../foundry/parts/chat.js";
import type { StandInCollection } from "../foundry/parts/documents.js";
import { powerWorld } from "../applications/powers/world.js";
import type { Glue } from "../data/setup.js";

type Fn = () => unknown;
interface Suite {
  title: string;
  tests: { title: string; fn: Fn }[];
  suites: Suite[];
  after: Fn[];
}

/** Collects the batch's suites, as Mocha does before it runs anything. */
function collect(batch: (context: QuenchBatchContext) => void): Suite {
  const root: Suite = { title: "", tests: [], suites: [], after: [] };
  let current = root;
  const context = {
    describe: (title: string, body: () => void) => {
      const suite: Suite = { title, tests: [], suites: [], after: [] };
      current.suites.push(suite);
      const parent = current;
      current = suite;
      body();
      current = parent;
    },
    it: (title: string, fn: Fn) => current.tests.push({ title, fn }),
    after: (fn: Fn) => current.after.push(fn),
    expect,
  };
  // Only the members above are used by the batch; Quench's full context is Mocha's and chai's.
  batch(context as unknown as QuenchBatchContext);
  return root;
}

/** Runs every test in order (a failure is recorded, the rest still run), then the after hooks. */
async function run(suite: Suite, path: string[] = []): Promise<Record<string, string>> {
  const results: Record<string, string> = {};
  for (const test of suite.tests) {
    const name = [...path, test.title].join(" › ");
    try {
      await test.fn();
      results[name] = "passed";
    } catch (error) {
      results[name] = error instanceof Error ? error.message : String(error);
    }
  }
  for (const child of suite.suites)
    Object.assign(results, await run(child, [...path, child.title]));
  for (const hook of suite.after) await hook();
  return results;
}

let glue: Glue;
beforeEach(async () => {
  glue = await powerWorld();
  (await import("../../src/dice/register.js")).registerRolls();
  // Core's game.messages is a Collection: size and contents as well as get.
  glue.env.game.messages = {
    get: (id: string) => messages.find((m) => m.id === id),
    get size() {
      return messages.length;
    },
    get contents() {
      return [...messages];
    },
  };
});

describe("the Quench self-test batch", () => {
  it("registers under its key when Quench is ready", async () => {
    const { registerSelfTest, selfTestBatch, SELF_TEST_KEY } =
      await import("../../src/quench/self-test.js");
    const registered: unknown[][] = [];
    registerSelfTest({ registerBatch: (...args: unknown[]) => registered.push(args) } as never);
    expect(registered).toEqual([
      [SELF_TEST_KEY, selfTestBatch, { displayName: "Holocron: self-test" }],
    ]);
  });

  it("passes every test under the stand-in and leaves no document behind", async () => {
    const { selfTestBatch } = await import("../../src/quench/self-test.js");
    const actors = glue.env.game.actors as StandInCollection<{ id: string }>;
    const combats = glue.env.game.combats as unknown[];
    const before = { actors: actors.size, combats: combats.length, messages: messages.length };
    const results = await run(collect(selfTestBatch));
    expect(Object.keys(results)).toHaveLength(14);
    for (const [name, result] of Object.entries(results)) expect(result, name).toBe("passed");
    expect({ actors: actors.size, combats: combats.length, messages: messages.length }).toEqual(
      before,
    );
  });
});
