// Taking a Star Worlds level (seed 002 lines 51–131 and the rulings on careers and attributes).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { starWorlds } from "../../../src/rules/index.js";

const attrs = { menace: 1, daring: 2, guile: 0, acuity: -1, presence: 1, spirit: 3 };
const kara = (o: Partial<starWorlds.LevelUpCharacter> = {}): starWorlds.LevelUpCharacter => ({
  level: 1,
  attributes: { ...attrs },
  skills: ["Pilot"],
  careers: ["Smuggler"],
  abilities: ["Hidden Compartment"],
  vitality: 13,
  ...o,
});
const none: starWorlds.LevelUpChoice = {
  attribute: null,
  skill: null,
  career: null,
  ability: null,
};

describe("seed 002 line 51: a level is taken after a rest", () => {
  it("levels earned by the points spent before the last rest are ready; later ones wait", () => {
    expect(starWorlds.levelsReady({ level: 1, spent: 12, spentAtRest: 0 })).toBe(0);
    expect(starWorlds.levelsReady({ level: 1, spent: 12, spentAtRest: 12 })).toBe(1);
    expect(starWorlds.levelsReady({ level: 1, spent: 25, spentAtRest: 13 })).toBe(1);
    expect(starWorlds.levelsReady({ level: 2, spent: 25, spentAtRest: 13 })).toBe(0);
    // A GM correction that lowers "spent" below the last rest counts the lower figure.
    expect(starWorlds.levelsReady({ level: 1, spent: 11, spentAtRest: 40 })).toBe(0);
    expect(() => starWorlds.levelsReady({ level: 1, spent: 0, spentAtRest: -1 })).toThrow(
      "spent at the last rest",
    );
  });

  it("never more ready than waiting", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 0, max: 200 }),
        (level, spent, spentAtRest) =>
          starWorlds.levelsReady({ level, spent, spentAtRest }) <=
          starWorlds.levelsWaiting({ level, spent }),
      ),
    );
  });
});

describe("seed 002 lines 55–131: what each level asks and gives", () => {
  it.each([
    [2, { attribute: false, skill: false, ability: true, vitality: 0, damageDice: 0 }],
    [3, { attribute: false, skill: true, ability: false, vitality: 0, damageDice: 0 }],
    [4, { attribute: true, skill: false, ability: true, vitality: 4, damageDice: 0 }],
    [5, { attribute: false, skill: true, ability: false, vitality: 0, damageDice: 1 }],
    [6, { attribute: false, skill: false, ability: true, vitality: 0, damageDice: 0 }],
    [7, { attribute: true, skill: true, ability: false, vitality: 4, damageDice: 0 }],
    [8, { attribute: false, skill: false, ability: true, vitality: 0, damageDice: 0 }],
    [9, { attribute: false, skill: true, ability: false, vitality: 0, damageDice: 0 }],
    [10, { attribute: true, skill: false, ability: true, vitality: 4, damageDice: 1 }],
  ])("level %i", (level, expected) => {
    expect(starWorlds.levelUpNeeds(level, 1)).toMatchObject({ level, ...expected });
  });

  it("line 53 and the ruling: a second career from level 3, a third from level 5, never a fourth", () => {
    expect(starWorlds.levelUpNeeds(3, 1).career).toBe(true);
    expect(starWorlds.levelUpNeeds(5, 1).career).toBe(true);
    expect(starWorlds.levelUpNeeds(5, 2).career).toBe(true);
    expect(starWorlds.levelUpNeeds(7, 3).career).toBe(false);
    // Levels without a skill offer no career at all.
    expect(starWorlds.levelUpNeeds(4, 1).career).toBe(false);
  });
});

