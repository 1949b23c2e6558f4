// The performance table in docs/performance.md is the output of `npm run bench:report`
// (scripts/bench-report.mjs): its block has the generator's format (the run's date, commit,
// reference and load before and after, one row per bench), so no row is written by hand.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  BENCHES,
  END,
  isGeneratedTable,
  renderTable,
  START,
  tableBlock,
  withTable,
} from "../../scripts/lib/bench-table.mjs";

const ROOT = join(import.meta.dirname, "..", "..");
const rows = BENCHES.flatMap((b) =>
  b.rows.map((r, i) => ({ ...r, mean: 2 + i, referenceMean: i === 1 ? null : 2 })),
);
const run = {
  date: "2026-12-07T03:00:00Z",
  commit: "abc1234",
  reference: "2466156",
  cores: 2,
  loadBefore: [0.4, 0.5, 0.6],
  loadAfter: [0.5, 0.5, 0.6],
  othersShare: 0.03,
  rounds: 2,
  rows,
};

describe("the generated performance table", () => {
  it("is in docs/performance.md as the generator writes it", () => {
    const doc = readFileSync(join(ROOT, "docs", "performance.md"), "utf8");
    const block = tableBlock(doc);
    expect(block).not.toBeNull();
    expect(isGeneratedTable(block!)).toBe(true);
  });

  it("says the date, commit, reference and load, and judges each budget", () => {
    const block = renderTable(run);
    expect(isGeneratedTable(block)).toBe(true);
    expect(block).toContain("2026-12-07T03:00:00Z");
    expect(block).toContain("`abc1234`");
    expect(block).toContain(
      "before: 0.4 0.5 0.6; after: 0.5 0.5 0.6 (the benches' own process adds about 1); other processes used 3% of the cores during the run (idle)",
    );
    // m20: 2 ms, the same as the reference: 1.00×, both budgets met.
    expect(block).toContain(
      "| derived data, 1,000 m20 characters × 20 items | ≤ 1.25× reference, ≤ 10 ms idle | 2.00 ms | 2.00 ms | 1.00× | yes | yes |",
    );
    // A reference that did not run: no ratio, said so.
    expect(block).toMatch(/\| — \| no run \| yes \|/);
  });

  it("does not judge a mean against its ms budget on a loaded machine", () => {
    const loaded = renderTable({
      ...run,
      loadBefore: [9, 9, 9],
      rows: [{ ...rows[0]!, mean: 50 }],
    });
    expect(loaded).toContain("| 25.00× | no | not idle |");
  });

  it("judges idleness by the load before and what other processes used, not by the load after", () => {
    const row = { ...rows[0]!, mean: 50 };
    // The benches' own process keeps a core busy: a load of 1.2 after the run says nothing of others.
    const ownLoad = renderTable({ ...run, loadAfter: [1.2, 0.8, 0.6], rows: [row] });
    expect(ownLoad).toContain("(idle)");
    expect(ownLoad).toContain("| 25.00× | no | no |");
    const busy = renderTable({ ...run, othersShare: 0.4, rows: [row] });
    expect(busy).toContain("other processes used 40% of the cores during the run (not idle");
    expect(busy).toContain("| 25.00× | no | not idle |");
    // Not measured (no /proc): the load before alone.
    expect(renderTable({ ...run, othersShare: null })).toContain("about 1) (idle)");
  });

  it("a ratio or verdict edited by hand, or a run line taken out, is not the generator's output", () => {
    const block = renderTable(run);
    expect(isGeneratedTable(block.replace("| 1.00× | yes |", "| 0.90× | yes |"))).toBe(false);
    expect(isGeneratedTable(block.replace("| 1.00× | yes |", "| 1.00× | no |"))).toBe(false);
    expect(isGeneratedTable(block.replace(/Run on .*\n/, ""))).toBe(false);
  });

  it("replaces only the block between its markers", () => {
    const doc = `# Performance\n\nWords.\n\n${START}\nold\n${END}\n\nMore words.\n`;
    const next = withTable(doc, renderTable(run));
    expect(next.startsWith("# Performance\n\nWords.\n\n")).toBe(true);
    expect(next.endsWith("\n\nMore words.\n")).toBe(true);
    expect(next).not.toContain("\nold\n");
  });
});
