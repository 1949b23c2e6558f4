import { describe, expect, it } from "vitest";
import {
  BREAKDOWN_TEMPLATE,
  breakdownsOf,
  breakdownView,
} from "../../../src/applications/breakdown/breakdown-view.js";
import { trace } from "../../../src/rules/index.js";

const ac = trace.sumTrace("armorClass", [
  trace.ruleTerm("Base", 10),
  trace.term("DexBonus", 2, "stat", "dex"),
  trace.term("Armor", 3, "item", "Vest"),
  trace.term("Effect", -1, "effect", "Slowed", "Stun Grenade (Vex)"),
]);

describe("breakdownView", () => {
  it("each term's label, name, origin, kind of source and signed value; the rule's words and page", () => {
    expect(breakdownView("bd-1", ac, "m20", "14")).toEqual({
      id: "bd-1",
      shown: "14",
      total: 14,
      title: "HOLOCRON.Breakdown.Title.armorClass",
      terms: [
        {
          label: "HOLOCRON.Breakdown.Term.Base",
          nameKey: "",
          name: "",
          origin: "",
          kind: "HOLOCRON.Breakdown.Source.rule",
          value: 10,
          text: "+10",
        },
        {
          label: "HOLOCRON.Breakdown.Term.DexBonus",
          nameKey: "HOLOCRON.Sheet.StatAbbr.dex",
          name: "",
          origin: "",
          kind: "HOLOCRON.Breakdown.Source.stat",
          value: 2,
          text: "+2",
        },
        {
          label: "HOLOCRON.Breakdown.Term.Armor",
          nameKey: "",
          name: "Vest",
          origin: "",
          kind: "HOLOCRON.Breakdown.Source.item",
          value: 3,
          text: "+3",
        },
        {
          label: "HOLOCRON.Breakdown.Term.Effect",
          nameKey: "",
          name: "Slowed",
          origin: "Stun Grenade (Vex)",
          kind: "HOLOCRON.Breakdown.Source.effect",
          value: -1,
          text: "\u22121",
        },
      ],
      notes: [],
      rule: {
        text: "HOLOCRON.Breakdown.Rule.m20.armorClass",
        uuid: "Compendium.holocron.m20-rules.JournalEntry.ZHofdjfGGGx2RK2C.JournalEntryPage.ci15NT5PeoYxDkgH",
        hash: "armor-class",
      },
    });
  });

  it("names a non-d20 stat by its attribute, a rank by its skill, a level by the level's name", () => {
    const t = trace.sumTrace("skillCheck", [
      trace.term("Stat", 1, "stat", "agility"),
      trace.term("Rank", 4, "rank", "pilot"),
      trace.term("Level", 3, "level", "Scout"),
      trace.term("Level", 0, "level"),
    ]);
    const names = breakdownView("x", t, "m20", "+8").terms.map((v) => [v.nameKey, v.name]);
    expect(names).toEqual([
      ["HOLOCRON.Sheet.Attribute.agility", ""],
      ["HOLOCRON.Sheet.Skill.pilot", ""],
      ["HOLOCRON.Breakdown.LevelName", "Scout"],
      ["", ""],
    ]);
  });

  it("keeps the notes that do not add, and has no rule link where the ruleset places none", () => {
    const speed = {
      ...trace.sumTrace("speed", [
        trace.ruleTerm("Base", 6),
        trace.term("Armor", -1, "item", "Plate"),
      ]),
      notes: [trace.term("Armor", 0, "item", "Mesh")],
    };
    const worlds = breakdownView("s", speed, "starWorlds", "5");
    expect(worlds.notes.map((n) => [n.name, n.text])).toEqual([["Mesh", "+0"]]);
    expect(worlds.rule?.hash).toBe("speed-and-armor");
    // m20 has no Speed rule in its journal (rule-journal.ts), so no link.
    expect(breakdownView("s", speed, "m20", "5").rule).toBeNull();
  });
});

describe("breakdownsOf", () => {
  it("ids unique by the actor and the number's name, for that ruleset", () => {
    const make = breakdownsOf("actor123", "spaceOpera");
    const view = make("ac", ac, "14");
    expect(view.id).toBe("holocron-bd-actor123-ac");
    expect(view.rule?.text).toBe("HOLOCRON.Breakdown.Rule.spaceOpera.armorClass");
    expect(view).toEqual(breakdownView("holocron-bd-actor123-ac", ac, "spaceOpera", "14"));
  });

  it("the partial's path is in the system's templates", () => {
    expect(BREAKDOWN_TEMPLATE).toBe("systems/holocron/templates/shared/breakdown.hbs");
  });
});
