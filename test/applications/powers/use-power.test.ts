import { beforeEach, describe, expect, it } from "vitest";
import type { Glue } from "../../data/setup.js";
import type { PowerCardState } from "../../../src/applications/chat/power-card-state.js";
import type * as UsePowerModule from "../../../src/applications/powers/use-power.js";
import { dialogAnswers, dialogCalls, lastDialog } from "../../foundry/parts/chat.js";
import { actAs } from "../../foundry/parts/users.js";
import { dialogWindowPath, sheetIn } from "../dialogs/popped-sheet.js";
import {
  battleDroid,
  cardsOfType,
  knight,
  powerCards,
  powerWorld,
  scriptedDice,
  startCombat,
  target,
} from "./world.js";

let glue: Glue;
let usePower: typeof UsePowerModule.usePower;

beforeEach(async () => {
  glue = await powerWorld();
  ({ usePower } = await import("../../../src/applications/powers/use-power.js"));
});

const notices = () => (glue.env.ui.notifications as { notices: { message: string }[] }).notices;
const stateOf = (i = 0) => (powerCards()[i]?.flags.holocron as { power: PowerCardState }).power;
const firstItem = (a: { items: { contents: { id: string | null }[] } }) =>
  a.items.contents[0]?.id ?? "";
const hp = (a: { system: unknown }) => (a.system as { health: { value: number } }).health.value;

describe("usePower: the seeds' example, Force Push on five battle droids", () => {
  it("pays 8 HP once, rolls five checks at −8, NPCs resist at once, winners take 7d4 and fall prone", async () => {
    const kara = await knight(glue, ["push"]);
    const droids = await Promise.all(["A", "B", "C", "D", "E"].map((n) => battleDroid(glue, n)));
    startCombat(glue, [kara, ...droids]);
    target(glue, droids);
    // Per droid: Kara's d20, then the droid's d20. Kara wins against A, C and E.
    scriptedDice.push(15, 5, 10, 12, 20, 1, 2, 19, 11, 3);
    await usePower(kara, firstItem(kara), { fast: true });

    expect(hp(kara)).toBe(32);
    const state = stateOf();
    expect(state).toMatchObject({ cost: 8, penalty: -8, checkBonus: 1, level: 7 });
    expect(state.rows.map((r) => [r.checkTotal, r.resistTotal, r.outcome])).toEqual([
      [16, 6, "success"],
      [11, 13, "failure"],
      [21, 2, "success"],
      [3, 20, "failure"],
      [12, 4, "success"],
    ]);
    expect(state.rows.every((r) => r.resistBonus === 1)).toBe(true);
    expect(state.rows.filter((r) => r.applied)).toHaveLength(3);
    const prone = droids.map((d) =>
      (d as unknown as { statuses: Set<string> }).statuses.has("prone"),
    );
    expect(prone).toEqual([true, false, true, false, true]);
    const damage = cardsOfType("damage");
    expect(damage).toHaveLength(1);
    const card = (
      damage[0]!.flags.holocron as {
        card: { formula: string; damageType: string; targets: { name: string }[] };
      }
    ).card;
    expect(card.formula).toBe("7d4");
    expect(card.damageType).toBe("kinetic");
    expect(card.targets.map((t) => t.name)).toEqual(["A", "C", "E"]);
    // One power card, created with its results and never rewritten.
    expect(powerCards()).toHaveLength(1);
    expect(powerCards()[0]!.updates).toEqual([]);
  });

  it("out of combat the same push costs nothing", async () => {
    const kara = await knight(glue, ["push"]);
    const droids = await Promise.all(["A", "B"].map((n) => battleDroid(glue, n)));
    target(glue, droids);
    await usePower(kara, firstItem(kara), { fast: true });
    expect(hp(kara)).toBe(40);
    expect(stateOf()).toMatchObject({ cost: 0, penalty: -2 });
  });

  it("the cost is paid even when every check fails", async () => {
    const kara = await knight(glue, ["grip"]);
    const droid = await battleDroid(glue, "A");
    startCombat(glue, [kara, droid]);
    target(glue, [droid]);
    scriptedDice.push(1, 20);
    await usePower(kara, firstItem(kara), { fast: true });
    expect(hp(kara)).toBe(36);
    expect(stateOf().rows[0]?.outcome).toBe("failure");
    expect(cardsOfType("damage")).toHaveLength(0);
  });
});

