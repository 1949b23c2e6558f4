// @vitest-environment happy-dom
// The sheets through ApplicationV2's render cycle (test/foundry/app-render.ts): real templates into a
// real DOM, a data-action click reaching the handler with the sheet as `this`, and an edit submitted
// through the form as one update of the document.
import { describe, expect, it, vi } from "vitest";
import { setupGlue, sys } from "../../data/setup.js";
import type { HolocronActor } from "../../../src/documents/actor.js";

type Obj = Record<string, unknown>;

async function actorSheet(ruleset: string, data: Obj) {
  const glue = await setupGlue(ruleset);
  const { actorSheetFor } = await import("../../../src/applications/sheets/actor-sheets.js");
  const actor = (await glue.createActor({ name: "Kara", ...data })) as HolocronActor;
  const Sheet = actorSheetFor(actor.type as never);
  const sheet = new Sheet({ document: actor });
  await sheet.render();
  return { actor, sheet, element: sheet.element as HTMLElement };
}

const change = (input: HTMLInputElement, value: string) => {
  input.value = value;
  input.dispatchEvent(new Event("change", { bubbles: true }));
};

describe.each([
  ["m20", "m20Character"],
  ["spaceOpera", "operaNpc"],
  ["starWorlds", "worldsCharacter"],
])("the %s %s sheet", (ruleset, type) => {
  it("renders its parts into a form, toggles edit mode on a click, and submits an edit", async () => {
    // A played actor (system given), so its sheet opens in play mode, not a blank one's edit mode.
    const { actor, sheet, element } = await actorSheet(ruleset, { type, system: {} });
    expect(element.tagName).toBe("FORM");
    expect(element.querySelector("[data-application-part=header]")).not.toBeNull();
    element.querySelector<HTMLElement>('[data-action="toggleMode"]')!.click();
    await vi.waitFor(() => expect(sheet.editMode).toBe(true));
    await vi.waitFor(() => expect(element.querySelector('input[name="name"]')).not.toBeNull());
    change(element.querySelector<HTMLInputElement>('input[name="name"]')!, "Kara Dune");
    await vi.waitFor(() => expect(actor.name).toBe("Kara Dune"));
  });
});

describe("the party sheet", () => {
  it("renders its members, and the GM's click on a member's Remove takes it out", async () => {
    const glue = await setupGlue("m20");
    const kara = (await glue.createActor({ name: "Kara", type: "m20Character" })) as HolocronActor;
    const party = (await glue.createActor({
      name: "The Crew",
      type: "party",
      system: { members: [kara.uuid] },
    })) as HolocronActor;
    const { PartySheet } = await import("../../../src/applications/sheets/party-sheet.js");
    const sheet = new PartySheet({ document: party });
    await sheet.render();
    const element = sheet.element as HTMLElement;
    expect(element.textContent).toContain("Kara");
    element.querySelector<HTMLElement>('[data-action="removeMember"]')!.click();
    await vi.waitFor(() => expect(sys(party).members).toEqual([]));
  });
});
