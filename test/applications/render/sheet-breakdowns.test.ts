// @vitest-environment happy-dom
// A sheet draws a breakdown when it opens, not with the sheet (architecture.md, "Explanations on
// demand"): rendering builds no trace (src/rules/trace/trace.ts `tracesBuilt`), hovering a number
// draws its breakdown from its trace into the empty one the template left, with its total the number
// shown; and each window's ids are its own, so two sheets never describe each other's numbers.
import { describe, expect, it, vi } from "vitest";
import { setupGlue } from "../../data/setup.js";
import type { HolocronActor } from "../../../src/documents/actor.js";
import { trace } from "../../../src/rules/index.js";
import type { LazyBreakdown } from "../../../src/applications/breakdown/breakdown-view.js";

type Obj = Record<string, unknown>;

async function openSheet(ruleset: string, data: Obj) {
  const glue = await setupGlue(ruleset);
  const { actorSheetFor } = await import("../../../src/applications/sheets/actor-sheets.js");
  const actor = (await glue.createActor({ name: "Kara", ...data })) as HolocronActor;
  const Sheet = actorSheetFor(actor.type as never);
  const sheet = new Sheet({ document: actor });
  const before = trace.tracesBuilt();
  await sheet.render();
  return {
    actor,
    Sheet,
    sheet,
    element: sheet.element as HTMLElement,
    built: () => trace.tracesBuilt() - before,
  };
}

const weapon = { name: "Blaster", type: "weapon", system: { damage: "1d8+1", kind: "ranged" } };

describe.each([
  ["m20", "m20Character", '[data-breakdown$="-ac"]'],
  ["spaceOpera", "operaCharacter", '[data-breakdown$="-ac"]'],
  ["starWorlds", "worldsCharacter", '[data-breakdown$="-speed"]'],
])("the %s %s sheet", (ruleset, type, selector) => {
  it("renders no trace, and draws a breakdown from its trace when it opens", async () => {
    const { element, built } = await openSheet(ruleset, { type, system: {}, items: [weapon] });
    expect(built()).toBe(0);
    const triggers = element.querySelectorAll<HTMLElement>("[data-breakdown]");
    expect(triggers.length).toBeGreaterThan(3);
    // Every breakdown is there to be named by aria-describedby, empty until drawn.
    for (const t of triggers) {
      const pop = element.ownerDocument.getElementById(t.dataset.breakdown!);
      expect(pop?.hasAttribute("data-draw"), t.dataset.breakdown).toBe(true);
      expect(pop?.getAttribute("role")).toBe("tooltip");
    }
    const trigger = element.querySelector<HTMLElement>(selector)!;
    trigger.dispatchEvent(new Event("pointerover", { bubbles: true }));
    await vi.waitFor(() => {
      const pop = element.ownerDocument.getElementById(trigger.dataset.breakdown!)!;
      expect(pop.hasAttribute("data-draw")).toBe(false);
      expect(pop.classList.contains("is-open")).toBe(true);
    });
    expect(built()).toBeGreaterThan(0);
    const pop = element.ownerDocument.getElementById(trigger.dataset.breakdown!)!;
    const total = pop.querySelector("[data-total]")?.getAttribute("data-total");
    expect(total).toBe(pop.getAttribute("data-shown")?.replace("\u2212", "-").replace(/^\+/, ""));
    // The others stay undrawn.
    const drawn = [...element.querySelectorAll(".holocron-breakdown__pop:not([data-draw])")];
    expect(drawn).toHaveLength(1);
  });
});

describe("breakdown ids", () => {
  it("are the window's own: two sheets of one actor name different breakdowns", async () => {
    const { actor, Sheet, element } = await openSheet("m20", { type: "m20Character", system: {} });
    const second = new Sheet({ document: actor, id: "second-sheet" });
    await second.render();
    const ids = (root: HTMLElement) =>
      [...root.querySelectorAll<HTMLElement>("[data-breakdown]")].map((t) => t.dataset.breakdown);
    const a = ids(element);
    const b = ids(second.element as HTMLElement);
    expect(a.length).toBe(b.length);
    expect(a.filter((id) => b.includes(id))).toEqual([]);
  });

  it("are unique per document uuid: two token actors of one NPC (same id) never share one", async () => {
    const { buildActorContext } =
      await import("../../../src/applications/sheets/context/actor-context.js");
    const { breakdownScope } =
      await import("../../../src/applications/sheets/context/breakdown-scope.js");
    const { sampleActor } = await import("../../templates/fixtures.js");
    const npc = sampleActor("m20Npc");
    // Two unlinked tokens' synthetic actors: one id, two uuids (Scene.x.Token.y.Actor.z).
    const first = { ...npc, uuid: `Scene.s1.Token.t1.Actor.${npc.id}` };
    const second = { ...npc, uuid: `Scene.s1.Token.t2.Actor.${npc.id}` };
    const view = { editable: true, editMode: false, enriched: "" };
    const ids = (actor: typeof npc) => {
      const onOpen: LazyBreakdown[] = [];
      const scope = breakdownScope("holocron-sheet", actor.uuid ?? "");
      buildActorContext(actor, { ...view, breakdowns: { scope, onOpen } });
      return onOpen.map((lazy) => lazy.id);
    };
    const a = ids(first);
    const b = ids(second);
    expect(a.length).toBeGreaterThan(3);
    expect(a.filter((id) => b.includes(id))).toEqual([]);
  });
});
