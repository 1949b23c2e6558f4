// An item row's summary over a real DOM (happy-dom) on the stand-in: the chevron opens the item's
// enriched description under the row and closes it; open rows open again after a render; an item
// deleted meanwhile is forgotten; an empty description says so.
import { Window } from "happy-dom";
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, type Glue } from "../../data/setup.js";
import {
  openSummaries,
  restoreSummaries,
  toggleSummary,
} from "../../../src/applications/sheets/item-summary.js";

let glue: Glue;
beforeEach(async () => {
  glue = await setupGlue("m20");
});

const SABER = "saber00000000000";
const KIT = "kit0000000000000";

async function sheet() {
  const actor = await glue.createActor({
    name: "Kara",
    type: "m20Character",
    items: [
      {
        _id: SABER,
        name: "Lightsaber",
        type: "weapon",
        system: { damage: "2d8", description: "<p>Hums.</p>" },
      },
      { _id: KIT, name: "Medkit", type: "gear", system: { description: "" } },
    ],
  });
  const window = new Window();
  const element = window.document.createElement("section") as unknown as HTMLElement;
  const render = () => {
    element.innerHTML = [SABER, KIT]
      .map(
        (id) =>
          `<li data-item-id="${id}"><button type="button" data-action="toggleSummary" data-item-id="${id}" aria-expanded="false" aria-controls="holocron-summary-${id}"></button></li>`,
      )
      .join("");
  };
  render();
  const toggle = (id: string) =>
    element.querySelector<HTMLElement>(`[data-item-id="${id}"] [data-action="toggleSummary"]`)!;
  const summary = (id: string) =>
    element.querySelector(`[data-item-id="${id}"] .holocron-row__summary`);
  return { app: { document: actor, element }, actor, render, toggle, summary };
}

describe("item row summaries", () => {
  it("the chevron opens the enriched description under the row, and closes it", async () => {
    const { app, toggle, summary } = await sheet();
    await toggleSummary(app, toggle(SABER));
    expect(summary(SABER)?.innerHTML).toBe('<div class="enriched"><p>Hums.</p></div>');
    expect(summary(SABER)?.id).toBe(`holocron-summary-${SABER}`);
    expect(toggle(SABER).getAttribute("aria-expanded")).toBe("true");
    await toggleSummary(app, toggle(SABER));
    expect(summary(SABER)).toBeNull();
    expect(toggle(SABER).getAttribute("aria-expanded")).toBe("false");
    expect(openSummaries(app)).toEqual([]);
  });

  it("an empty description says so", async () => {
    const { app, toggle, summary } = await sheet();
    await toggleSummary(app, toggle(KIT));
    expect(summary(KIT)?.textContent).toBe("HOLOCRON.Sheet.Summary.Empty");
  });

  it("open rows open again after a render; a deleted item is forgotten", async () => {
    const { app, actor, render, toggle, summary } = await sheet();
    await toggleSummary(app, toggle(SABER));
    await toggleSummary(app, toggle(KIT));
    render();
    expect(summary(SABER)).toBeNull();
    await restoreSummaries(app);
    expect(summary(SABER)?.textContent).toBe("Hums.");
    expect(toggle(SABER).getAttribute("aria-expanded")).toBe("true");
    await actor.deleteEmbeddedDocuments("Item", [KIT]);
    app.element.querySelector(`[data-item-id="${KIT}"]`)?.remove();
    await restoreSummaries(app);
    expect(openSummaries(app)).toEqual([SABER]);
  });
});
