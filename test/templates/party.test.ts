// The party sheet's template renders with the real handlebars package for each ruleset, a mixed party
// (each member by its own ruleset) and a member deleted since, from the gallery's contexts (built by
// the sheet's own context code); a player's view has no controls.
import { describe, expect, it } from "vitest";
import { createTemplateEnv } from "./handlebars-env.js";
import { entries } from "../gallery/entries/party.js";
import { partyContext } from "../../src/applications/sheets/context/party-context.js";

const env = createTemplateEnv();
const byId = (id: string) => {
  const entry = entries.find((e) => e.id === id);
  if (!entry) throw new Error(`no gallery entry ${id}`);
  return entry;
};
const render = (id: string) =>
  byId(id)
    .templates.map((t) => env.render(`systems/holocron/${t}`, byId(id).context))
    .join("\n");

function expectClean(html: string): void {
  expect(html).not.toMatch(/undefined|\[object Object\]|NaN/);
  expect([...env.missing]).toEqual([]);
}

describe("the party sheet", () => {
  it("m20: every member's HP, STR damage and level, a condition shown", () => {
    const html = render("sheet-party-m20");
    expectClean(html);
    expect(html.match(/data-action="openMember"/g)).toHaveLength(4);
    expect(html).toContain("Jax Orin");
    expect(html).toContain(env.localize("HOLOCRON.Status.prone"));
    expect(html).not.toContain('data-action="awardParty"');
  });

  it("Star Worlds: Vitality and Hero Points; the GM's award button", () => {
    const html = render("sheet-party-worlds");
    expectClean(html);
    expect(html).toContain(env.localize("HOLOCRON.Sheet.Resource.HeroPoints"));
    expect(html).toContain('data-action="awardParty"');
  });

  it("a mixed party: each member by its own ruleset, a deleted one missing and removable", () => {
    const html = render("sheet-party-mixed");
    expectClean(html);
    for (const ruleset of ["m20", "spaceOpera", "starWorlds"]) {
      expect(html).toContain(env.localize(`HOLOCRON.Ruleset.${ruleset}`));
    }
    expect(html).toContain(env.localize("HOLOCRON.Sheet.Resource.Heroism"));
    expect(html).toContain("holocron-party__member--missing");
    expect(html.match(/data-action="removeMember"/g)).toHaveLength(4);
  });

  it("empty, as a player sees it: no drop hint, no remove, no award", () => {
    const context = {
      document: { name: "The Crew" },
      party: partyContext([], { gm: false, editable: false, awardable: true }),
    };
    const html = env.render("systems/holocron/templates/actor/party.hbs", context);
    expectClean(html);
    expect(html).toContain("holocron-list__empty");
    expect(html).not.toMatch(/data-action="(removeMember|awardParty)"/);
  });
});
