// The barrel the rules' `trace` namespace is: it offers trace.ts's functions and lists, the same ones.
import { describe, expect, it } from "vitest";
import * as barrel from "../../../src/rules/trace/index.js";
import * as traces from "../../../src/rules/trace/trace.js";
import * as rolls from "../../../src/rules/trace/trace.js";
import * as rules from "../../../src/rules/trace/trace.js";
import { trace } from "../../../src/rules/index.js";

/** What the barrel gathers: trace.ts, roll.ts (a rolled total's terms) and rule.ts (two evaluations). */
const direct = { ...traces, ...rolls, ...rules };

describe("the trace barrel", () => {
  it("exports exactly what trace.ts, roll.ts and rule.ts export, the same values", () => {
    expect(Object.keys(barrel).sort()).toEqual(Object.keys(direct).sort());
    for (const key of Object.keys(direct) as (keyof typeof direct)[])
      expect(barrel[key]).toBe(direct[key]);
  });

  it("is the rules' trace namespace", () => {
    expect(trace.sumTrace).toBe(direct.sumTrace);
    expect(trace.RULE_IDS).toBe(direct.RULE_IDS);
    expect(trace.TRACE_SOURCE_KINDS).toBe(direct.TRACE_SOURCE_KINDS);
  });

  it("its functions build a trace through the namespace: 10 + DEX 2 + armor 3 is AC 15", () => {
    const t = trace.sumTrace("armorClass", [
      trace.ruleTerm("Base", 10),
      trace.term("DexBonus", 2, "stat", "dex"),
      trace.term("Armor", 3, "item", "Vest", "Kara"),
    ]);
    expect(t).toEqual({
      value: 15,
      rule: "armorClass",
      terms: [
        { label: "Base", value: 10, source: { kind: "rule" } },
        { label: "DexBonus", value: 2, source: { kind: "stat", name: "dex" } },
        { label: "Armor", value: 3, source: { kind: "item", name: "Vest", origin: "Kara" } },
      ],
    });
    expect(trace.extendTrace(t, [trace.term("Effect", -1, "effect", "Slowed")]).value).toBe(14);
  });
});
