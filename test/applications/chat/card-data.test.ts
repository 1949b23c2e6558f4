// The actors an Apply skips on a damage card: already applied, evaded with a Hero Point, negating
// or having negated the damage (Negate Energy).
import { describe, expect, it } from "vitest";
import { applySkips } from "../../../src/applications/chat/card-data.js";
import { plainDamageCard } from "./fixtures.js";

describe("applySkips", () => {
  it("nobody on a fresh card", () => {
    expect(applySkips(plainDamageCard())).toEqual([]);
  });

  it("every actor applied, evaded, negating or negated", () => {
    const card = plainDamageCard({
      applied: ["Actor.a"],
      evaded: ["Actor.b"],
      negating: ["Actor.c"],
      negated: ["Actor.d"],
    });
    expect(applySkips(card)).toEqual(["Actor.a", "Actor.b", "Actor.c", "Actor.d"]);
  });
});
