// The chase tracker's Hero Point reroll in real Handlebars (seed 002 line 43): the star button on a
// rolled check the viewer may pay for, labelled with whose check; the rerolls beside the total.
import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { entries } from "../gallery/entries/chase.js";
import { createTemplateEnv } from "./handlebars-env.js";

const env = createTemplateEnv();
const TRACKER = "templates/apps/chase-tracker.hbs";

/** The tracker's runner rows by runner name. */
function rows(context: object): Map<string, string> {
  const html = env.render(TRACKER, context);
  expect(html).not.toMatch(/undefined|\[object Object\]|NaN/);
  expect([...env.missing]).toEqual([]);
  const doc = new Window().document;
  doc.body.innerHTML = html;
  return new Map(
    [...doc.querySelectorAll("[data-id]")].map((row) => [
      row.getAttribute("data-id") ?? "",
      row.innerHTML,
    ]),
  );
}

const contextOf = (id: string) => entries.find((e) => e.id === id)!.context;

describe("the chase tracker's Hero Point reroll", () => {
  it("offers the labelled button on the payer's rolled check and shows its rerolls", () => {
    const byId = rows(contextOf("chase-tracker-hero-reroll"));
    const kara = byId.get("kara") ?? "";
    expect(kara).toContain('data-action="heroReroll"');
    expect(kara).toContain('aria-label="Reroll Kara Voss\'s check (Hero Point)"');
    expect(kara).toMatch(/holocron-chase__hero-rerolls[^>]*>.*10/s);
    for (const other of ["jax", "thief"]) expect(byId.get(other)).not.toContain("heroReroll");
  });

  it("is not offered in a chase without Hero Points (Space Opera)", () => {
    for (const id of ["chase-tracker-round", "chase-tracker-caught"]) {
      const shown = rows(contextOf(id));
      expect(shown.size).toBeGreaterThan(0);
      for (const html of shown.values()) expect(html).not.toContain("heroReroll");
    }
  });
});

describe('the Star Worlds round card (ruling "Chases in every ruleset", revised: Speed first)', () => {
  it("names the Speeds that decided a pair, and only that pair", () => {
    const html = env.render("templates/chat/chase-round.hbs", contextOf("card-chase-round-worlds"));
    expect(html).not.toMatch(/undefined|\[object Object\]|NaN/);
    expect([...env.missing]).toEqual([]);
    const doc = new Window().document;
    doc.body.innerHTML = html;
    const lines = [...doc.querySelectorAll(".holocron-chase-result")].map((l) => l.textContent);
    expect(lines).toHaveLength(2);
    const [kara, jax] = lines as [string, string];
    expect(kara).toContain("Kara Voss 10");
    expect(kara).not.toContain("against");
    expect(jax).toContain("(Speed 4 against 5)");
  });
});
