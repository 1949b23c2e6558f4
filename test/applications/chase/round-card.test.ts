// Each chase round's chat card: the pairs' gaps before and after, spoken as the chase, with the
// chase and round in its flags.
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue } from "../../data/setup.js";
import { messages } from "../../foundry/parts/chat.js";
import { chase } from "../../../src/rules/index.js";
import { rollAll, running } from "../../rules/chase/fixtures.js";

beforeEach(async () => {
  await setupGlue("spaceOpera");
});

describe("postRoundCard", () => {
  it("posts the round as the chase, with the gaps and its flags", async () => {
    const { postRoundCard } = await import("../../../src/applications/chase/round-card.js");
    const { chase: c, entry } = chase.resolveRound(rollAll(running(["A"], ["Q"]), { A: 15, Q: 9 }));
    await postRoundCard(c, entry);
    const card = messages.at(-1)!;
    expect(card.speaker).toMatchObject({ alias: "Through the market" });
    expect(card.flags).toEqual({ holocron: { chaseRound: { chaseId: "c1", round: entry.round } } });
    const [result] = entry.results;
    expect(card.content).toContain(String(result!.before));
    expect(card.content).toContain(String(result!.after));
  });
});
