// Figure for the performance page (docs/performance.md): one round of a 10-participant chase (5 pursuers × 5
// quarries, 25 pairs) — every participant's check, the exact odds of each pair, the tracker context
// and its render.
import { bench, describe } from "vitest";
import { chase } from "../../../src/rules/index.js";
import { d20ChaseRules } from "../../../src/rulesets/chase.js";
import { trackerContext } from "../../../src/applications/chase/tracker-context.js";
import { createTemplateEnv } from "../../templates/handlebars-env.js";

const env = createTemplateEnv();
const ids = Array.from({ length: 10 }, (_, i) => `runner${i}`);
let c = chase.newChase({ id: "bench", name: "Bench chase", procedure: "d20", ties: "nothing" });
c = chase.addParticipants(
  c,
  ids.map((id, i) => ({
    id,
    actorUuid: `Actor.${id}`,
    tokenUuid: null,
    name: `Runner ${i}`,
    img: "icons/svg/mystery-man.svg",
    side: i < 5 ? ("pursuer" as const) : ("quarry" as const),
    vehicle: null,
  })),
).chase;
c = chase.begin(c);
const systems = ids.map((_, i) => ({
  type: "operaCharacter" as const,
  system: {
    skills: { physical: i % 4 },
    bonuses: { dex: (i % 3) - 1 },
    movement: 30 + 10 * (i % 4),
  },
}));

describe("chase round, 10 participants", () => {
  bench("odds + context + render", () => {
    const profiles = Object.fromEntries(
      c.participants.map((p, i) => [p.id, d20ChaseRules.profile(systems[i]!, p.vehicle)]),
    );
    const context = trackerContext({
      chase: c,
      profiles,
      mayRoll: new Set(ids),
      isGM: true,
      vehicleSpeed: d20ChaseRules.vehicleSpeed,
    });
    env.render("templates/apps/chase-tracker.hbs", { chase: context, isGM: true, noChase: false });
  });
});
