// Hostile player, their own Active Effects and the ledger: Foundry lets an owner make, edit, disable
// and delete an effect on their own actor (allowed, and so recorded). Each test asserts what the
// Security model promises: the effect is a row signed with its author's name, its text is what the
// effect held, and what it adds is held to its bound. Each failed before effects were in the ledger.
import { afterEach, describe, expect, it } from "vitest";
import { withLedgerTable, rowsOf, settle } from "../documents/ledger/world.js";
import { P1, type Table } from "../authority/world.js";
import { actAs } from "../foundry/parts/users.js";
import { setGeneration, type Generation } from "../foundry/parts/release.js";
import { addChange, changesData } from "../../src/compat/generation.js";
import { EFFECT_MODIFIER_RANGE } from "../../src/data/ranges.js";
import { EFFECT_PREFIX } from "../../src/rules/ledger/row.js";
import { rowLine } from "../../src/applications/ledger/row-text.js";
import { playerKnight, type Obj } from "./world.js";

let t: Table;
withLedgerTable((table) => (t = table));
afterEach(() => setGeneration(13));

/** Player One's m20 Knight (linked, theirs), made while the GM records. */
const knight = () => playerKnight(t);

const ac = (actor: unknown) => ((actor as { system: Obj }).system.ac as number) ?? 0;

/** As Player One, an effect on their own actor adding `value` to the AC (the console's way). */
async function ownAcEffect(actor: Actor.Implementation, name: string, value: number) {
  actAs(P1);
  const data = { name, ...changesData([addChange("system.modifiers.ac", value)]) };
  const [made] = (await actor.createEmbeddedDocuments("ActiveEffect", [data] as never)) as {
    id: string;
  }[];
  await settle();
  return actor.effects.get(made!.id)!;
}

/** A dictionary I18n that shows each key, and a format's data after it. */
const i18n = {
  localize: (key: string) => `[${key}]`,
  format: (key: string, data: Record<string, string>) => `[${key}] ${Object.values(data).join()}`,
};

describe.each([13, 14] as Generation[])("V%i: a player's own AC effect", (generation) => {
  it("AC +1,000 made by hand: a row signed with their name, and the AC held at the bound", async () => {
    // Repro: as Player One, `actor.createEmbeddedDocuments("ActiveEffect", [{ name: "Shielded",
    // changes: [{ key: "system.modifiers.ac", mode: 2, value: "1000" }] }])`: no row was written.
    setGeneration(generation);
    const kael = await knight();
    await settle();
    const before = ac(kael);
    const effect = await ownAcEffect(kael, "Shielded", 1000);
    expect(ac(kael) - before, "the AC the effect adds").toBe(EFFECT_MODIFIER_RANGE.max);
    const [row] = await rowsOf(kael);
    expect(row).toMatchObject({ userId: P1, userName: "Player One", cause: { kind: "hand" } });
    expect(row?.changes).toEqual([
      {
        field: `${EFFECT_PREFIX}${effect.id}`,
        before: null,
        after: "on|Shielded: modifiers.ac +1000",
      },
    ]);
    expect(rowLine(i18n, row!, String).changes).toEqual([
      {
        field: "[HOLOCRON.LedgerWorld.Field.effect]",
        before: "[HOLOCRON.LedgerWorld.None]",
        after: "Shielded: modifiers.ac +1000",
      },
    ]);
  });

  it("an honest +1 edited up to +1,000, then deleted: each step is a row, the first kept", async () => {
    // Repro: the effect made honest while the GM looked, then its value raised and the effect
    // deleted before the GM's next look: nothing of either was left.
    setGeneration(generation);
    const kael = await knight();
    await settle();
    const before = ac(kael);
    const effect = await ownAcEffect(kael, "Cover", 1);
    actAs(P1);
    await effect.update(changesData([addChange("system.modifiers.ac", 1000)]) as never);
    await settle();
    expect(ac(kael) - before, "the AC the edited effect adds").toBe(EFFECT_MODIFIER_RANGE.max);
    actAs(P1);
    await effect.delete();
    await settle();
    const rows = await rowsOf(kael);
    expect(
      rows.slice(0, 3).map((r) => [r.userName, r.changes[0]?.before, r.changes[0]?.after]),
    ).toEqual([
      ["Player One", "on|Cover: modifiers.ac +1000", null],
      ["Player One", "on|Cover: modifiers.ac +1", "on|Cover: modifiers.ac +1000"],
      ["Player One", null, "on|Cover: modifiers.ac +1"],
    ]);
  });
});

describe("an effect named to mislead the GM's reading", () => {
  it("a name that poses as the disabled mark reads as the name of an effect that is on", async () => {
    // Repro: an effect named "off|Shielded" would read as a disabled effect in the GM's ledger
    // while it adds its AC.
    const kael = await knight();
    await settle();
    await ownAcEffect(kael, "off|Shielded", 5);
    const [row] = await rowsOf(kael);
    expect(rowLine(i18n, row!, String).changes[0]?.after).toBe("off|Shielded: modifiers.ac +5");
  });

  it("a name typed at length is cut, and the row still reads", async () => {
    const kael = await knight();
    await settle();
    await ownAcEffect(kael, "x".repeat(10_000), 20);
    const [row] = await rowsOf(kael);
    expect(row?.userName).toBe("Player One");
    const after = row?.changes[0]?.after;
    expect(typeof after === "string" ? after.length : 0).toBe(500);
  });
});
