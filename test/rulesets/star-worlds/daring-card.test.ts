// The Daring tie-break card: one group per tied Speed, each fighter's rolls in order and place.
import { describe, expect, it } from "vitest";
import { daringCardContext } from "../../../src/rulesets/star-worlds/daring-card.js";

describe("daringCardContext", () => {
  const who = new Map([
    ["ace", { name: "Ace", img: "ace.webp", daring: 2 }],
    ["bo", { name: "Bo", img: null, daring: 1 }],
  ]);

  it("places in the order given, with the Daring totals rolled", () => {
    const context = daringCardContext([
      {
        speed: 3,
        order: ["bo", "ace"],
        rolls: new Map([
          ["ace", [9]],
          ["bo", [11]],
        ]),
        who,
      },
    ]);
    expect(context).toEqual({
      groups: [
        {
          speed: 3,
          rerolled: false,
          rows: [
            {
              id: "bo",
              reroll: null,
              heroRerolls: [],
              name: "Bo",
              img: null,
              daring: 1,
              rolls: [11],
              place: 1,
            },
            {
              id: "ace",
              reroll: null,
              heroRerolls: [],
              name: "Ace",
              img: "ace.webp",
              daring: 2,
              rolls: [9],
              place: 2,
            },
          ],
        },
      ],
    });
  });

  it("a tie rolled again shows every roll and marks the group rerolled", () => {
    const [group] = daringCardContext([
      {
        speed: 2,
        order: ["ace", "bo"],
        rolls: new Map([
          ["ace", [8, 12]],
          ["bo", [8, 5]],
        ]),
        who,
      },
    ]).groups;
    expect(group!.rerolled).toBe(true);
    expect(group!.rows.map((r) => r.rolls)).toEqual([
      [8, 12],
      [8, 5],
    ]);
  });

  it("a combatant whose actor is gone shows its id, no picture, Daring 0", () => {
    const [group] = daringCardContext([
      { speed: 1, order: ["ghost"], rolls: new Map(), who: new Map() },
    ]).groups;
    expect(group!.rows).toEqual([
      {
        id: "ghost",
        reroll: null,
        heroRerolls: [],
        name: "ghost",
        img: null,
        daring: 0,
        rolls: [],
        place: 1,
      },
    ]);
  });
});
