// Star Worlds attribute generation: the pure mapping and validation, and the sheet flow on the stand-in
// (Foundry Rolls shown in chat, the dialog's answer validated by the rules, one update).
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, standIn, sys, type Glue } from "../../data/setup.js";
import { dialogAnswers, dialogCalls, lastDialog, messages } from "../../foundry/parts/chat.js";
import { scriptedDice } from "../../foundry/parts/dice.js";
import { actAs } from "../../foundry/parts/users.js";
import type { HolocronActor } from "../../../src/documents/actor.js";
import { dialogWindowPath, sheetIn } from "../dialogs/popped-sheet.js";
import {
  assignedValues,
  generationUpdate,
  readGeneration,
} from "../../../src/applications/sheets/attribute-generation.js";

type Handler = (this: unknown, event: Partial<PointerEvent>, target: unknown) => Promise<void>;
type Obj = Record<string, unknown>;

const P1 = "player1000000000";
const P2 = "player2000000000";

describe("pure parts", () => {
  it("assignment uses each rolled value once", () => {
    const rolled = [2, 1, 0, 0, -1, 1];
    const order = { menace: 0, daring: 1, guile: 2, acuity: 3, presence: 4, spirit: 5 };
    expect(assignedValues(rolled, order)).toEqual({
      menace: 2,
      daring: 1,
      guile: 0,
      acuity: 0,
      presence: -1,
      spirit: 1,
    });
    expect(assignedValues(rolled, { ...order, spirit: 0 })).toBe(
      "HOLOCRON.Sheet.Generate.AssignedTwice",
    );
    expect(assignedValues(rolled, { ...order, spirit: "" })).toBe(
      "HOLOCRON.Sheet.Generate.Unassigned",
    );
  });

  it.each([
    ["chosen", { menace: 3, daring: 1, guile: 0, acuity: 0, presence: 0, spirit: 0 }, 0],
    ["chosen", { menace: 3, daring: 2, guile: 0, acuity: 0, presence: 0, spirit: 0 }, null],
    ["chosen", { menace: 4, daring: 0, guile: 0, acuity: 0, presence: 0, spirit: 0 }, null],
    ["chosen", { menace: 1, daring: 1, guile: 1, acuity: 1, presence: 0, spirit: "" }, null],
  ] as const)("%s %j → Hero Points %s (null: refused)", (method, values, hp) => {
    const read = readGeneration(method, [], values);
    if (hp === null) expect(read).toMatchObject({ ok: false, error: expect.any(String) });
    else expect(read).toMatchObject({ ok: true, heroPoints: hp });
  });

  it("the rules' error is passed on as its lang key and data (total above +4)", () => {
    const values = { menace: 3, daring: 2, guile: 0, acuity: 0, presence: 0, spirit: 0 };
    const read = readGeneration("chosen", [], values);
    expect(read).toEqual({
      ok: false,
      error: "HOLOCRON.Rules.Error.attributesTotal",
      data: { total: "5", max: "4" },
    });
  });

  it("the update writes six attributes and adds Hero Points, capped at 12", () => {
    const values = { menace: 1, daring: 0, guile: 2, acuity: -1, presence: 0, spirit: 3 };
    expect(generationUpdate(values, 11, 2)).toEqual({
      "system.attributes.menace": 1,
      "system.attributes.daring": 0,
      "system.attributes.guile": 2,
      "system.attributes.acuity": -1,
      "system.attributes.presence": 0,
      "system.attributes.spirit": 3,
      "system.heroPoints.value": 12,
    });
  });
});

