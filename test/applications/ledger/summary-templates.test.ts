// The fight's summary as a first-time GM reads it: the card's one plain sentence, worded column
// headers, and in the window only the resources the combat's ruleset has (rendered from the
// gallery's entries, with the real templates and lang/en.json).
import { describe, expect, it } from "vitest";
import { Window } from "happy-dom";
import { createTemplateEnv } from "../../templates/handlebars-env.js";
import { entries } from "../../gallery/entries/ledger.js";
import {
  summaryContext,
  type SummaryCard,
} from "../../../src/applications/ledger/summary-context.js";
import type { I18n } from "../../../src/applications/chat/i18n.js";
import { fightCard } from "./fight-world.js";

const env = createTemplateEnv();
const window = new Window();
const i18n: I18n = {
  localize: env.localize,
  format: (key, data) =>
    Object.entries(data).reduce((text, [k, v]) => text.replaceAll(`{${k}}`, v), env.localize(key)),
};

const entry = (id: string) => {
  const found = entries().find((e) => e.id === id);
  if (!found) throw new Error(`no gallery entry ${id}`);
  return found;
};
const dom = (template: string, context: Record<string, unknown>) => {
  const doc = new window.DOMParser().parseFromString(
    `<div>${env.render(template, context)}</div>`,
    "text/html",
  );
  // Read with every breakdown closed.
  for (const pop of doc.querySelectorAll(".holocron-breakdown__pop")) pop.remove();
  return doc;
};
const words = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();

describe("the combat summary card", () => {
  const card = entry("card-combat-summary");
  const doc = dom(card.templates[0]!, card.context);

  it("says the fight in one plain sentence: result, rounds, the prediction once", () => {
    const sentence = words(doc.querySelector(".holocron-fight-card__outcome")?.textContent);
    expect(sentence).toBe(
      "The party won in 3 rounds, as predicted: the party had 64% (61%–67%) to win in about 4.1 rounds.",
    );
    expect(sentence.match(/predicted/g)).toHaveLength(1);
    expect(sentence).not.toContain("·");
  });

  it("heads its columns with words, each with its full name as a tooltip", () => {
    const heads = [...doc.querySelectorAll(".holocron-fight-card__table thead th")];
    expect(heads.map((th) => words(th.textContent))).toEqual([
      "Combatant",
      "Dealt",
      "Taken",
      "Healed",
      "Downed",
    ]);
    expect(heads.slice(1).map((th) => th.getAttribute("data-tooltip"))).toEqual([
      "Damage dealt",
      "Damage taken",
      "Healing",
      "Times downed",
    ]);
    expect(doc.querySelector(".holocron-fight-card__table thead i")).toBeNull();
  });
});

describe("the combat summary window", () => {
  const shown = entry("combat-summary-window-m20");
  const heads = (context: Record<string, unknown>) =>
    [...dom(shown.templates[0]!, context).querySelectorAll("thead th")].map((th) =>
      words(th.textContent),
    );

  it("is framed with its real title and reads the card's sentence", async () => {
    const { windowTitle } = await import("../../../scripts/gallery.mjs");
    expect(windowTitle(shown.window!, env.localize)).toBe("The fight, added up");
    const doc = dom(shown.templates[0]!, shown.context);
    expect(words(doc.querySelector(".holocron-fight__outcome")?.textContent)).toBe(
      "The party won in 3 rounds, as predicted: the party had 64% (61%–67%) to win in about 4.1 rounds.",
    );
  });

  it("shows no Hero Points or Heroism on an m20 fight; each ruleset its own resource", () => {
    const m20 = heads(shown.context);
    expect(m20).not.toContain("Hero Points spent");
    expect(m20).not.toContain("Heroism spent");
    expect(m20).toContain("Natural 20s · 1s");
    const card: SummaryCard = fightCard();
    const worlds = heads({ summary: summaryContext(i18n, { ...card, ruleset: "starWorlds" }) });
    expect(worlds).toContain("Hero Points spent");
    expect(worlds).not.toContain("Heroism spent");
    expect(worlds).not.toContain("Natural 20s · 1s");
    const opera = heads({ summary: summaryContext(i18n, { ...card, ruleset: "spaceOpera" }) });
    expect(opera).toContain("Heroism spent");
    expect(opera).not.toContain("Hero Points spent");
  });
});
