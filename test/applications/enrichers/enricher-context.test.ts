// An enricher's template context: its view localized, its command and arguments as written (the
// author's text reaches the page only through the template's escaping).
import { describe, expect, it } from "vitest";
import {
  enricherContext,
  localizeText,
  type Localizer,
} from "../../../src/applications/enrichers/enricher-context.js";

/** Shows which key and data were asked for, so each step of the localizing is visible. */
const i18n: Localizer = {
  localize: (key) => `«${key}»`,
  format: (key, data) =>
    `${key}(${Object.entries(data)
      .map(([k, v]) => `${k}=${v}`)
      .join(",")})`,
};

describe("localizeText", () => {
  it("the author's words as they are; a key formatted with its data, keys inside localized first", () => {
    expect(localizeText("Lift the speeder", i18n)).toBe("Lift the speeder");
    expect(
      localizeText(
        {
          key: "K.Outer",
          data: {
            dc: "15",
            name: "HOLOCRON.Sheet.Skill.physical",
            inner: { key: "K.In", data: {} },
          },
        },
        i18n,
      ),
    ).toBe("K.Outer(dc=15,name=«HOLOCRON.Sheet.Skill.physical»,inner=K.In())");
  });
});

describe("enricherContext", () => {
  it("a button: command in lower case, arguments and original text decoded", () => {
    const context = enricherContext(
      {
        command: "CHECK",
        args: " physical dc=15 ",
        label: null,
        original: "[[/CHECK physical dc=15 ]]",
      },
      i18n,
    );
    expect(context).toEqual({
      button: true,
      command: "check",
      args: "physical dc=15",
      icon: "fa-solid fa-dice-d20",
      label: "HOLOCRON.Enricher.Label.CheckDc(name=«HOLOCRON.Sheet.Skill.physical»,dc=15)",
      tooltip: "HOLOCRON.Enricher.Tooltip.check()",
      tooltipHtml: "HOLOCRON.Enricher.Tooltip.check()",
      text: "[[/CHECK physical dc=15 ]]",
      source: "",
    });
  });

  it("malformed: no icon or label, the error as tooltip, the original text kept", () => {
    const context = enricherContext(
      { command: "check", args: "juggling", label: null, original: "[[/check juggling]]" },
      i18n,
    );
    expect(context).toMatchObject({
      button: false,
      icon: "",
      label: "",
      text: "[[/check juggling]]",
    });
    expect(context.tooltip).toMatch(/^HOLOCRON\.Enricher\.Error\./);
  });
});
