// The actors an Apply skips on a damage card: already applied, evaded with a Hero Point, negating
// or having negated the damage (Negate Energy). A stored card is read through its shape: every card
// the system builds, one an older version stored, and a damaged one refused with the field named.
import { describe, expect, it } from "vitest";
import { applySkips, parseCard } from "../../../src/cards/data.js";
import { sampleHazardCards } from "../gm/fixtures.js";
import { plainDamageCard, sampleCards } from "./fixtures.js";

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

describe("parseCard", () => {
  it("every card the system builds reads back as itself", () => {
    const cards = { ...sampleCards(), ...sampleHazardCards() };
    for (const [name, card] of Object.entries(cards)) {
      const read = parseCard(card);
      expect(read.ok && read.value, name).toBe(card);
    }
  });

  it("a card stored by 0.1.0 reads: the fields added since are optional", () => {
    // A damage card and an applied card as 0.1.0 stored them: no applied/evaded/negated marks, no
    // fromHit, no snapshot after the change.
    const damage = plainDamageCard();
    expect(parseCard(damage)).toEqual({ ok: true, value: damage });
    const applied = sampleCards()["m20-applied"];
    expect(applied && parseCard(applied).ok).toBe(true);
  });

  it("a key no version declares is dropped, the card read", () => {
    const read = parseCard({ ...plainDamageCard(), retired: 3 });
    expect(read.ok && "retired" in read.value).toBe(false);
    expect(read.ok && read.value).toEqual(plainDamageCard());
  });

  it.each([
    [
      "not an object",
      "a card",
      "type: expected one of check, worlds, attack, damage, heal, applied, opposed, hazard, checkRequest, recovery",
    ],
    [
      "an unknown type",
      { type: "spell" },
      "type: expected one of check, worlds, attack, damage, heal, applied, opposed, hazard, checkRequest, recovery",
    ],
    ["a missing total", { ...plainDamageCard(), total: undefined }, "total: expected a number"],
    ["a total as text", { ...plainDamageCard(), total: "999" }, "total: expected a number"],
    [
      "a damage type no ruleset has",
      { ...plainDamageCard(), damageType: "psychic" },
      "damageType: expected one of",
    ],
    [
      "a target id with markup",
      { ...plainDamageCard(), targets: [{ uuid: "<img>", name: "x", ac: null }] },
      "targets.0.uuid: expected a document id",
    ],
    [
      "an applied mark that is no list",
      { ...plainDamageCard(), applied: "Actor.a" },
      "applied: expected a list",
    ],
  ])("%s is refused, naming the field", (_why, value, message) => {
    const read = parseCard(value);
    expect(read.ok).toBe(false);
    expect(read.ok ? "" : read.error).toContain(message);
  });
});
