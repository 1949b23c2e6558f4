// A Star Worlds character's derived numbers, each from the rule it names (src/rules/star-worlds):
// this checks which stored value feeds which rule.
import { describe, expect, it } from "vitest";
import { starWorlds } from "../../../src/rules/index.js";
import { deriveWorlds, speciesSkillsOf } from "../../../src/data/derive/worlds.js";

const inputs = {
  menace: 2,
  level: 5,
  heroPointsSpent: 30,
  heroPointsSpentAtRest: 24,
  skills: ["Piloting", "Stealth"],
  speciesSkills: ["Athletics"],
  items: {
    armor: [
      { acBonus: 0, armor: 1, speed: 3 },
      { acBonus: 0, armor: 2, speed: 2 },
    ],
    weapons: [],
  },
};

describe("deriveWorlds", () => {
  it("Vitality from Menace and level; Armor and Speed from the armor worn", () => {
    const d = deriveWorlds(inputs);
    expect(d.maxVitality).toBe(starWorlds.maxVitality({ menace: 2, level: 5 }));
    const worn = starWorlds.armorAndSpeed([
      { armor: 1, speed: 3 },
      { armor: 2, speed: 2 },
    ]);
    expect([d.armor, d.speed]).toEqual([worn.armor, worn.speed]);
  });

  it("levels earned by Hero Points spent, waiting, and ready since the last rest", () => {
    const d = deriveWorlds(inputs);
    expect(d.earnedLevel).toBe(starWorlds.levelForHeroPointsSpent(30));
    expect(d.levelsWaiting).toBe(starWorlds.levelsWaiting({ level: 5, spent: 30 }));
    expect(d.levelsReady).toBe(starWorlds.levelsReady({ level: 5, spent: 30, spentAtRest: 24 }));
  });

  it("the species' skill joins the known skills; level 5 adds a damage die", () => {
    const d = deriveWorlds(inputs);
    expect(d.speciesSkills).toEqual(["Athletics"]);
    expect(d.knownSkills).toEqual(expect.arrayContaining(["Piloting", "Stealth", "Athletics"]));
    expect(d.damageDice).toBe(1);
    expect(deriveWorlds({ ...inputs, level: 4 }).damageDice).toBe(0);
  });
});

describe("speciesSkillsOf", () => {
  it("the skill each species names, trimmed; blank ones and other items left out", () => {
    const items = [
      { type: "species", system: { skillBonus: " Athletics " } },
      { type: "species", system: { skillBonus: "  " } },
      { type: "career", system: { skillBonus: "Piloting" } },
      { type: "species", system: {} },
    ];
    expect(speciesSkillsOf(items)).toEqual(["Athletics"]);
  });
});
