// F9: a power used on the user's own turn in the started combat spends the action (the tracker's
// marker); off-turn or out of combat it does not. A player's own Knight is marked by the GM authority the player asks.
import { viaGm } from "../chat/click.js";
import { beforeEach, describe, expect, it } from "vitest";
import type { Glue } from "../../data/setup.js";
import type * as UsePowerModule from "../../../src/applications/powers/use-power.js";
import { battleDroid, knight, powerWorld, scriptedDice, startCombat } from "./world.js";

let glue: Glue;
let usePower: typeof UsePowerModule.usePower;

beforeEach(async () => {
  glue = await powerWorld();
  ({ usePower } = await import("../../../src/applications/powers/use-power.js"));
});

const firstItem = (a: { items: { contents: { id: string | null }[] } }) =>
  a.items.contents[0]?.id ?? "";
const SPENT = { "flags.holocron.actionRound": 1 };

describe("usePower and the action marker", () => {
  it("on the Knight's own turn (played by its owner) the action is spent", async () => {
    const kara = await knight(glue, ["surge"]);
    const [mine] = startCombat(glue, [kara, await battleDroid(glue, "A")], 0);
    scriptedDice.push(15);
    // The owner asks; the GM authority carries the power out and marks the action.
    await viaGm(glue.socket, "player1000000000", () =>
      usePower(kara, firstItem(kara), { fast: true }),
    );
    expect(mine!.updates).toEqual([SPENT]);
  });

  it("off its turn nothing is marked", async () => {
    const kara = await knight(glue, ["surge"]);
    const [mine] = startCombat(glue, [kara, await battleDroid(glue, "A")], 1);
    scriptedDice.push(15);
    await usePower(kara, firstItem(kara), { fast: true });
    expect(mine!.updates).toEqual([]);
  });

  it("a power refused before the roll (no targets) marks nothing", async () => {
    const kara = await knight(glue, ["push"]);
    const [mine] = startCombat(glue, [kara], 0);
    await usePower(kara, firstItem(kara), { fast: true });
    expect(mine!.updates).toEqual([]);
  });
});
