import { describe, expect, it } from "vitest";
import { modifierTerms, reconcile } from "../../../src/data/derive/d20-inputs.js";

describe("modifier terms", () => {
  const effects = [
    {
      name: "Prone",
      active: true,
      statuses: ["prone"],
      changes: [{ key: "system.modifiers.ac", value: "-4" }],
      cause: "Force Push, Kara Venn",
    },
    {
      name: "Cover",
      active: true,
      statuses: [],
      changes: [{ key: "system.modifiers.ac", value: "2" }],
    },
    {
      name: "Off",
      active: false,
      statuses: [],
      changes: [{ key: "system.modifiers.ac", value: "5" }],
    },
    {
      name: "Other",
      active: true,
      statuses: [],
      changes: [{ key: "system.movement", value: "5" }],
    },
  ];

  it("one term per active numeric change of a modifier, named by its effect, status or not", () => {
    const terms = modifierTerms(effects);
    expect(terms.ac.map((t) => [t.value, t.source])).toEqual([
      [-4, { kind: "status", name: "Prone", origin: "Force Push, Kara Venn" }],
      [2, { kind: "effect", name: "Cover" }],
    ]);
    expect(terms.attack).toEqual([]);
  });

  it("reconcile adds an unnamed term for what the applied total has beyond the terms", () => {
    const terms = modifierTerms(effects).ac;
    expect(reconcile(terms, -2)).toBe(terms);
    expect(reconcile(terms, 1).at(-1)).toEqual({
      label: "otherEffects",
      value: 3,
      source: { kind: "effect" },
    });
    expect(reconcile(undefined, 0)).toEqual([]);
  });
});
