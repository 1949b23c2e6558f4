// The round of an actor's last dying check (rulings: one check per round): a fact of the combat,
// written by the GM only and read back; "now" is the started combat the actor fights in. The actor's
// own flag of earlier versions is its owner's to write, so it is never read.
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, type Glue } from "../data/setup.js";
import { createCombat } from "../foundry/parts/combat.js";
import type { StandInActor } from "../foundry/parts/documents.js";
import { actAs } from "../foundry/parts/users.js";

let glue: Glue;
beforeEach(async () => {
  glue = await setupGlue("spaceOpera");
});

const rounds = async () => (await import("../../src/documents/combat.js")).foundryDyingRounds;
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

  it("record then checked gives the round back; a malformed fact reads as none", async () => {
    const r = await rounds();
    const a = await vex();
    const combat = createCombat();
    combat.active = true;
    combat.round = 2;
    const combatant = combat.addCombatant({ actor: a as unknown as StandInActor });
    expect(r.checked(a)).toBeNull();
    await r.record(a, { combat: combat.id, round: 2 });
    expect(r.checked(a)).toEqual({ combat: combat.id, round: 2 });
    await combat.setFlag("holocron", "facts", { [combatant.id]: { dyingRound: "x" } });
    expect(r.checked(a)).toBeNull();
  });

  it("the actor's own flag of earlier versions is no check; a player's client records nothing", async () => {
    const r = await rounds();
    const a = await vex();
    const combat = createCombat();
    combat.active = true;
    combat.round = 3;
    combat.addCombatant({ actor: a as unknown as StandInActor });
    await a.setFlag("holocron", "dyingCheckRound", { combat: combat.id, round: 3 } as never);
    expect(r.checked(a)).toBeNull();
    actAs("player1000000000");
    await r.record(a, { combat: combat.id, round: 3 });
    expect(r.checked(a)).toBeNull();
  });
});