describe("generating attributes from the sheet", () => {
  let glue: Glue;
  let kara: HolocronActor;

  beforeEach(async () => {
    glue = await setupGlue("starWorlds");
    messages.length = 0;
    kara = await glue.createActor({
      name: "Kara",
      type: "worldsCharacter",
      system: { heroPoints: { value: 1, spent: 3 } },
      ownership: { default: 0, [P1]: 3 },
    });
    actAs(P1);
  });

  async function click() {
    const sheets = await import("../../../src/applications/sheets/actor-sheet.js");
    const sheet = new sheets.HolocronActorSheet({ document: kara });
    const actions = sheets.HolocronActorSheet.DEFAULT_OPTIONS.actions as unknown as Record<
      string,
      Handler
    >;
    await actions.generateAttributes!.call(sheet, {}, { dataset: {} });
  }

  /** The generation dialog's inline error, as the user reads it. */
  const inlineError = () =>
    lastDialog.element?.querySelector("[data-generation-error]")?.textContent ?? null;

  /** First dialog: pick `method`; second: press Confirm with `values` in the form. */
  function answer(method: string, values?: Record<string, string | number>) {
    dialogAnswers.push({ button: method });
    if (!values) return;
    dialogAnswers.push({ button: "confirm", fill: values });
  }

  const attributes = () => sys(kara).attributes as Obj;

  it("rolled in order: six 2d6 Rolls in one chat message, read in order, +2 Hero Points, one update", async () => {
    scriptedDice.push(6, 6, 1, 1, 3, 4, 5, 5, 2, 2, 4, 4);
    answer("rolledInOrder", {});
    const before = standIn(kara).updates.length;
    await click();
    expect(attributes()).toMatchObject({
      menace: 3,
      daring: -1,
      guile: 1,
      acuity: 2,
      presence: 0,
      spirit: 1,
    });
    expect(sys(kara).heroPoints).toMatchObject({ value: 3, spent: 3 });
    expect(standIn(kara).updates.length - before).toBe(1);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.rolls.map((r) => (r as { total: number }).total)).toEqual([
      12, 2, 7, 10, 4, 8,
    ]);
    expect(messages[0]!.content).toContain("HOLOCRON.Sheet.Attribute.menace");
  });

  it("rolled and assigned: 2d6 − 1 values, the player's assignment, +1 Hero Point", async () => {
    scriptedDice.push(6, 6, 1, 1, 4, 4, 3, 4, 2, 2, 1, 2);
    // Values in roll order: 12→+2, 2→−1, 8→+1, 7→0, 4→0, 3→−1.
    answer("rolledAssigned", { menace: 0, daring: 2, guile: 3, acuity: 4, presence: 1, spirit: 5 });
    await click();
    expect(attributes()).toMatchObject({
      menace: 2,
      daring: 1,
      guile: 0,
      acuity: 0,
      presence: -1,
      spirit: -1,
    });
    expect(sys(kara).heroPoints).toMatchObject({ value: 2 });
    expect(String(dialogCalls[1]?.content)).toContain("HOLOCRON.Sheet.Generate.RollOption");
  });

  it("rolled and assigned: a value used twice is refused, nothing written", async () => {
    scriptedDice.push(6, 6, 1, 1, 4, 4, 3, 4, 2, 2, 1, 2);
    answer("rolledAssigned", { menace: 0, daring: 0, guile: 3, acuity: 4, presence: 1, spirit: 5 });
    // Confirm is disabled while the form is refused, and the form says why.
    await expect(click()).rejects.toThrow('"confirm" button is disabled');
    expect(inlineError()).toBe("HOLOCRON.Sheet.Generate.AssignedTwice");
    expect(attributes()).toMatchObject({ menace: 0, daring: 0 });
    expect(sys(kara).heroPoints).toMatchObject({ value: 1 });
  });

  it("chosen: no dice, the typed values, no Hero Points", async () => {
    answer("chosen", { menace: 2, daring: 1, guile: 1, acuity: 0, presence: 0, spirit: -1 });
    await click();
    expect(messages).toHaveLength(0);
    expect(attributes()).toMatchObject({ menace: 2, daring: 1, guile: 1, spirit: -1 });
    expect(sys(kara).heroPoints).toMatchObject({ value: 1 });
  });

  /** Both steps from `kara`'s sheet in `windowId`: the windows the method and the values opened in. */
  async function chooseFrom(windowId: string | null) {
    const paths: (string | undefined)[] = [];
    dialogAnswers.push(() => {
      paths.push(dialogWindowPath());
      return "chosen";
    });
    dialogAnswers.push({ button: "confirm", fill: { menace: 2, daring: 1, guile: 1, spirit: 0 } });
    await (await sheetIn(kara, windowId)).run("generateAttributes");
    paths.push(dialogWindowPath());
    expect(attributes()).toMatchObject({ menace: 2, daring: 1, guile: 1, spirit: 0 });
    return paths;
  }

  it("on V14, from a popped-out sheet, both steps open in that sheet's window and still answer", async () => {
    expect(await chooseFrom("window-kara")).toEqual(["/popout/window-kara", "/popout/window-kara"]);
  });

  it("on V13, from the sheet, both steps open in the one main window", async () => {
    expect(await chooseFrom(null)).toEqual(["/game", "/game"]);
  });

  it("chosen above +4 in total: the rules' message, nothing written", async () => {
    answer("chosen", { menace: 3, daring: 2, guile: 0, acuity: 0, presence: 0, spirit: 0 });
    await expect(click()).rejects.toThrow('"confirm" button is disabled');
    expect(attributes()).toMatchObject({ menace: 0 });
    expect(inlineError()).toMatch(
      /^HOLOCRON\.Rules\.Error\.attributesTotal.*"total":"5".*"max":"4"/,
    );
  });

  it("cancelled at the method: nothing rolled or written", async () => {
    await click();
    expect(dialogCalls).toHaveLength(1);
    expect(messages).toHaveLength(0);
    expect(attributes()).toMatchObject({ menace: 0 });
  });

  it("a player who does not own the character is refused", async () => {
    actAs(P2);
    await click();
    expect(dialogCalls).toHaveLength(0);
    const notices = (glue.env.ui.notifications as { notices: { message: string }[] }).notices;
    expect(notices.at(-1)?.message).toBe("HOLOCRON.Chat.Error.NotOwner");
  });
});
