// Figures for the performance page (docs/performance.md): the hazard card of ten creatures, context + render.
import { bench, describe } from "vitest";
import { cardContext, type I18n } from "../../../src/cards/views.js";
import { createTemplateEnv } from "../../templates/handlebars-env.js";
import { hazardCardOf } from "./fixtures.js";

const env = createTemplateEnv();
const i18n: I18n = { localize: env.localize, format: (key) => env.localize(key) };
const card = hazardCardOf(10);

describe("hazard card, 10 creatures", () => {
  bench("context + render", () => {
    const { template, context } = cardContext(card, i18n);
    env.render(template, { ...context, dice: [] });
  });
});
