// npm test's runner (scripts/lib/test-layers.mjs): layers side by side, a failing one fails the run with
// its output shown, a layer after it is not run, and the table names each layer's time and test count.
import { describe, expect, it } from "vitest";
import { runLayers, vitestCounts } from "../../scripts/lib/test-layers.mjs";

const node = (code: string): [string, ...string[]] => [process.execPath, "-e", code];

describe("npm test's layers", () => {
  it("fail the run when one fails, print its output, and skip what needs it", async () => {
    let printed = "";
    const { ok, results } = await runLayers(
      [
        { name: "good", command: node("console.log('all fine')") },
        { name: "bad", command: node("console.error('broken here'); process.exit(3)") },
        { name: "later", command: node("console.log('ran')"), after: ["bad"] },
      ],
      { write: (text) => (printed += text) },
    );
    expect(ok).toBe(false);
    expect(results.map((r) => [r.name, r.ok])).toEqual(
      expect.arrayContaining([
        ["good", true],
        ["bad", false],
        ["later", false],
      ]),
    );
    expect(printed).toMatch(/── bad: FAILED \([\d.]+ s\) ──\nbroken here/);
    expect(printed).toContain("── later: not run: bad failed");
    expect(printed).not.toContain("ran\n");
    expect(printed).toMatch(/^ {2}bad +FAILED +[\d.]+ s$/m);
    expect(printed).toMatch(/^ {2}total +FAILED +[\d.]+ s$/m);
  });

  it("pass when every layer passes, a layer starting once the one it needs has ended", async () => {
    let printed = "";
    const { ok } = await runLayers(
      [
        { name: "first", command: node("setTimeout(() => console.log('one'), 50)") },
        { name: "second", command: node("console.log('two')"), after: ["first"] },
      ],
      { write: (text) => (printed += text) },
    );
    expect(ok).toBe(true);
    expect(printed.indexOf("one")).toBeLessThan(printed.indexOf("two"));
    expect(printed).toMatch(/^ {2}total +ok +[\d.]+ s$/m);
  });

  it("read the test and file counts from Vitest's summary, coloured or not", () => {
    const summary =
      " \u001b[2m Test Files \u001b[22m \u001b[1m\u001b[32m341 passed\u001b[39m\u001b[22m\u001b[90m (341)\u001b[39m\n" +
      "      Tests  3652 passed (3652)\n";
    expect(vitestCounts(summary)).toBe("tests 3652 passed (3652), files 341 passed (341)");
    expect(vitestCounts("Browser layer skipped: no Chromium")).toBeNull();
  });
});
