// The authority's one hook for the ledger: every request carried out runs inside the registered
// wrapper, which sees the request's kind, payload and sender and returns what the request returns.
import { afterEach, describe, expect, it } from "vitest";
import { carriedOut, observeRequests, type RequestContext } from "../../src/authority/channel.js";
import { SENDERS } from "./world.js";

const CONTEXT: RequestContext = { kind: "card.apply", payload: { n: 1 }, sender: SENDERS.p1 };

afterEach(() => observeRequests(null));

describe("carriedOut", () => {
  it("runs the request alone when nothing is registered", async () => {
    expect(await carriedOut(CONTEXT, () => Promise.resolve(7))).toBe(7);
  });

  it("runs the request inside the wrapper, which sees its context and passes its result", async () => {
    const seen: string[] = [];
    observeRequests(async (context, run) => {
      seen.push(`before ${context.kind} ${context.sender.name}`);
      const result = await run();
      seen.push("after");
      return result;
    });
    const result = await carriedOut(CONTEXT, () => {
      seen.push("run");
      return Promise.resolve("done");
    });
    expect(result).toBe("done");
    expect(seen).toEqual(["before card.apply Player One", "run", "after"]);
  });

  it("a later registration replaces the earlier; null removes it", async () => {
    const calls: string[] = [];
    observeRequests((_c, run) => (calls.push("first"), run()));
    observeRequests((_c, run) => (calls.push("second"), run()));
    await carriedOut(CONTEXT, () => Promise.resolve(0));
    observeRequests(null);
    await carriedOut(CONTEXT, () => Promise.resolve(0));
    expect(calls).toEqual(["second"]);
  });

  it("a request's failure reaches the caller through the wrapper", async () => {
    observeRequests((_c, run) => run());
    await expect(carriedOut(CONTEXT, () => Promise.reject(new Error("no")))).rejects.toThrow("no");
  });
});
