// @vitest-environment happy-dom
// The combat tracker's defeated mark puts CONFIG.specialStatusEffects.DEFEATED on the token as an
// overlay (foundry-v13.md, "Combat"; src/documents/state-writer.ts sets it when a combatant goes out,
// on every ruleset). The GM clears a status from the token HUD, which offers only the statuses whose
// `hud.actorTypes` name the token's actor type
// (https://foundryvtt.com/api/v13/interfaces/CONFIG._StatusEffectConfig.html): so on every ruleset's
// tokens, linked or not, the HUD must offer the defeated status, or the overlay cannot be cleared there.
import { describe, expect, it } from "vitest";
import { setupGlue, standIn } from "../data/setup.js";
import { ACTOR_TYPES } from "../../src/config.js";
import type { StandInCollection } from "../foundry/parts/documents.js";
import { placeToken, StandInScene, type StandInTokenHUD } from "../foundry/parts/scenes.js";

const SYSTEMS: Record<string, Record<string, unknown>> = {
  m20Character: {},
  m20Npc: { stats: { str: 10 }, hitDice: [6] },
  operaCharacter: {},
  operaNpc: {},
  worldsCharacter: {},
  worldsNpc: {},
};

describe("the defeated status on the token HUD", () => {
  it("is offered on the tokens of every actor type of every ruleset", async () => {
    const glue = await setupGlue("starWorlds");
    (await import("../../src/documents/register-combat.js")).registerCombat();
    const defeated = CONFIG.specialStatusEffects.DEFEATED;
    const scene = new StandInScene("Docking bay");
    (glue.env.game.scenes as StandInCollection<StandInScene>).add(scene);
    await scene.view();
    const hud = (canvas as unknown as { hud: { token: StandInTokenHUD } }).hud.token;
    const offered: Record<string, boolean> = {};
    for (const type of ACTOR_TYPES) {
      const actor = await glue.createActor({ name: type, type, system: SYSTEMS[type] });
      for (const linked of [true, false]) {
        await hud.bind(placeToken(scene, standIn(actor), { linked }).object!);
        const ids = [...hud.element!.querySelectorAll<HTMLElement>("[data-status-id]")].map(
          (icon) => icon.dataset.statusId,
        );
        offered[`${type}${linked ? "" : " (unlinked)"}`] = ids.includes(defeated);
      }
    }
    expect(Object.values(offered).every(Boolean), JSON.stringify(offered)).toBe(true);
    expect(Object.keys(offered)).toHaveLength(ACTOR_TYPES.length * 2);
  });
});
