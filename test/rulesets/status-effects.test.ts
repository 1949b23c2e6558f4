// The system's statuses as CONFIG.statusEffects lists them: unique ids, the changes prone brings
// (−4 AC, m20 Force Push) in the running Foundry's shape, and the overlays.
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue } from "../data/setup.js";
import {
  HEALTH_STATUS_IDS,
  OVERLAY_STATUSES,
  STATUS_EFFECTS,
  STATUS_IDS,
  statusEffectConfig,
} from "../../src/rulesets/status-effects.js";

beforeEach(async () => {
  await setupGlue();
});

describe("the statuses", () => {
  it("one effect per status id, with unique 16-character ids and localized names", () => {
    expect(STATUS_EFFECTS.map((e) => e.id).sort()).toEqual([...STATUS_IDS].sort());
    const ids = STATUS_EFFECTS.map((e) => e._id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => /^[A-Za-z0-9]{16}$/.test(id))).toBe(true);
    expect(STATUS_EFFECTS.every((e) => e.name === `HOLOCRON.Status.${e.id}`)).toBe(true);
    expect(HEALTH_STATUS_IDS.every((id) => STATUS_IDS.includes(id))).toBe(true);
  });

  it("prone is −4 AC while it lasts; the other statuses change nothing", () => {
    const config = statusEffectConfig();
    const prone = config.find((e) => e.id === "prone") as {
      changes?: { key: string; value: string }[];
    };
    expect(prone.changes).toEqual([
      expect.objectContaining({ key: "system.modifiers.ac", value: "-4" }),
    ]);
    expect(config.filter((e) => "changes" in e).map((e) => e.id)).toEqual(["prone"]);
  });

  it("dead and defeated are drawn over the token", () => {
    expect([...OVERLAY_STATUSES].sort()).toEqual(["dead", "defeated"]);
  });
});
