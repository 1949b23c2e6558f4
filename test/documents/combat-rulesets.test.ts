// Which combat rules an actor plays by: its own type decides, an unknown type has none, and out of
// the fight is read from its ruleset's health.
import { describe, expect, it } from "vitest";
import {
  initiativeRulesById,
  initiativeRulesOf,
  isActorOut,
} from "../../src/documents/combat-facts.js";

describe("initiativeRulesOf", () => {
  it.each([
    ["m20Character", "m20", "d20"],
    ["operaNpc", "spaceOpera", "d20"],
    ["worldsCharacter", "starWorlds", "speed"],
  ] as const)("%s plays by %s (%s order)", (type, ruleset, kind) => {
    const rules = initiativeRulesOf({ type });
    expect(rules?.ruleset).toBe(ruleset);
    expect(rules?.kind).toBe(kind);
    expect(rules).toBe(initiativeRulesById(ruleset));
  });

  it("no actor, or a type Holocron does not know: none", () => {
    expect(initiativeRulesOf(null)).toBeNull();
    expect(initiativeRulesOf(undefined)).toBeNull();
    expect(initiativeRulesOf({ type: "base" })).toBeNull();
  });
});

describe("isActorOut", () => {
  // an m20 character as its health reading sees it
  const HEALTHY = {
    stats: { str: 12, dex: 10, mnd: 10 },
    level: 1,
    health: { value: 5, max: 10 },
    strDamage: { value: 0, max: 12 },
    mook: false,
  };
  // A plain object standing in for the actor: only its type, statuses and system are read.
  const m20 = (statuses: string[], type = "m20Character") =>
    ({
      type,
      statuses: new Set(statuses),
      system: HEALTHY,
    }) as unknown as Actor.Implementation;

  it("the dead are out, the living are not", () => {
    expect(isActorOut(m20(["dead"]))).toBe(true);
    expect(isActorOut(m20([]))).toBe(false);
  });

  it("no actor, or an unknown type, is never out", () => {
    expect(isActorOut(null)).toBe(false);
    expect(isActorOut(m20(["dead"], "base"))).toBe(false);
  });
});
