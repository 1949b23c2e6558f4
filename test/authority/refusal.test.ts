import { beforeEach, describe, expect, it, vi } from "vitest";
import { setupGlue } from "../data/setup.js";
import { logRefusal, recentRefusals, Refusal } from "../../src/authority/refusal.js";

beforeEach(async () => {
  await setupGlue();
});

describe("Refusal", () => {
  it("carries the i18n key of its reason and the data to format it with", () => {
    const refusal = new Refusal("HOLOCRON.Authority.Refused.ChangedSince", { name: "Thug" });
    expect(refusal).toBeInstanceOf(Error);
    expect([refusal.name, refusal.key, refusal.message]).toEqual([
      "Refusal",
      "HOLOCRON.Authority.Refused.ChangedSince",
      "HOLOCRON.Authority.Refused.ChangedSince",
    ]);
    expect(refusal.data).toEqual({ name: "Thug" });
    expect(new Refusal("HOLOCRON.Authority.Refused.NoCard").data).toEqual({});
  });
});

describe("logRefusal", () => {
  it("logs the kind, the sender's name and id and the reason on the console", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const record = logRefusal("card.apply", "player2000000000", "Not a target");
    expect(record).toMatchObject({
      kind: "card.apply",
      senderId: "player2000000000",
      senderName: "Player Two",
      reason: "Not a target",
    });
    expect(warn).toHaveBeenCalledWith(
      'Holocron | refused "card.apply" from Player Two (player2000000000): Not a target',
    );
    warn.mockRestore();
  });

  it("an id no user has is logged as is", () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(logRefusal("x", "nobody0000000000", "r").senderName).toBe("nobody0000000000");
    vi.restoreAllMocks();
  });

  it("keeps the last 200 refusals, oldest first, for the GM to read", () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    for (let i = 0; i < 205; i++) logRefusal("kind", "gm00000000000000", `reason ${i}`);
    const kept = recentRefusals();
    expect(kept).toHaveLength(200);
    expect(kept[0]?.reason).toBe("reason 5");
    expect(kept.at(-1)?.reason).toBe("reason 204");
    // A copy: the caller cannot empty the log.
    (kept as unknown[]).length = 0;
    expect(recentRefusals()).toHaveLength(200);
    vi.restoreAllMocks();
  });
});
