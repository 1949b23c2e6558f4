// The limited-permission sheet: name, portrait and biography, and nothing of the actor's data.
import { describe, expect, it } from "vitest";
import {
  ACTOR_PART_TEMPLATES,
  LIMITED_PARTS,
  limitedContext,
} from "../../src/applications/sheets/context/parts.js";
import { createTemplateEnv } from "./handlebars-env.js";
import { sampleActor } from "./fixtures.js";

const env = createTemplateEnv();
const render = (context: Record<string, unknown>) =>
  LIMITED_PARTS.map((part) => env.render(ACTOR_PART_TEMPLATES[part], context)).join("\n");

describe("limited sheet", () => {
  it("shows the name, the portrait and the biography only", () => {
    const actor = sampleActor("m20Npc", { items: 3 });
    const context = limitedContext(actor, "<p>A droid of the Trade Federation.</p>");
    expect(Object.keys(context).sort()).toEqual(["actor", "biography"]);
    expect(Object.keys(context.actor).sort()).toEqual(["img", "name"]);
    const html = render(context);
    expect(html).toContain(`>${actor.name}</h2>`);
    expect(html).toContain(`src="${actor.img}"`);
    expect(html).toContain("A droid of the Trade Federation.");
    // no stat, health, defense, item or roll control
    expect(html).not.toMatch(/data-action|holocron-health|holocron-stat|AC|HP|<input/);
    expect([...env.missing]).toEqual([]);
  });

  it("an empty biography says so", () => {
    const html = render(limitedContext({ name: "Stranger", img: null }, ""));
    expect(html).toContain("Nothing is known about them yet.");
  });
});
