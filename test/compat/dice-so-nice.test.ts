// src/compat/dice-so-nice.ts: nothing without Dice So Nice; with it, each roll shown once to every
// client, with the message's whisper (null for a public one), blind, id and speaker, and `secret`
// when the message hides it from some users (DSN then draws ghost dice for them).
import { beforeEach, describe, expect, it } from "vitest";
import { installFoundry, type StandInEnv } from "../foundry/index.js";
import { actAs } from "../foundry/parts/users.js";
import { fakeDice3d } from "./dice-sites.js";

let env: StandInEnv;
beforeEach(() => {
  env = installFoundry();
  actAs("gm00000000000000");
});

const glue = () => import("../../src/compat/dice-so-nice.js");
const roll = (total: number) => ({ total }) as never;

describe("showRolls", () => {
  it("does nothing, and throws nothing, when Dice So Nice is absent", async () => {
    const { dice3d, showRolls } = await glue();
    expect(dice3d()).toBeNull();
    await expect(
      showRolls([roll(7)], { id: "m", whisper: [], blind: false }),
    ).resolves.toBeUndefined();
  });

  it("a public message's rolls: to everyone (no whisper), not secret", async () => {
    const shown = fakeDice3d(env.game);
    const { showRolls } = await glue();
    const rolls = [roll(7), roll(3)];
    await showRolls(rolls, { id: "m1", whisper: [], blind: false, speaker: { alias: "Kara" } });
    expect(shown.mock.calls.map((c) => c[0])).toEqual(rolls);
    expect(shown.mock.calls[1]!.slice(2)).toEqual([
      true,
      null,
      false,
      "m1",
      { alias: "Kara" },
      { ghost: false, secret: false },
    ]);
  });

  it("a blind or whispered message's rolls are secret, with its whisper and blind", async () => {
    const shown = fakeDice3d(env.game);
    const { showRolls } = await glue();
    await showRolls([roll(9)], { id: "m2", whisper: ["gm00000000000000"], blind: true });
    expect(shown.mock.calls[0]!.slice(2)).toEqual([
      true,
      ["gm00000000000000"],
      true,
      "m2",
      null,
      { ghost: false, secret: true },
    ]);
  });
});