describe("usePower: effects per power", () => {
  it.each([
    { power: "grip", formula: "7d6", type: "kinetic" },
    { power: "lightning", formula: "7d6", type: "energy" },
  ])("$power: a beaten target takes $formula $type damage from a damage card", async (c) => {
    const kara = await knight(glue, [c.power]);
    const droid = await battleDroid(glue, "A");
    target(glue, [droid]);
    scriptedDice.push(20, 1);
    await usePower(kara, firstItem(kara), { fast: true });
    const card = (
      cardsOfType("damage")[0]!.flags.holocron as { card: { formula: string; damageType: string } }
    ).card;
    expect([card.formula, card.damageType]).toEqual([c.formula, c.type]);
  });

  it("Stun Droid shuts a beaten droid down and leaves a living target alone", async () => {
    const kara = await knight(glue, ["stunDroid"]);
    const droid = await battleDroid(glue, "R2");
    const trooper = await glue.createActor({ name: "Trooper", type: "m20Npc", system: {} });
    target(glue, [droid, trooper]);
    scriptedDice.push(20, 1, 20);
    await usePower(kara, firstItem(kara), { fast: true });
    expect(stateOf().rows.map((r) => r.outcome)).toEqual(["success", "immune"]);
    expect((droid as unknown as { statuses: Set<string> }).statuses.has("shutDown")).toBe(true);
    expect((trooper as unknown as { statuses: Set<string> }).statuses.size).toBe(0);
  });

  it.each(["surge", "farseeing", "telepathy"])(
    "%s: one check vs the DC, whispered to the GM",
    async (power) => {
      const kara = await knight(glue, [power]);
      scriptedDice.push(6);
      await usePower(kara, firstItem(kara), { fast: true });
      expect(stateOf()).toMatchObject({ dc: 15, check: { total: 15, success: true } });
      expect(powerCards()[0]!.whisper).toContain("gm00000000000000");
    },
  );

  it("Mind Trick: resisted by Force + MND, the result whispered to the GM", async () => {
    const kara = await knight(glue, ["mindTrick"]);
    const guard = await glue.createActor({
      name: "Guard",
      type: "m20Npc",
      system: { skills: { force: 2 }, stats: { mnd: 12 } },
    });
    target(glue, [guard]);
    scriptedDice.push(10, 10);
    await usePower(kara, firstItem(kara), { fast: true });
    expect(stateOf().rows[0]).toMatchObject({ resistBonus: 3, checkTotal: 19, resistTotal: 13 });
    expect(powerCards()[0]!.whisper).toContain("gm00000000000000");
  });
});

describe("usePower: who may", () => {
  it.each([
    {
      who: "a non-Knight",
      cls: { knight: false, droid: false },
      key: "HOLOCRON.Power.Notify.notKnight",
    },
    { who: "a droid", cls: { knight: true, droid: true }, key: "HOLOCRON.Power.Notify.droid" },
  ])("$who gets a notification and nothing is rolled or paid", async ({ cls, key }) => {
    const kara = await knight(glue, ["push"], { class: { name: "X", affinity: false, ...cls } });
    const droid = await battleDroid(glue, "A");
    startCombat(glue, [kara, droid]);
    target(glue, [droid]);
    await usePower(kara, firstItem(kara), { fast: true });
    expect(notices().map((n) => n.message.split(" ")[0])).toEqual([key]);
    expect(powerCards()).toHaveLength(0);
    expect(hp(kara)).toBe(40);
  });

  it("an opposed power with no target asks for one", async () => {
    const kara = await knight(glue, ["push"]);
    target(glue, []);
    await usePower(kara, firstItem(kara), { fast: true });
    expect(notices()[0]?.message).toMatch(/^HOLOCRON.Power.Notify.noTarget/);
  });

  it("a missing item or a custom power is reported", async () => {
    const kara = await knight(glue, ["custom"]);
    await usePower(kara, "nope", { fast: true });
    await usePower(kara, firstItem(kara), { fast: true });
    expect(notices().map((n) => n.message.split(" ")[0])).toEqual([
      "HOLOCRON.Power.Notify.NoItem",
      "HOLOCRON.Power.Notify.BadPower",
    ]);
  });

  it("Affinity halves the base cost: 2 HP", async () => {
    const kara = await knight(glue, ["surge"], {
      class: { name: "Knight", knight: true, droid: false, affinity: true },
    });
    startCombat(glue, [kara]);
    await usePower(kara, firstItem(kara), { fast: true });
    expect(hp(kara)).toBe(38);
  });
});

