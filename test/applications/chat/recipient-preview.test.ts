// A row's preview: one option per multiplier, the shown one (×1, or the multiplier the viewer
// pressed) drawn with its numbers' breakdowns and the hidden ones without (not read until pressed).
import { describe, expect, it } from "vitest";
import { previewOptions } from "../../../src/cards/apply.js";
import { rulesetOf } from "../../../src/rulesets/index.js";
import { createTemplateEnv } from "../../templates/handlebars-env.js";
import { manyTargets } from "./preview-fixtures.js";

const env = createTemplateEnv();
const i18n = { localize: env.localize, format: (key: string) => env.localize(key) };
const { card, recipients } = manyTargets(10);
const optionsOf = (r: (typeof recipients)[number], pressed?: "half") =>
  previewOptions(i18n, rulesetOf(r.subject.type), r.subject, card, r.uuid, "msg", pressed);
// A recipient whose HP the hit and half of it both change (not a mook, whom a hit only defeats).
const recipient = recipients.find((r) =>
  optionsOf(r).every((o) => o.multiplier !== "half" || o.changes.length > 0),
)!;
const options = (pressed?: "half") => optionsOf(recipient, pressed);

describe("previewOptions", () => {
  it("×1 is shown and its changes carry breakdowns; the other options' do not", () => {
    const list = options();
    expect(list.filter((o) => o.shown).map((o) => o.multiplier)).toEqual(["full"]);
    for (const o of list) {
      for (const change of o.changes) expect(change.bd !== null).toBe(o.shown);
    }
    expect(list.find((o) => o.shown)!.changes.length).toBeGreaterThan(0);
  });

  it("the pressed multiplier is the shown one, drawn with its breakdowns", () => {
    const half = options("half").find((o) => o.multiplier === "half")!;
    expect(half.shown).toBe(true);
    expect(half.changes.length).toBeGreaterThan(0);
    for (const change of half.changes) expect(change.bd?.total).toBe(change.to);
    expect(options("half").find((o) => o.multiplier === "full")!.shown).toBe(false);
  });
});

describe("a row's preview reads under its name, its states first", () => {
  it("its states and plain numbers carry their full text as hover text (chat.css cuts them with an ellipsis)", () => {
    const html = env.render("templates/chat/apply-preview.hbs", {
      options: [
        {
          multiplier: "full",
          shown: true,
          changes: [{ label: "Vitality", from: 4, to: 0, bd: null }],
          statuses: "Dying, Defeated",
          unchanged: false,
        },
      ],
    });
    expect(html).toContain(
      '<span class="holocron-card__statuses" title="Dying, Defeated">Dying, Defeated</span>',
    );
    expect(html).toContain(
      '<span class="holocron-card__change" title="Vitality 4 → 0">Vitality 4 → 0</span>',
    );
    // The states lead the numbers: what wraps on a narrow card is a number, never the states alone.
    expect(html.indexOf("holocron-card__statuses")).toBeLessThan(
      html.indexOf("holocron-card__change"),
    );
  });
});
