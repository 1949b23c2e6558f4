// `holocronWord` (src/compat/intl.ts): a word every row repeats is looked up once per render, and each
// render (a new root context) looks it up again.
import { describe, expect, it } from "vitest";
import Handlebars from "handlebars";
import { wordHelper } from "../../src/compat/intl.js";
import { createTemplateEnv } from "../templates/handlebars-env.js";
import { buildActorContext } from "../../src/applications/sheets/context/actor-context.js";
import { ACTOR_PART_TEMPLATES } from "../../src/applications/sheets/context/parts.js";
import { sampleActor } from "../templates/fixtures.js";

function countingLocalize() {
  const asked: string[] = [];
  return { asked, localize: (key: string) => (asked.push(key), `«${key}»`) };
}

describe("holocronWord", () => {
  it("looks each word up once per render's root context, and again for a new one", () => {
    const { asked, localize } = countingLocalize();
    const hb = Handlebars.create();
    hb.registerHelper("holocronWord", wordHelper(localize));
    const rows = hb.compile("{{#each rows}}{{holocronWord label}};{{/each}}");
    const context = () => ({
      rows: [{ label: "A" }, { label: "B" }, { label: "A" }, { label: "A" }],
    });
    expect(rows(context())).toBe("«A»;«B»;«A»;«A»;");
    expect(asked).toEqual(["A", "B"]);
    rows(context());
    expect(asked).toEqual(["A", "B", "A", "B"]);
  });

  it("escapes what it returns, as localize's text is", () => {
    const hb = Handlebars.create();
    hb.registerHelper(
      "holocronWord",
      wordHelper(() => "<b>"),
    );
    expect(hb.compile("{{holocronWord key}}")({ key: "K" })).toBe("&lt;b&gt;");
  });

  it("looks the word up when called with no root context", () => {
    const { asked, localize } = countingLocalize();
    const helper = wordHelper(localize);
    expect(helper("K", {})).toBe("«K»");
    expect(helper("K", {})).toBe("«K»");
    expect(asked).toEqual(["K", "K"]);
  });

  it("the 100-item sheet's combat tab looks each fact's words up once, not once per row", () => {
    const env = createTemplateEnv();
    const { asked, localize } = countingLocalize();
    env.handlebars.registerHelper("holocronWord", wordHelper(localize));
    const actor = sampleActor("m20Character", { items: 100 });
    const context = buildActorContext(actor, {
      editable: true,
      editMode: false,
      enriched: "",
      activeTab: "combat",
    });
    const html = env.render(ACTOR_PART_TEMPLATES.combat, context);
    const rows = html.split('class="holocron-row ').length - 1;
    expect(rows).toBeGreaterThanOrEqual(50);
    expect(asked.length).toBeGreaterThan(0);
    expect(new Set(asked).size).toBe(asked.length);
  });
});
