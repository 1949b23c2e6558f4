// An Active Effect that is no status is part of an actor's play state: made, its value edited, turned
// off and deleted, each is a row naming who did it, the effect's name and changes as text, and
// whether it was disabled; on V13 (`changes`) and V14 (`system.changes`) alike. The sheet's controls
// name the sheet; a revert removes an effect made and refuses to restore one edited or deleted.
import { afterEach, describe, expect, it, vi } from "vitest";
import { withLedgerTable, rowsOf, settle, brief } from "./world.js";
import { P1, type Table } from "../../authority/world.js";
import { actAs } from "../../foundry/parts/users.js";
import { dialogAnswers } from "../../foundry/parts/dialogs.js";
import { setGeneration, type Generation } from "../../foundry/parts/release.js";
import { addChange, changesData } from "../../../src/compat/generation.js";
import {
  createEffect,
  deleteEffect,
  toggleEffect,
} from "../../../src/applications/sheets/effect-actions.js";
import { revertRow } from "../../../src/applications/ledger/revert-row.js";
import { EFFECT_PREFIX } from "../../../src/rules/ledger/row.js";

let t: Table;
withLedgerTable((table) => (t = table));
afterEach(() => setGeneration(13));

/** A sheet control's target: the row of the effect it acts on (effect-actions.ts `effectOf`). */
const control = (effectId: string) =>
  ({ dataset: { effectId }, closest: () => ({ dataset: { effectId } }) }) as never;

/** Player One makes an effect on Ace by hand (a macro, the console): AC +`value`. */
async function shield(value: number) {
  actAs(P1);
  const data = { name: "Shielded", ...changesData([addChange("system.modifiers.ac", value)]) };
  const [made] = (await t.ace.createEmbeddedDocuments("ActiveEffect", [data] as never)) as {
    id: string;
  }[];
  await settle();
  return t.ace.effects.get(made!.id)!;
}

describe.each([13, 14] as Generation[])("V%i: an effect in the ledger", (generation) => {
  it("made, its value edited, disabled and deleted: a row each, with its author", async () => {
    setGeneration(generation);
    const effect = await shield(20);
    const field = `${EFFECT_PREFIX}${effect.id}`;
    actAs(P1);
    await effect.update(changesData([addChange("system.modifiers.ac", 5)]) as never);
    await settle();
    actAs(P1);
    await effect.update({ disabled: true } as never);
    await settle();
    actAs(P1);
    await effect.delete();
    await settle();
    const rows = (await rowsOf(t.ace)).slice(0, 4).reverse();
    expect(rows.map(brief)).toEqual([
      {
        who: "Player One",
        cause: "hand",
        changes: [`${field} null→on|Shielded: modifiers.ac +20`],
      },
      {
        who: "Player One",
        cause: "hand",
        changes: [`${field} on|Shielded: modifiers.ac +20→on|Shielded: modifiers.ac +5`],
      },
      {
        who: "Player One",
        cause: "hand",
        changes: [`${field} on|Shielded: modifiers.ac +5→off|Shielded: modifiers.ac +5`],
      },
      {
        who: "Player One",
        cause: "hand",
        changes: [`${field} off|Shielded: modifiers.ac +5→null`],
      },
    ]);
    expect(rows.every((row) => row.userId === P1)).toBe(true);
  });

  it("through the sheet's controls: made, toggled and deleted are sheet rows", async () => {
    setGeneration(generation);
    actAs(P1);
    // The Add effect form's first guess, as it comes: Ace's ruleset's first key (Star Worlds: MEN) +1.
    dialogAnswers.push({ button: "create" });
    await createEffect(t.ace as never);
    await settle();
    const effect = [...t.ace.effects].find((e) => e.statuses.size === 0)!;
    actAs(P1);
    await toggleEffect(t.ace as never, control(effect.id!));
    await settle();
    actAs(P1);
    dialogAnswers.push({ button: "yes" });
    await deleteEffect(t.ace as never, control(effect.id!));
    await settle();
    const rows = (await rowsOf(t.ace)).slice(0, 3);
    expect(rows.map((row) => [row.userName, row.cause])).toEqual([
      ["Player One", { kind: "sheet" }],
      ["Player One", { kind: "sheet" }],
      ["Player One", { kind: "sheet" }],
    ]);
    expect(rows.map((row) => row.changes.map((c) => c.after))).toEqual([
      [null],
      ["off|HOLOCRON.Effects.New: attributes.menace +1"],
      ["on|HOLOCRON.Effects.New: attributes.menace +1"],
    ]);
  });
});

describe("an effect's row reverted", () => {
  it("an effect made is removed; one edited or deleted is refused, named so", async () => {
    const effect = await shield(20);
    const [made] = await rowsOf(t.ace);
    actAs(P1);
    await effect.update({ disabled: true } as never);
    await settle();
    const [disabled] = await rowsOf(t.ace);
    const warn = vi.spyOn(ui.notifications, "warn");
    expect(await revertRow(t.ace.uuid, disabled!.id)).toBeNull();
    expect(warn).toHaveBeenCalledWith("HOLOCRON.Ledger.Revert.EffectLost");
    expect(t.ace.effects.get(effect.id!)?.disabled).toBe(true);
    // The made row's field changed later (disabled): the GM confirms, and the effect goes.
    dialogAnswers.push({ button: "revert" });
    expect(await revertRow(t.ace.uuid, made!.id)).toBe(true);
    expect(t.ace.effects.get(effect.id!)).toBeUndefined();
    const [revert] = await rowsOf(t.ace);
    expect(revert?.cause).toMatchObject({ kind: "revert", revertOf: made!.id });
    expect(revert?.changes).toEqual([
      {
        field: `${EFFECT_PREFIX}${effect.id}`,
        before: "off|Shielded: modifiers.ac +20",
        after: null,
      },
    ]);
  });

  it("a status is recorded as held, never also as an effect", async () => {
    actAs(P1);
    await t.ace.createEmbeddedDocuments("ActiveEffect", [
      { name: "Prone", statuses: ["prone"] },
    ] as never);
    await settle();
    const [row] = await rowsOf(t.ace);
    expect(row?.changes).toEqual([{ field: "status:prone", before: false, after: true }]);
  });

  it("a name typed at length is cut to what a row keeps", async () => {
    actAs(P1);
    await t.ace.createEmbeddedDocuments("ActiveEffect", [{ name: "x".repeat(5000) }] as never);
    await settle();
    const [row] = await rowsOf(t.ace);
    const after = row?.changes[0]?.after;
    expect(typeof after === "string" && after.length).toBe(500);
  });
});
