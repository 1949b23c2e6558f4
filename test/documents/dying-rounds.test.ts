// The round of an actor's last dying check (rulings: one check per round): kept on the actor as a
// flag, read back, and "now" is the started combat the actor fights in.
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, type Glue } from "../data/setup.js";
import { createCombat } from "../foundry/parts/combat.js";
import type { StandInActor } from "../foundry/parts/documents.js";

let glue: Glue;
beforeEach(async () => {
  glue = await setupGlue("spaceOpera");
});

const rounds = async () => (await import("../../src/documents/dying-rounds.js")).foundryDyingRounds;
const vex = () => glue.createActor({ name: "Vex", type: "operaCharacter" });

describe("foundryDyingRounds", () => {
  it("now: the started combat's id and round, for its combatants only", async () => {
    const r = await rounds();
    const a = await vex();
    const other = await vex();
    expect(r.now(a)).toBeNull();
    const combat = createCombat();
    combat.active = true;
    combat.round = 0;
    combat.addCombatant({ actor: a as unknown as StandInActor });
    expect(r.now(a)).toBeNull();
    combat.round = 4;
    expect(r.now(a)).toEqual({ combat: combat.id, round: 4 });
    expect(r.now(other)).toBeNull();
  });

  it("record then checked gives the round back; a malformed flag reads as none", async () => {
    const r = await rounds();
    const a = await vex();
    expect(r.checked(a)).toBeNull();
    await r.record(a, { combat: "c1", round: 2 });
    expect(r.checked(a)).toEqual({ combat: "c1", round: 2 });
    await a.setFlag("holocron", "dyingCheckRound", { combat: 3, round: "x" } as never);
    expect(r.checked(a)).toBeNull();
  });
});
