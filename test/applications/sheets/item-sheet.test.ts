// F6: a refused damage formula goes back to the stored value, so the form's later submits carry a
// good formula and other edits still save.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { setupGlue, type Glue } from "../../data/setup.js";
import { revertFormula } from "../../../src/applications/sheets/formula-field.js";

type Obj = Record<string, unknown>;
type ChangeForm = (config: Obj, event: { target: unknown }) => void;

let glue: Glue;

/** Just enough of an HTMLInputElement for `instanceof` and the formula field. */
class FakeInput {
  attributes: Record<string, string> = {};
  classes = new Set<string>();
  dataset: Record<string, string>;
  form = { querySelector: () => null };
  constructor(
    public name: string,
    public value: string,
    validate: boolean,
  ) {
    this.dataset = validate ? { validate: "formula" } : {};
  }
  setAttribute(name: string, value: string) {
    this.attributes[name] = value;
  }
  classList = {
    toggle: (token: string, force?: boolean) => {
      if (force) this.classes.add(token);
      else this.classes.delete(token);
      return Boolean(force);
    },
  };
}

beforeEach(async () => {
  glue = await setupGlue("m20");
  Reflect.set(globalThis, "HTMLInputElement", FakeInput);
});

afterEach(() => {
  Reflect.deleteProperty(globalThis, "HTMLInputElement");
});

describe("item sheet damage formula", () => {
  it("revertFormula restores the stored value, clears the invalid mark and returns what was typed", () => {
    const input = new FakeInput("system.damage", "2d", true);
    expect(revertFormula(input, "1d8")).toBe("2d");
    expect(input.value).toBe("1d8");
    expect(input.attributes["aria-invalid"]).toBe("false");
    expect(input.classes.has("holocron-invalid")).toBe(false);
  });

  it("a bad formula is refused and reverted; the next change of another field submits", async () => {
    const { HolocronItemSheet } = await import("../../../src/applications/sheets/item-sheet.js");
    const actor = await glue.createActor({
      name: "Kara",
      type: "m20Character",
      items: [{ name: "Blaster", type: "weapon", system: { damage: "2d6", kind: "ranged" } }],
    });
    const item = [...actor.items][0]!;
    const sheet = new HolocronItemSheet({ document: item });
    const change = (sheet as unknown as { _onChangeForm: ChangeForm })._onChangeForm.bind(sheet);
    const formula = new FakeInput("system.damage", "2d", true);
    change({}, { target: formula });
    expect(formula.value).toBe("2d6");
    const notices = (glue.env.ui.notifications as { notices: { message: string }[] }).notices;
    expect(notices.map((n) => n.message)).toContain(
      'HOLOCRON.Sheet.Item.FormulaRefused {"formula":"2d"}',
    );
    const submitted = (sheet as unknown as { formChanges: unknown[] }).formChanges;
    expect(submitted).toEqual([]);
    const other = new FakeInput("name", "Heavy blaster", false);
    change({}, { target: other });
    const good = new FakeInput("system.damage", "3d6", true);
    change({}, { target: good });
    expect(submitted).toEqual([{ target: other }, { target: good }]);
  });
});

describe("item sheet fields", () => {
  it("an owned armor shows its owner's ruleset's fields, whatever the world's ruleset", async () => {
    const { HolocronItemSheet } = await import("../../../src/applications/sheets/item-sheet.js");
    const armor = { name: "Flak vest", type: "armor", system: { acBonus: 2, armor: 1, speed: 3 } };
    const shown = async (type: string) => {
      const actor = await glue.createActor({ name: "Wearer", type, items: [armor] });
      const sheet = new HolocronItemSheet({ document: [...actor.items][0]! });
      const context = (await sheet._prepareContext({} as never)) as unknown as {
        fields: { id: string }[];
      };
      return context.fields.map((f) => f.id);
    };
    expect(await shown("m20Character")).toEqual(["acBonus", "equipped", "deflects"]);
    expect(await shown("worldsCharacter")).toEqual(["armor", "speed", "equipped", "deflects"]);
  });
});

describe("the GM's approval of a weapon's damage", () => {
  it("renders what was approved beside what is now, the changed rows marked, with its Approve", async () => {
    const { preloadSystemTemplates, renderTemplate } = await import("../../foundry/parts/chat.js");
    const { approvalView } =
      await import("../../../src/applications/sheets/context/approval-view.js");
    await preloadSystemTemplates();
    const approved = JSON.stringify({
      attackBonus: 0,
      damage: "2d6",
      damageType: "kinetic",
      kind: "ranged",
    });
    const now = JSON.stringify({
      attackBonus: 0,
      damage: "<b>20d20</b>",
      damageType: "kinetic",
      kind: "ranged",
    });
    const approval = approvalView(approved, now);
    expect(approvalView(now, now), "approved as it is: nothing shown").toBeNull();
    const html = await renderTemplate("systems/holocron/templates/item/details.hbs", {
      fields: [],
      editable: true,
      approval,
    });
    expect(html).toContain('data-action="approveDamage"');
    expect(html).toContain("HOLOCRON.Sheet.Approval.Changed");
    expect(html.match(/holocron-approval__row--changed/g)).toHaveLength(1);
    expect(html).toContain("&lt;b&gt;20d20&lt;/b&gt;");
    const never = await renderTemplate("systems/holocron/templates/item/details.hbs", {
      fields: [],
      editable: true,
      approval: approvalView(null, now),
    });
    expect(never).toContain("HOLOCRON.Sheet.Approval.Never");
    expect(never.match(/holocron-approval__row--changed/g)).toHaveLength(4);
  });
});
