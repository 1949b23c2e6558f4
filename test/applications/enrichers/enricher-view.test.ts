// What a parsed enricher shows, decided without Foundry: icon, label (a key with its data, or the
// author's words) and tooltip; a malformed one is text whose tooltip says what is wrong.
import { describe, expect, it } from "vitest";
import { enrichers } from "../../../src/rules/index.js";
import { enricherView } from "../../../src/applications/enrichers/enricher-view.js";

const view = (command: string, args: string, label: string | null = null) =>
  enricherView(enrichers.parseEnricher(command, args, label));

describe("enricherView", () => {
  it("a check with a DC: the d20 icon and the check label with the skill and DC", () => {
    expect(view("check", "physical dc=15")).toEqual({
      button: true,
      icon: "fa-solid fa-dice-d20",
      label: {
        key: "HOLOCRON.Enricher.Label.CheckDc",
        data: { name: "HOLOCRON.Sheet.Skill.physical", dc: "15" },
      },
      tooltip: { key: "HOLOCRON.Enricher.Tooltip.check", data: {} },
    });
  });

  it("a skill rolled with a stat it does not default to names both", () => {
    const v = view("check", "knowledge dex");
    expect(v.button && v.label).toEqual({
      key: "HOLOCRON.Enricher.Label.Check",
      data: {
        name: {
          key: "HOLOCRON.Enricher.Label.SkillWithStat",
          data: { skill: "HOLOCRON.Sheet.Skill.knowledge", stat: "HOLOCRON.Sheet.Stat.dex" },
        },
      },
    });
  });

  it.each([
    ["attribute", "daring", "fa-solid fa-dice", "HOLOCRON.Enricher.Label.Attribute"],
    ["damage", "3d6 energy", "fa-solid fa-burst", "HOLOCRON.Enricher.Label.Damage"],
    ["heal", "2d6+2", "fa-solid fa-heart-pulse", "HOLOCRON.Enricher.Label.Heal"],
    ["hazard", "falling 40", "fa-solid fa-triangle-exclamation", "HOLOCRON.Enricher.Label.Falling"],
  ])("/%s %s: its icon and label", (command, args, icon, key) => {
    const v = view(command, args);
    expect(v.button).toBe(true);
    if (!v.button) return;
    expect(v.icon).toBe(icon);
    expect((v.label as { key: string }).key).toBe(key);
  });

  it("the author's own label replaces the default one", () => {
    const v = view("check", "str", "Lift the speeder");
    expect(v.button && v.label).toBe("Lift the speeder");
  });

  it("a malformed enricher is no button; its tooltip is the error", () => {
    const v = view("check", "juggling");
    expect(v.button).toBe(false);
    expect(v.tooltip.key).toMatch(/^HOLOCRON\.Enricher\.Error\./);
  });
});