describe("taking the level", () => {
  it("level 2: +1 ability, nothing else", () => {
    const r = starWorlds.takeLevel(kara(), { ...none, ability: "Fast Talker" });
    expect(r).toEqual({
      level: 2,
      attributes: attrs,
      skills: ["Pilot"],
      career: null,
      ability: "Fast Talker",
      vitality: 13,
      maxVitality: 13,
      damageDice: 0,
    });
  });

  it("level 4: +4 Vitality (and +1 more when Menace is the attribute raised), added to current", () => {
    const c = kara({ level: 3, vitality: 10 });
    const daring = starWorlds.takeLevel(c, { ...none, attribute: "daring", ability: "Ambush" });
    expect(daring).toMatchObject({ vitality: 14, maxVitality: 17 });
    expect(daring.attributes.daring).toBe(3);
    const menace = starWorlds.takeLevel(c, { ...none, attribute: "menace", ability: "Ambush" });
    expect(menace).toMatchObject({ vitality: 15, maxVitality: 18 });
  });

  it("the ruling: the +1 may take an attribute above +3, up to +6", () => {
    const c = kara({ level: 3, attributes: { ...attrs, spirit: 3 } });
    const r = starWorlds.takeLevel(c, { ...none, attribute: "spirit", ability: "Ambush" });
    expect(r.attributes.spirit).toBe(4);
    expect(starWorlds.ATTRIBUTE_RAISED_MAX).toBe(6);
    const top = kara({ level: 9, attributes: { ...attrs, spirit: 6 } });
    expect(() =>
      starWorlds.takeLevel(top, { ...none, attribute: "spirit", ability: "Ambush" }),
    ).toThrow(expect.objectContaining({ reason: "attributeAtMax" }));
  });

  it("level 5: a skill or a new career, and +1d6 damage", () => {
    const c = kara({ level: 4 });
    expect(starWorlds.takeLevel(c, { ...none, skill: "Streetwise" })).toMatchObject({
      skills: ["Pilot", "Streetwise"],
      career: null,
      damageDice: 1,
    });
    expect(starWorlds.takeLevel(c, { ...none, career: "Pilot" })).toMatchObject({
      skills: ["Pilot"],
      career: "Pilot",
    });
  });

  it.each([
    [4, { ...none, ability: "Ambush" }, "noAttribute"],
    [2, none, "noAbility"],
    [2, { ...none, ability: " hidden compartment " }, "abilityKnown"],
    [3, none, "noSkillOrCareer"],
    [3, { ...none, skill: "Guns", career: "Pilot" }, "skillAndCareer"],
    [3, { ...none, skill: "pilot" }, "skillKnown"],
    [3, { ...none, career: "smuggler" }, "careerKnown"],
  ] as const)("to level %i with %j: refused (%s)", (level, choice, reason) => {
    expect(() => starWorlds.takeLevel(kara({ level: level - 1 }), choice)).toThrow(
      expect.objectContaining({ reason }),
    );
  });

  it("a third career at level 3 is refused (careerLimit); no level beyond 10", () => {
    const two = kara({ level: 2, careers: ["Smuggler", "Pilot"] });
    expect(() => starWorlds.takeLevel(two, { ...none, career: "Soldier" })).toThrow(
      expect.objectContaining({ reason: "careerLimit" }),
    );
    expect(() => starWorlds.takeLevel(kara({ level: 10 }), none)).toThrow("new level");
  });
});

describe("seed 002 line 66: level 1 skills are the species' +1", () => {
  it("the species' skill joins the character's own, without repeats", () => {
    expect(starWorlds.knownSkills(["Pilot"], ["Computers"])).toEqual(["Pilot", "Computers"]);
    expect(starWorlds.knownSkills(["computers "], ["Computers"])).toEqual(["computers"]);
    expect(starWorlds.knownSkills([], [])).toEqual([]);
    expect(() => starWorlds.knownSkills([1 as unknown as string], [])).toThrow("a name");
  });
});

describe("taking a level: names as typed, and bad input named", () => {
  it("a known skill is found whatever its spacing and case, anywhere in the list", () => {
    const c = kara({ level: 2, skills: ["Guns", " Pilot "] });
    expect(() => starWorlds.takeLevel(c, { ...none, skill: "PILOT" })).toThrow(
      expect.objectContaining({ reason: "skillKnown" }),
    );
  });

  it("a blank name is no choice at all", () => {
    expect(() => starWorlds.takeLevel(kara({ level: 2 }), { ...none, skill: "   " })).toThrow(
      expect.objectContaining({ reason: "noSkillOrCareer" }),
    );
  });

  it("an attribute the rules do not know is no attribute", () => {
    const choice = { ...none, attribute: "luck" as starWorlds.Attribute, ability: "Ambush" };
    expect(() => starWorlds.takeLevel(kara({ level: 3 }), choice)).toThrow(
      expect.objectContaining({ reason: "noAttribute" }),
    );
  });

  it("the refusal is a LevelUpError that says why", () => {
    const error = new starWorlds.LevelUpError("careerLimit");
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("LevelUpError");
    expect(error.message).toBe("Level up refused: careerLimit");
  });

  it("names a bad Vitality, attribute or career count", () => {
    expect(() => starWorlds.takeLevel(kara({ vitality: -1 }), none)).toThrow(
      "Vitality must be at least 0, got -1",
    );
    expect(() =>
      starWorlds.takeLevel(kara({ attributes: { ...attrs, guile: 0.5 } }), none),
    ).toThrow("guile must be an integer, got 0.5");
    expect(() => starWorlds.levelUpNeeds(2, -1)).toThrow("careers must be at least 0, got -1");
  });
});

describe("seed 002 line 66: skills without repeats", () => {
  it("blank names are left out", () => {
    expect(starWorlds.knownSkills(["", "  ", "Pilot"], [" "])).toEqual(["Pilot"]);
  });

  it("both lists must be lists", () => {
    expect(() => starWorlds.knownSkills("Pilot" as never, [])).toThrow("skills must be arrays");
    expect(() => starWorlds.knownSkills([], "Pilot" as never)).toThrow("skills must be arrays");
  });
});
