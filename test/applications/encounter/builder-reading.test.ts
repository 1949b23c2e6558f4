// The encounter builder as a GM new to it reads it (the gallery's result, real templates and
// lang/en.json): a difficulty word beside each win chance, the nearest group named by a badge and
// no group marked as wrong, the worst drop chance said in words, and a tracker entry with its name.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Window } from "happy-dom";
import { createTemplateEnv } from "../../templates/handlebars-env.js";
import { entries } from "../../gallery/entries/encounter-builder.js";

const env = createTemplateEnv();
const window = new Window();
const words = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
const parse = (html: string) =>
  new window.DOMParser().parseFromString(`<div>${html}</div>`, "text/html");

describe("the encounter builder's result", async () => {
  const entry = (await entries()).find((e) => e.id === "encounter-builder-result")!;
  const doc = parse(env.render(entry.templates[0]!, entry.context));
  for (const pop of doc.querySelectorAll(".holocron-breakdown__pop")) pop.remove();
  const groups = [...doc.querySelectorAll(".holocron-builder__group")];

  it("says each group's difficulty, calibrated to its win chance", () => {
    expect(
      groups.map((g) => words(g.querySelector(".holocron-builder__difficulty")?.textContent)),
    ).toEqual(["moderate", "easy", "hard"]);
    expect(
      groups[0]!.querySelector(".holocron-builder__difficulty")?.getAttribute("data-tooltip"),
    ).toContain("trivial at 95% or more, easy 80%, moderate 60%, hard 35%, deadly below 35%");
  });

  it("names the nearest group with a badge; only it is set apart", () => {
    expect(
      groups.map((g) => words(g.querySelector(".holocron-builder__badge")?.textContent)),
    ).toEqual(["Nearest", "", ""]);
    // No red edge on the others: every group's edge is the neutral border, the nearest the accent.
    const css = readFileSync("styles/encounter-odds.css", "utf8");
    const rule = /\.holocron-builder__group \{([^}]*)\}/.exec(css)?.[1] ?? "";
    expect(rule).toContain("border-left: 3px solid var(--holocron-border)");
    expect(css).not.toMatch(/\.holocron-builder__group[^{]*\{[^}]*--holocron-failure/);
  });

  it("explains the worst drop chance in words", () => {
    expect(words(doc.querySelector(".holocron-builder__legend")?.textContent)).toBe(
      "Worst drop chance: how often the party member most at risk is taken out, as a share of the fights played.",
    );
  });
});

describe("the tracker's entry to the builder", () => {
  it("is a button with its name in words and a tooltip, not an unlabelled wand", () => {
    const doc = parse(env.render("templates/combat/encounter-odds-button.hbs", {}));
    const button = doc.querySelector("[data-holocron-encounter-builder]")!;
    expect(words(button.textContent)).toBe("Build to a target");
    expect(button.getAttribute("data-tooltip")).toContain("simulated odds");
  });
});
