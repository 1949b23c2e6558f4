// @vitest-environment node
// (The comment above gives this file a worker of its own: trace.ts switches V8's call counts on for
// the whole worker, which must not touch another file's coverage.)
//
// How far an m20 attack reaches: the src files that run from the sheet's attack button to the
// target's HP written and its ledger row (CONTRIBUTING, "How far a flow reaches").
import { describe, expect, it, vi } from "vitest";
import { FLOW_CEILING, report, srcFilesRunBy } from "./trace.js";
import { messages } from "../foundry/parts/chat.js";
import { scriptedDice } from "../foundry/parts/dice.js";
import { actAs } from "../foundry/parts/users.js";
import { sys } from "../data/setup.js";
import { click, viaGm } from "../applications/chat/click.js";
import { GM, KNIFE, makeKara, P1 } from "../authority/world.js";
import { ledgerTable, rowsOf, settle } from "../documents/ledger/world.js";
import type { HolocronActor } from "../../src/documents/actor.js";

const hp = (a: HolocronActor) => (sys(a) as { health: { value: number } }).health.value;

describe("src files one flow runs through", () => {
  it("an m20 attack from the sheet's button to the target's HP and its ledger row", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const t = await ledgerTable();
    const kara = await makeKara(t.glue);
    await settle();
    const { ACTOR_ACTION_HANDLERS } =
      await import("../../src/applications/sheets/actor-actions.js");
    const users = t.glue.env.game.users as { get(id: string): { targets: Set<unknown> } };
    users.get(P1).targets = new Set([{ actor: t.thug, name: "Thug" }]);
    const rowsBefore = (await rowsOf(t.thug)).length;
    const button = { closest: () => ({ dataset: { itemId: KNIFE } }) } as unknown as HTMLElement;
    const sheet = { actor: kara, document: kara };
    const files = await srcFilesRunBy(async () => {
      actAs(P1);
      scriptedDice.push(19);
      await ACTOR_ACTION_HANDLERS.rollAttack.call(
        sheet as never,
        { shiftKey: true } as PointerEvent,
        button,
      );
      scriptedDice.push(3);
      await click(messages.at(-1)!, "rollDamage");
      const damage = messages.at(-1)!;
      await viaGm(t.glue.socket, P1, () =>
        click(damage, "applyDamage", { mode: "damage" }, "targets"),
      );
      await settle();
    });
    actAs(GM);
    expect(hp(t.thug)).toBe(17);
    expect((await rowsOf(t.thug)).length).toBe(rowsBefore + 1);
    expect(report("m20 attack", files), files.join("\n")).toBeLessThanOrEqual(
      FLOW_CEILING.m20Attack,
    );
  });
});
