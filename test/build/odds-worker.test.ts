/**
 * The built encounter-odds worker as a browser would run it: a file of its own in dist/assets,
 * found relative to holocron.mjs, that answers a request with progress and a result.
 */
import { describe, expect, it } from "vitest";
import { readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { runInNewContext } from "node:vm";
import { d20Fighter } from "../rules/sim/fighters.js";
import type { OddsReply } from "../../src/applications/encounter/odds-messages.js";

const DIST = resolve("dist");

function workerFile(): string {
  const files = readdirSync(join(DIST, "assets")).filter((f) => /^odds-worker-.*\.js$/.test(f));
  expect(files).toHaveLength(1);
  return files[0]!;
}

describe("dist/assets: the encounter-odds worker", () => {
  it("is bundled on its own and referenced relative to holocron.mjs", () => {
    const bundle = readFileSync(join(DIST, "holocron.mjs"), "utf8");
    expect(bundle).toContain(`new URL("assets/${workerFile()}", import.meta.url)`);
  });

  it("plays the fights it is sent, reporting progress, then the result", () => {
    const replies: OddsReply[] = [];
    const self: { onmessage: ((e: { data: unknown }) => void) | null; postMessage: unknown } = {
      onmessage: null,
      postMessage: (m: OddsReply) => replies.push(m),
    };
    runInNewContext(readFileSync(join(DIST, "assets", workerFile()), "utf8"), { self });
    self.onmessage!({
      data: {
        fighters: [d20Fighter("a", "party", { attackBonus: 100 }), d20Fighter("b", "foes", { mook: true })],
        fights: 1000,
        seed: 1,
        maxRounds: 50,
      },
    });
    expect(replies.filter((r) => r.type === "progress").map((r) => r.type === "progress" && r.done)).toEqual([250, 500, 750, 1000]);
    const done = replies.at(-1);
    expect(done?.type === "done" && done.result.partyWins).toBe(1);
  });

  it("answers bad input with the simulator's message", () => {
    const replies: OddsReply[] = [];
    const self = { onmessage: null as ((e: { data: unknown }) => void) | null, postMessage: (m: OddsReply) => replies.push(m) };
    runInNewContext(readFileSync(join(DIST, "assets", workerFile()), "utf8"), { self });
    self.onmessage!({ data: { fighters: [d20Fighter("a", "party")], fights: 10, seed: 1, maxRounds: 5 } });
    expect(replies).toEqual([
      {
        type: "error",
        message: "The foes side has no fighter",
        key: "HOLOCRON.Rules.Error.noFighter",
        data: { side: "foes" },
      },
    ]);
  });
});
