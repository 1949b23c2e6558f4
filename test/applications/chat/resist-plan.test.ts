// F7's markup: the "Ask targets to resist" control on check cards (not weapon attacks), the resist
// dialog's choices, and an opposed row's "skill + stat" label, rendered with lang/en.json.
import { describe, expect, it } from "vitest";
import { cardContext, type I18n } from "../../../src/cards/views.js";
import type { CardData, OpposedCard } from "../../../src/cards/data.js";
import {
  readResistChoice,
  resistDialogContext,
  resisterPlan,
} from "../../../src/applications/chat/resist-plan.js";
import { createTemplateEnv } from "../../templates/handlebars-env.js";
import { sampleCards } from "./fixtures.js";

const env = createTemplateEnv();
const i18n: I18n = {
  localize: env.localize,
  format: (key, data) =>
    Object.entries(data).reduce((text, [k, v]) => text.replaceAll(`{${k}}`, v), env.localize(key)),
};
const renderCard = (card: CardData) => {
  const { template, context } = cardContext(card, i18n);
  return env.render(template, { ...context, dice: [] });
};

describe("the Ask targets to resist control", () => {
  it.each([
    ["m20-check", true],
    ["opera-check", true],
    ["worlds-check", true],
    ["worlds-attack", false],
    ["m20-attack", false],
  ])("%s offers it: %s (owner only)", (id, offered) => {
    const card = sampleCards()[id];
    if (!card) throw new Error(`no sample ${id}`);
    const html = renderCard(card);
    expect(html.includes('data-action="askResist" data-visibility="owner"')).toBe(offered);
    if (offered) expect(html).toContain("Ask targets to resist");
  });
});

describe("the resist dialog", () => {
  it("d20: the targets' skills (rules order), no-skill, and the three stats", () => {
    env.missing.clear();
    const context = resistDialogContext("d20", [
      { skills: { subterfuge: 1, physical: 2 } },
      { skills: { physical: 0, knowledge: 3 } },
      null,
    ]);
    expect(context.skills.map((s) => s.id)).toEqual(["physical", "subterfuge", "knowledge"]);
    const html = env.render("templates/dialog/resist-dialog.hbs", context);
    expect(html).toContain('name="skill"');
    expect(html).toContain('<option value="">No skill (stat only)</option>');
    expect(html).toContain('<option value="str">Strength</option>');
    expect(html).not.toContain('name="attribute"');
    expect([...env.missing]).toEqual([]);
  });

  it("Star Worlds: the six attributes", () => {
    const html = env.render(
      "templates/dialog/resist-dialog.hbs",
      resistDialogContext("worlds", []),
    );
    expect(html.match(/<option /g)).toHaveLength(6);
    expect(html).toContain('name="attribute"');
  });

  it.each([
    ["d20", { skill: "physical", stat: "dex" }, { system: "d20", skill: "physical", stat: "dex" }],
    ["d20", { skill: "", stat: "mnd" }, { system: "d20", skill: null, stat: "mnd" }],
    ["d20", { skill: "physical", stat: "luck" }, null],
    ["worlds", { attribute: "spirit" }, { system: "worlds", attribute: "spirit" }],
    ["worlds", { attribute: "str" }, null],
  ] as const)("%s form %j → %j", (system, values, choice) => {
    expect(readResistChoice(system, values)).toEqual(choice);
  });
});

describe("an opposed row's label", () => {
  it("skill + stat reads 'Physical + Strength'; a stat alone its name", () => {
    const system = {
      skills: { physical: 2 },
      ranks: { physical: 2 },
      bonuses: { str: 1 },
      attributes: { guile: 2 },
    };
    const both = resisterPlan({ system: "d20", skill: "physical", stat: "str" }, system);
    const statOnly = resisterPlan({ system: "d20", skill: null, stat: "str" }, system);
    const worlds = resisterPlan({ system: "worlds", attribute: "guile" }, system);
    expect([both.bonus, statOnly.bonus, worlds.bonus]).toEqual([3, 1, 2]);
    const card: OpposedCard = {
      type: "opposed",
      actor: { uuid: "Actor.k", name: "Kara", img: "" },
      title: "HOLOCRON.Roll.Title.Stat",
      titleData: { name: "HOLOCRON.Sheet.Stat.mnd" },
      formula: "1d20 + 3",
      total: 15,
      ruleset: "m20",
      bonus: 3,
      purpose: null,
      resisters: [both, statOnly].map((plan, i) => ({
        uuid: `Actor.${i}`,
        name: `Droid ${i}`,
        ac: null,
        chance: 0.5,
        result: null,
        ...plan,
      })),
    };
    const html = renderCard(card);
    expect(html).toContain(">Physical + Strength<");
    expect(html).toContain(">Strength<");
    // every chance says whose it is
    expect(html.match(/Kara(&#x27;|')s chance: 50%/g)).toHaveLength(2);
  });
});
