// The chat hooks from `init`: every built-in card action has its handler, and rendered messages go
// through one render hook.
import { describe, expect, it } from "vitest";
import { setupGlue } from "../data/setup.js";

describe("registerChatHooks", () => {
  it("registers the card actions and one render hook", async () => {
    const glue = await setupGlue();
    const { registerChatHooks } = await import("../../src/hooks/chat.js");
    const { cardActionHandler } = await import("../../src/cards/card.js");
    const hooks = glue.env.Hooks as unknown as { count(hook: string): number };
    const before = hooks.count("renderChatMessageHTML");
    registerChatHooks();
    const actions = ["applyDamage", "applyMultiplier", "heroDie", "evadeDamage", "undoDamage"];
    for (const action of [...actions, "resistCheck", "askResist", "rollDamage", "heroReroll"]) {
      expect(cardActionHandler(action), action).toBeTypeOf("function");
    }
    expect(hooks.count("renderChatMessageHTML")).toBe(before + 1);
  });
});
