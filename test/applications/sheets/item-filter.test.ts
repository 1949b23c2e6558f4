// The item lists' filter box: rendered from the sheet's own context, and typing in it hides the rows
// whose name does not match (case and accents ignored), in a real DOM (happy-dom).
import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { buildActorContext } from "../../../src/applications/sheets/context/actor-context.js";
import { ACTOR_PART_TEMPLATES } from "../../../src/applications/sheets/context/parts.js";
import {
  applyItemFilter,
  attachItemFilters,
  nameMatches,
} from "../../../src/applications/sheets/item-filter.js";
import { createTemplateEnv } from "../../templates/handlebars-env.js";
import { sampleActor } from "../../templates/fixtures.js";

const env = createTemplateEnv();
const view = { editable: true, editMode: false, enriched: "", activeTab: "gear" };

function gearTab() {
  const html = env.render(
    ACTOR_PART_TEMPLATES.gear,
    buildActorContext(sampleActor("m20Character", { items: 12 }), view),
  );
  const window = new Window();
  window.document.body.innerHTML = html;
  return { html, document: window.document };
}

describe("item filter", () => {
  it("a list with rows has a labelled filter box, outside the form's data", () => {
    const { html } = gearTab();
    expect(html).toMatch(
      /<input type="search" class="holocron-list__filter" data-item-filter aria-label="Filter Gear by name"/,
    );
    expect(html).not.toMatch(/data-item-filter[^>]*name=/);
    expect([...env.missing]).toEqual([]);
  });

  it("matches names ignoring case and accents", () => {
    expect(nameMatches("Médpac 3", "medp")).toBe(true);
    expect(nameMatches("Medpac", "rope")).toBe(false);
    expect(nameMatches("Anything", "  ")).toBe(true);
  });

  it("typing hides the rows that do not match, and the text survives a re-render", () => {
    const { document } = gearTab();
    const list = document.querySelector("[data-item-type=gear]")!;
    const total = list.querySelectorAll(".holocron-row").length;
    expect(total).toBeGreaterThan(1);
    expect(applyItemFilter(list as unknown as Element, "Medpac 1")).toBeLessThan(total);
    const texts = new Map<string, string>();
    const root = document.body as unknown as HTMLElement;
    attachItemFilters(root, texts);
    const input = document.querySelector("input[data-item-filter]")!;
    (input as unknown as HTMLInputElement).value = "zzz";
    input.dispatchEvent(new document.defaultView!.Event("input"));
    expect(texts.get("gear")).toBe("zzz");
    expect(
      [...list.querySelectorAll(".holocron-row")].every(
        (r) => (r as unknown as HTMLElement).hidden,
      ),
    ).toBe(true);
    // A fresh render: the kept text filters again.
    const again = gearTab().document;
    attachItemFilters(again.body as unknown as HTMLElement, texts);
    const rows = [...again.querySelectorAll(".holocron-row")] as unknown as HTMLElement[];
    expect(rows.every((r) => r.hidden)).toBe(true);
  });
});
