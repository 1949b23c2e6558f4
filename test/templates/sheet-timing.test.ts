// The sheet's budget: context + render of a 100-item character ≤ 5 ms (median), and at most 3× the time of
// rendering the same templates from a prebuilt context (building the context must stay cheap).
import { expect, it } from "vitest";
import { contextAndRender, median, prebuilt, renderFromContext } from "./sheet-timing.js";

it("renders a 100-item character sheet within budget", () => {
  const full = median(contextAndRender);
  const renderOnly = median(() => renderFromContext(prebuilt));
  expect(full).toBeLessThanOrEqual(5);
  expect(full / renderOnly).toBeLessThanOrEqual(3);
});
