// The token HUD offers each ruleset's statuses on its own actor types only (CONFIG.statusEffects'
// `hud: { actorTypes }`, https://foundryvtt.com/api/v13/interfaces/CONFIG._StatusEffectConfig.html):
// no Star Worlds condition on a d20 token, no prone or Battlemind on a Star Worlds token. Every state a
// ruleset sets or shows on its sheet is offered to its types.
import { describe, expect, it } from "vitest";
import { ACTOR_TYPES, RULESET_OF_ACTOR_TYPE } from "../../src/config.js";
import { rulesetById } from "../../src/rulesets/index.js";
import type { HealthSubject } from "../../src/rulesets/ruleset.js";
import { statusEffectConfig } from "../../src/rulesets/status-effects.js";
import { m20Shape, operaShape, worldsNpcShape, worldsShape } from "./shapes.js";
import { setupGlue } from "../data/setup.js";

type Hud = { actorTypes: string[] };
/** What the HUD of an actor of `type` offers. */
function hudOf(type: string): string[] {
  return statusEffectConfig()
    .filter((e) => (e as { hud?: Hud }).hud?.actorTypes.includes(type))
    .map((e) => e.id);
}

const subject = (type: HealthSubject["type"], system: HealthSubject["system"]): HealthSubject =>
  ({ type, system, statuses: new Set<string>() }) as HealthSubject;

/** One actor of each type, a droid for m20 (its sheet shows Shut Down). */
const SUBJECTS: HealthSubject[] = [
  subject("m20Character", m20Shape({ class: { knight: false, droid: true, affinity: false } })),
  subject("m20Npc", m20Shape()),
  subject("operaCharacter", operaShape()),
  subject("operaNpc", operaShape()),
  subject("worldsCharacter", worldsShape()),
  subject("worldsNpc", worldsNpcShape()),
];

describe("the token HUD's statuses per actor type", () => {
  it("every status names the actor types whose HUD offers it", async () => {
    await setupGlue();
    for (const entry of statusEffectConfig()) {
      const hud = (entry as { hud?: Hud }).hud;
      expect(hud?.actorTypes.length, entry.id).toBeGreaterThan(0);
      expect(hud?.actorTypes.every((t) => (ACTOR_TYPES as readonly string[]).includes(t))).toBe(
        true,
      );
    }
  });

  it("a d20 token is offered no Star Worlds condition, a Star Worlds token no d20 state", async () => {
    await setupGlue();
    const worldsOnly = ["wounded", "exhausted", "sick", "outCold", "lostLimb"];
    // Defeated is the combat tracker's mark, on every ruleset's tokens (status-effects.ts).
    const d20Only = ["unconscious", "prone", "shutDown", "battlemind"];
    for (const type of ["m20Character", "m20Npc", "operaCharacter", "operaNpc"]) {
      expect(
        hudOf(type).filter((id) => worldsOnly.includes(id)),
        type,
      ).toEqual([]);
    }
    for (const type of ["worldsCharacter", "worldsNpc"]) {
      expect(
        hudOf(type).filter((id) => d20Only.includes(id)),
        type,
      ).toEqual([]);
    }
    for (const type of ACTOR_TYPES) expect(hudOf(type), type).toContain("defeated");
    expect(hudOf("m20Character")).not.toContain("dying");
    expect(hudOf("operaCharacter")).toContain("dying");
  });

  it("every status a ruleset sets or its sheet shows is on its types' HUD", async () => {
    await setupGlue();
    for (const actor of SUBJECTS) {
      const ruleset = rulesetById(RULESET_OF_ACTOR_TYPE[actor.type]);
      const shown = ruleset.healthView(actor).states.map((s) => s.id);
      const hud = hudOf(actor.type);
      expect([...ruleset.healthStatuses, ...shown].filter((id) => !hud.includes(id))).toEqual([]);
    }
  });
});
