// Figures for the performance page (docs/performance.md): a damage card of ten targets with each row's preview
// (five multipliers through the target's ruleset), context + render.
import { bench, describe } from "vitest";
import { cardContext, type I18n } from "../../../src/cards/views.js";
import { createTemplateEnv } from "../../templates/handlebars-env.js";
import { manyTargets, previewsFor } from "./preview-fixtures.js";

const env = createTemplateEnv();
const i18n: I18n = { localize: env.localize, format: (key) => env.localize(key) };
const { card, recipients } = manyTargets(10);

describe("damage card, 10 targets with previews", () => {
  bench(
    "previews + context + render",
    () => {
      const previews = previewsFor(i18n, card, recipients);
      const { template, context } = cardContext(card, i18n, { previews });
      env.render(template, { ...context, dice: [] });
    },
    // Three seconds of samples: on a shared machine a few preempted runs then move the mean little.
    { time: 3000, warmupTime: 500 },
  );
});