describe("usePower: the dialog", () => {
  it("shows the cost and each target's chance, and rolls with the chosen modifier", async () => {
    const kara = await knight(glue, ["push"]);
    const droids = await Promise.all(["A", "B"].map((n) => battleDroid(glue, n)));
    startCombat(glue, [kara, ...droids]);
    target(glue, droids);
    dialogAnswers.push({ button: "use", fill: { modifier: 3 } });
    scriptedDice.push(10, 10, 10, 10);
    await usePower(kara, firstItem(kara));
    const content = String(dialogCalls[0]?.content);
    // The cost is its breakdown's number (templates/shared/breakdown.hbs).
    expect(content).toMatch(
      /HOLOCRON.Power.Dialog.CostLabel <span class="holocron-breakdown"><button [^>]*>5<\/button>/,
    );
    expect(content.match(/<td class="holocron-power-odds__chance">/g)).toHaveLength(2);
    expect(stateOf()).toMatchObject({ modifier: 3, checkBonus: 7 + 2 - 2 + 3, cost: 5 });
  });

  it("cancelling changes nothing: no HP paid, no card", async () => {
    const kara = await knight(glue, ["push"]);
    const droid = await battleDroid(glue, "A");
    startCombat(glue, [kara, droid]);
    target(glue, [droid]);
    dialogAnswers.push({ button: "cancel" });
    await usePower(kara, firstItem(kara));
    expect(hp(kara)).toBe(40);
    expect(powerCards()).toHaveLength(0);
  });

  it("a use the Knight cannot pay: Use is disabled (Cancel the default), and a press anyway is still refused", async () => {
    const kara = await knight(glue, ["push"], { health: { value: 6 } });
    const droids = await Promise.all(["A", "B", "C", "D", "E"].map((n) => battleDroid(glue, n)));
    startCombat(glue, [kara, ...droids]);
    target(glue, droids);
    // Before, Use was pressable here: the press reached the flow's warning.
    dialogAnswers.push({ button: "use" });
    await expect(usePower(kara, firstItem(kara))).rejects.toThrow(/"use" button is disabled/);
    const buttons = dialogCalls[0]?.buttons as { action: string; disabled?: boolean }[];
    expect(buttons.map((b) => [b.action, b.disabled === true])).toEqual([
      ["use", true],
      ["cancel", false],
    ]);
    expect(buttons.find((b) => (b as { default?: boolean }).default)?.action).toBe("cancel");
    // Whatever answers the dialog (a macro resolving it), the flow refuses: nothing paid or posted.
    dialogAnswers.push(() => ({ modifier: 0, dc: 15 }));
    await usePower(kara, firstItem(kara));
    expect(hp(kara)).toBe(6);
    expect(powerCards()).toHaveLength(0);
    expect(notices().at(-1)?.message).toMatch(/^HOLOCRON.Power.Notify.notEnoughHp/);
  });
});

describe("usePower: the dialog's window (V14 pops sheets out into their own browser window)", () => {
  /** Kara uses Force Push on droid A from her sheet in `windowId`, with a +3 typed in the dialog. */
  async function useFrom(windowId: string | null) {
    const kara = await knight(glue, ["push"]);
    const droid = await battleDroid(glue, "A");
    startCombat(glue, [kara, droid]);
    target(glue, [droid]);
    dialogAnswers.push({ button: "use", fill: { modifier: 3 } });
    scriptedDice.push(10, 10);
    await (await sheetIn(kara, windowId)).run("usePower", { itemId: firstItem(kara) });
    expect(stateOf()).toMatchObject({ modifier: 3 });
    return kara;
  }

  it("on V14, from a popped-out sheet, it opens in that sheet's window and still answers", async () => {
    await useFrom("window-kara");
    expect(dialogWindowPath()).toBe("/popout/window-kara");
    // Its odds were drawn there: the dialog's own listeners ran in that window.
    expect(lastDialog.element?.querySelector("[data-power-odds]")).not.toBeNull();
  });

  it("on V13, from the sheet, it opens in the one main window", async () => {
    await useFrom(null);
    expect(dialogWindowPath()).toBe("/game");
  });

  it("on V14, from a macro or the hotbar (no sheet), it opens in the main window", async () => {
    const kara = await useFrom("window-kara");
    dialogAnswers.push({ button: "cancel" });
    await usePower(kara, firstItem(kara));
    expect(dialogWindowPath()).toBe("/game");
  });
});

describe("usePower: the dialog keeps an NPC's defense secret (world setting, on by default)", () => {
  /** The dialog's odds as `user` sees them, Force Push on one droid (cancelled after reading). */
  async function oddsAs(user: string): Promise<string> {
    const kara = await knight(glue, ["push"]);
    const droid = await battleDroid(glue, "A");
    actAs(user);
    target(glue, [droid]);
    dialogAnswers.push({ button: "cancel" });
    await usePower(kara, firstItem(kara));
    const content = String(dialogCalls.at(-1)?.content);
    return content.slice(content.indexOf("<table"), content.indexOf("</table>"));
  }

  it("a player sees the droid and what it resists with, but neither its bonus nor the chance", async () => {
    const player = await oddsAs("player1000000000");
    expect(player).toContain("<td>A</td>");
    expect(player).toContain("holocron-power-odds__secret");
    expect(player).not.toMatch(/\d%|[+−]\d/);
  });

  it("the GM sees the droid's resist bonus (+1) and the exact chance", async () => {
    const gm = await oddsAs("gm00000000000000");
    expect(gm).not.toContain("holocron-power-odds__secret");
    expect(gm).toMatch(/<button [^>]*>\+1<\/button>(.(?!<td))*<\/td>/s);
    // The chance is its breakdown's number (templates/shared/breakdown.hbs).
    expect(gm).toMatch(
      /<td class="holocron-power-odds__chance"><span class="holocron-breakdown"><button [^>]*>\d+%<\/button>/,
    );
  });
});
