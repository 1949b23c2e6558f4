// How enrichers look on the page: rendered through the real template from the system's context code.
import { describe, expect, it } from "vitest";
import { enrichers } from "../../../src/rules/index.js";
import { missingKeys, renderText } from "./render-fixture.js";

describe("an enricher rendered as Foundry would show it", () => {
  it("is a button carrying its command and words, labelled in plain English", () => {
    const html = renderText("[[/check physical dc=15]]");
    expect(html).toContain('class="holocron holocron-enricher" role="button"');
    // Handlebars escapes "=" in attributes as &#x3D;, which the browser reads back as "=".
    expect(html).toContain('data-enricher="check" data-args="physical dc&#x3D;15"');
    expect(html).toContain("Physical check, DC 15</a>");
  });

  it.each([
    ["[[/check str]]", "Strength check"],
    ["[[/check knowledge dex]]", "Knowledge (Dexterity) check"],
    ["[[/check physical str]]", "Physical check"],
    ["[[/attribute daring]]", "Daring roll"],
    ["[[/damage 3d6 energy]]", "3d6 Energy damage"],
    ["[[/heal 2d6+2]]", "Heal 2d6+2"],
    ["[[/check str]]{Lift the speeder}", "Lift the speeder"],
  ])("%s reads “%s”", (text, label) => {
    expect(renderText(text)).toContain(`${label}</a>`);
  });

  it("shows a hazard as a button for the GM's hazard tool", () => {
    const html = renderText("[[/hazard falling 40]]");
    expect(html).toContain("Fall of 40 ft</a>");
    expect(html).toContain('data-tooltip="Open the GM hazard tool');
  });

  it("shows a malformed one as its own text, the tooltip saying what is wrong", () => {
    const html = renderText("[[/check climbing dc=15]]");
    expect(html).toContain(">[[/check climbing dc&#x3D;15]]</span>");
    expect(html).toContain('data-tooltip="/check does not know “climbing”."');
    expect(renderText("[[/damage 3d6 fire]]")).toContain("“3d6 fire” is not a dice formula");
  });

  it("escapes whatever the author wrote: a label or the text of a malformed enricher", () => {
    const label = renderText('[[/check str]]{<img src=x onerror="alert(1)">}');
    expect(label).not.toContain("<img");
    expect(label).toContain("&lt;img");
    const malformed = renderText('[[/check "><script>x</script>]]');
    expect(malformed).not.toContain("<script>");
  });

  it("asks only for i18n keys that exist, whatever it renders", () => {
    const samples = [
      "[[/check physical dc=15]]",
      "[[/check str]] [[/check dex dc=0]] [[/check]] [[/check str str]] [[/check a b]]",
      "[[/attribute spirit skilled]] [[/attribute]] [[/attribute x]] [[/attribute daring daring]]",
      "[[/damage 3d6 ion]] [[/damage energy]] [[/damage 1d]] [[/heal 2d6+2]] [[/heal x]]",
      `[[/hazard falling 40]] [[/hazard lava 1]] [[/hazard falling 0]] [[/hazard falling 1 2]]`,
      `[[/damage ${"1+".repeat(150)}1]]`,
    ];
    for (const text of samples) renderText(text);
    expect([...missingKeys]).toEqual([]);
    expect(enrichers.scanEnrichers(samples.join(" ")).length).toBeGreaterThanOrEqual(18);
  });
});
