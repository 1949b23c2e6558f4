// The dialog recomputes the plan on every keystroke; budget: well under a frame (1 ms) for five targets.
import { bench, describe } from "vitest";
import { powerCardContext } from "../../src/applications/chat/power-card-context.js";
import { powerDialogContext } from "../../src/applications/dialogs/power-dialog-context.js";
import { powerKit } from "../../src/rulesets/index.js";
import type { PowerKit } from "../../src/rulesets/power-kit.js";
import { planPower, type PowerPlan } from "../../src/rulesets/power-plan.js";
import { pendingRow, pushCardState } from "../applications/powers/card-fixtures.js";
import { KNIGHT_7 } from "./power-fixtures.js";
import { cardTraces } from "../../src/applications/chat/power-card-state.js";
import { createTemplateEnv } from "../templates/handlebars-env.js";

const env = createTemplateEnv();

const kit = powerKit("m20") as PowerKit;
const user = KNIGHT_7;
const targets = Array.from({ length: 5 }, (_, i) => ({
  id: `Actor.${i}`,
  name: `Battle droid ${i}`,
  droid: true,
  stats: { physical: 0, power: 0, statBonuses: { str: 0, dex: 1, mnd: 0 } },
}));

const push = () =>
  planPower({
    kit,
    powerId: "push",
    user,
    targets,
    inCombat: true,
    modifier: 0,
    dc: 15,
  }) as PowerPlan;
const dialog = (plan: PowerPlan) =>
  powerDialogContext(plan, {
    powerName: "Force Push",
    skill: "force",
    inCombat: true,
    modifier: 0,
    dc: 15,
    dcLocked: false,
  });
/** The card of that use, as rollPower keeps it: five resolved rows and the plan's traces. */
const resolvedCard = () => {
  const plan = push();
  return pushCardState({
    traces: cardTraces(plan),
    rows: plan.rows.map((r, i) => ({
      ...pendingRow({ targetUuid: r.targetId, name: r.name, droid: true, resistBonus: 1 }),
      checkTotal: 11 + i,
      natural: 10 + i,
      resistTotal: 6,
      resistNatural: 5,
      resistTrace: r.resistTrace,
      outcome: "success" as const,
    })),
  });
};

describe("power dialog and card", () => {
  bench("plan + dialog context, Force Push on five droids", () => {
    dialog(push());
  });
  bench(
    "plan + dialog context + render, with every breakdown",
    () => {
      env.render("templates/dialog/power-dialog.hbs", dialog(push()));
    },
    { time: 3000, warmupTime: 500 },
  );
  bench(
    "card context + render, five resolved rows with their breakdowns",
    () => {
      const state = resolvedCard();
      env.render(
        "templates/chat/power-card.hbs",
        powerCardContext(state, { isGM: true, ownsTarget: () => true }),
      );
    },
    { time: 3000, warmupTime: 500 },
  );
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
