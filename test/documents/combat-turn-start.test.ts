// Foundry's side of the turn start: the dying prompt (a confirm dialog; closing it is a "no"), the
// setting, killing a combatant, and startTurn for rulesets without turn-start automation.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { d20System, makeActor, makeCombat, setupCombatWorld } from "../combat/world.js";
import type { StandInActor } from "../foundry/parts/documents.js";

beforeEach(async () => {
  await setupCombatWorld("spaceOpera");
});

const turnStart = () => import("../../src/documents/combat.js");
const asActor = (a: StandInActor) => a as unknown as Actor.Implementation; // the stand-in's actor

/** DialogV2.confirm answering `answer` (null: the dialog was closed); returns its options. */
function confirmAnswers(answer: boolean | null) {
  const confirm = vi.fn(async (_options: { content: string }) => answer);
  // the stand-in has no confirm dialog: this test gives one
  Reflect.set(foundry.applications.api.DialogV2, "confirm", confirm);
  return confirm;
}

describe("foundryDyingPrompt", () => {
  it.each([
    [true, true],
    [false, false],
    [null, false], // closing the dialog never rolls
  ])("the GM answers %j → roll: %j", async (answer, rolls) => {
    const { foundryDyingPrompt } = await turnStart();
    const confirm = confirmAnswers(answer);
    const actor = asActor(makeActor("Kara", "operaCharacter", d20System({ hp: 0 })));
    expect(await foundryDyingPrompt({ actor, bonus: 5, chance: 0.3 })).toBe(rolls);
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it("shows the name, the formula with its bonus, the DC and the chance", async () => {
    const { foundryDyingPrompt } = await turnStart();
    const confirm = confirmAnswers(true);
    const actor = asActor(makeActor("Kara", "operaCharacter", d20System({ hp: 0 })));
    await foundryDyingPrompt({ actor, bonus: -2, chance: 0.05 });
    // the stand-in's localize shows each key with its data
    expect(confirm.mock.calls[0]![0]).toMatchObject({
      window: { title: "HOLOCRON.Combat.Dying.PromptTitle" },
    });
    const content = confirm.mock.calls[0]![0].content.replaceAll("&quot;", '"');
    expect(content).toContain('HOLOCRON.Combat.Dying.Prompt {"name":"Kara"}');
    expect(content).toContain(
      'HOLOCRON.Combat.Dying.Odds {"percent":"5%","dc":20,"formula":"1d20-2"}',
    );
  });
});

describe("dyingCheckMode", () => {
  it("is prompt only when the setting says so", async () => {
    const { dyingCheckMode } = await turnStart();
    expect(dyingCheckMode()).toBe("auto");
    await game.settings.set("holocron", "dyingCheckMode", "prompt");
    expect(dyingCheckMode()).toBe("prompt");
    await game.settings.set("holocron", "dyingCheckMode", "auto");
    expect(dyingCheckMode()).toBe("auto");
  });
});

describe("killCombatant", () => {
  it("gives the actor the dead status and marks the combatant defeated", async () => {
    const { killCombatant } = await turnStart();
    const actor = makeActor("Kara", "operaCharacter", d20System({ hp: -3 }));
    const { combatants } = makeCombat([actor]);
    await killCombatant(combatants[0]!);
    expect(actor.statuses.has("dead")).toBe(true);
    expect(combatants[0]!.defeated).toBe(true);
    const dead = [...actor.effects].find((e) => e.statuses.has("dead"));
    expect(dead?.flags).toMatchObject({ core: { overlay: true } });
  });

  it("does not toggle an actor that is already dead (toggling would revive it)", async () => {
    const { killCombatant } = await turnStart();
    const actor = makeActor("Kara", "operaCharacter", d20System({ hp: -3 }));
    await actor.toggleStatusEffect("dead", { active: true });
    const { combatants } = makeCombat([actor]);
    const toggle = vi.spyOn(actor, "toggleStatusEffect");
    await killCombatant(combatants[0]!);
    expect(toggle.mock.calls.map((c) => c[0])).not.toContain("dead");
    expect(actor.statuses.has("dead")).toBe(true);
    expect(combatants[0]!.defeated).toBe(true);
  });
});

describe("the Foundry side the turn start uses", () => {
  it("the setting's mode, the round record, the posted roll, the GM's prompt and the kill", async () => {
    const m = await turnStart();
    const { foundryDyingRounds } = await import("../../src/documents/combat.js");
    expect(m.foundryTurnStartDeps).toEqual({
      mode: m.dyingCheckMode,
      rounds: foundryDyingRounds,
      roll: m.foundryDyingRoll,
      prompt: m.foundryDyingPrompt,
      kill: m.killCombatant,
    });
  });
});

describe("startTurn", () => {
  it("runs no automation for a ruleset without it and returns null", async () => {
    const { startTurn } = await turnStart();
    const { combatants } = makeCombat([makeActor("K", "m20Character", d20System({ hp: 0 }))]);
    const roll = vi.fn(async () => 1);
    const deps = { mode: () => "auto" as const, roll, prompt: vi.fn(), kill: vi.fn() };
    expect(await startTurn(combatants[0]!, deps)).toBeNull();
    expect(roll).not.toHaveBeenCalled();
  });

  it("runs the Space Opera dying check and returns its result", async () => {
    const { startTurn } = await turnStart();
    const { combatants } = makeCombat([
      makeActor("Kara", "operaCharacter", d20System({ hp: 0, strBonus: 1, level: 2 })),
    ]);
    const roll = vi.fn(async () => 20);
    const deps = { mode: () => "auto" as const, roll, prompt: vi.fn(), kill: vi.fn() };
    expect(await startTurn(combatants[0]!, deps)).toBe("survives");
    expect(roll).toHaveBeenCalledWith(expect.objectContaining({ bonus: 3 }));
  });
});

describe("foundryDyingRoll", () => {
  it("rolls d20 + bonus as a dying check, posts it with the actor's name and returns the total", async () => {
    const { foundryDyingRoll } = await turnStart();
    const { registerRolls } = await import("../../src/dice/register.js");
    registerRolls();
    const { scriptedDice } = await import("../foundry/parts/dice.js");
    const { rollMessages } = await import("../foundry/parts/sheet-play.js");
    const actor = asActor(makeActor("Kara", "operaCharacter", d20System({ hp: 0 })));
    scriptedDice.push(14);
    expect(await foundryDyingRoll({ bonus: 5, actor })).toBe(19);
    expect(rollMessages).toHaveLength(1);
    expect(rollMessages[0]).toMatchObject({
      total: 19,
      flavor: 'HOLOCRON.Combat.Dying.Flavor {"name":"Kara"}',
      speaker: { alias: "Kara" },
    });
    const roll = (rollMessages[0] as { rolls: { options: object; formula: string }[] }).rolls[0];
    expect(roll?.options).toMatchObject({ ruleset: "spaceOpera", kind: "dying", target: 20 });
  });

  it("refuses an actor of a ruleset without a d20 dying check", async () => {
    const { foundryDyingRoll } = await turnStart();
    const actor = asActor(makeActor("Ace", "worldsCharacter", {}));
    await expect(foundryDyingRoll({ bonus: 0, actor })).rejects.toThrow(
      'Ruleset "starWorlds" makes no d20 dying check',
    );
  });
});
