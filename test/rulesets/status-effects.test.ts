// The system's statuses as CONFIG.statusEffects lists them: unique ids, the changes prone brings
// (−4 AC, m20 Force Push) in the running Foundry's shape, and the overlays.
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue } from "../data/setup.js";
import { OVERLAY_STATUSES } from "../../src/rulesets/state-plan.js";
import {
  HEALTH_STATUS_IDS,
  STATUS_EFFECTS,
  STATUS_IDS,
  isStatusId,
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

  it("the stored _ids never change (an effect saved in a world finds its status by them), nor the core icons", () => {
    expect(STATUS_EFFECTS.map((e) => [e.id, e._id, e.img])).toEqual([
      ["unconscious", "holocronUncons00", "icons/svg/unconscious.svg"],
      ["dying", "holocronDying000", "icons/svg/degen.svg"],
      ["dead", "holocronDead0000", "icons/svg/skull.svg"],
      ["wounded", "holocronWounded0", "icons/svg/blood.svg"],
      ["defeated", "holocronDefeated", "icons/svg/cancel.svg"],
      ["prone", "holocronProne000", "icons/svg/falling.svg"],
      ["shutDown", "holocronShutDown", "icons/svg/daze.svg"],
      ["battlemind", "holocronBattlemi", "icons/svg/aura.svg"],
      ["exhausted", "holocronExhauste", "icons/svg/downgrade.svg"],
      ["sick", "holocronSick0000", "icons/svg/poison.svg"],
      ["outCold", "holocronOutCold0", "icons/svg/sleep.svg"],
      ["lostLimb", "holocronLostLimb", "icons/svg/bones.svg"],
    ]);
  });

  it("the ruleset-set statuses come first, each once; isStatusId knows exactly the listed ids", () => {
    expect(STATUS_IDS.slice(0, HEALTH_STATUS_IDS.length)).toEqual([...HEALTH_STATUS_IDS]);
    expect(new Set(STATUS_IDS).size).toBe(STATUS_IDS.length);
    expect(STATUS_IDS.every(isStatusId)).toBe(true);
    expect([isStatusId("invincible"), isStatusId("")]).toEqual([false, false]);
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
    // Every entry is the status as listed, prone's with its changes added, each with its HUD's
    // actor types (status-hud.test.ts) and its HUD order (status-order.test.ts).
    expect(
      config.map((e) => ({ ...e, changes: undefined, hud: undefined, order: undefined })),
    ).toEqual(STATUS_EFFECTS.map((e) => ({ ...e, changes: undefined })));
  });

  it("dead and defeated are drawn over the token", () => {
    expect([...OVERLAY_STATUSES].sort()).toEqual(["dead", "defeated"]);
  });
});
