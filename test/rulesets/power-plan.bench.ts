// The dialog recomputes the plan on every keystroke; budget: well under a frame (1 ms) for five targets.
import { bench, describe } from "vitest";
import { powerCardContext } from "../../src/applications/chat/power-card-context.js";
import { powerDialogContext } from "../../src/applications/dialogs/power-dialog-context.js";
import { powerKit } from "../../src/rulesets/index.js";
import type { PowerKit } from "../../src/rulesets/power-kit.js";
import { planPower, type PowerPlan } from "../../src/rulesets/power-plan.js";
import { pendingRow, pushCardState } from "../applications/powers/card-fixtures.js";
import { KNIGHT_7 } from "./power-fixtures.js";

const kit = powerKit("m20") as PowerKit;
const user = KNIGHT_7;
const targets = Array.from({ length: 5 }, (_, i) => ({
  id: `Actor.${i}`,
  name: `Battle droid ${i}`,
  droid: true,
  stats: { physical: 0, power: 0, statBonuses: { str: 0, dex: 1, mnd: 0 } },
}));

describe("power dialog and card", () => {
  bench("plan + dialog context, Force Push on five droids", () => {
    const plan = planPower({
      kit,
      powerId: "push",
      user,
      targets,
      inCombat: true,
      modifier: 0,
      dc: 15,
    });
    powerDialogContext(plan as PowerPlan, {
      powerName: "Force Push",
      skill: "force",
      inCombat: true,
      modifier: 0,
      dc: 15,
      dcLocked: false,
    });
  });
  bench("card context, five rows", () => {
    powerCardContext(
      pushCardState({
        rows: targets.map((t) =>
          pendingRow({ targetUuid: t.id, name: t.name, droid: true, resistBonus: 1 }),
        ),
      }),
      { isGM: false, ownsTarget: () => false },
    );
  });
});
