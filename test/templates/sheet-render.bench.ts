// Figures for the performance page (docs/performance.md): a 100-item character sheet, context + render vs render alone.
import { bench, describe } from "vitest";
import { contextAndRender, prebuilt, renderFromContext } from "./sheet-timing.js";

// Three seconds of samples each: on a shared machine a few preempted runs then move the mean little.
const options = { time: 3000, warmupTime: 500 };

describe("m20 character sheet, 100 items", () => {
  bench(
    "context + render",
    () => {
      contextAndRender();
    },
    options,
  );
  bench(
    "render from a prebuilt context",
    () => {
      renderFromContext(prebuilt);
    },
    options,
  );
});
