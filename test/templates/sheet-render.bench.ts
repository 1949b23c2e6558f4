// Figures for the README performance section: a 100-item character sheet, context + render vs render alone.
import { bench, describe } from "vitest";
import { contextAndRender, prebuilt, renderFromContext } from "./sheet-timing.js";

describe("m20 character sheet, 100 items", () => {
  bench("context + render", () => {
    contextAndRender();
  });
  bench("render from a prebuilt context", () => {
    renderFromContext(prebuilt);
  });
});
