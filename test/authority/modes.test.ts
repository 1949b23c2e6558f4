// Who may choose what on a damage card: a player applies the card's plain damage only; ×½, ×2,
// Apply half and Heal are the GM's, and a player's client does not show those controls.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { actAs } from "../foundry/parts/users.js";
import { sys } from "../data/setup.js";
import { click, viaGm } from "../applications/chat/click.js";
import { GM, P2, SENDERS, snapshot, table, type Table } from "./world.js";

let t: Table;
beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  t = await table();
});

const apply = async (payload: Record<string, unknown>, sender = SENDERS.p1) => {
  const { applyCard } = await import("../../src/applications/chat/apply-requests.js");
  const parsed = applyCard.parse({ messageId: t.damage.id, to: "targets", ...payload });
  return applyCard.authorize(parsed!, sender);
};

describe("modes on a damage card", () => {
  it.each([
    ["Heal", { mode: "heal", actorUuids: ["THUG"] }],
    ["Apply half", { mode: "half", actorUuids: ["THUG"] }],
    ["×2", { mode: "damage", actorUuids: ["THUG"], scales: ["double"] }],
    ["×½", { mode: "damage", actorUuids: ["THUG"], scales: ["half"] }],
    ["−1 (a row's heal)", { mode: "damage", actorUuids: ["THUG"], scales: ["heal"] }],
    ["×0", { mode: "damage", actorUuids: ["THUG"], scales: ["none"] }],
  ])("a player's %s on the GM's card is refused as the GM's choice", async (_what, payload) => {
    const p = { ...payload, actorUuids: [t.thug.uuid] };
    for (const sender of [SENDERS.p1, SENDERS.p2]) {
      expect(await apply(p, sender)).toBe("HOLOCRON.Authority.Refused.ModeGmOnly");
    }
    expect(await apply(p, SENDERS.gm)).toBeNull();
  });

  it("a player's plain Apply passes; Heal from the console changes nothing", async () => {
    expect(await apply({ mode: "damage", actorUuids: [t.ace.uuid] })).toBeNull();
    const before = snapshot(t.glue);
    await viaGm(t.glue.socket, P2, () =>
      click(t.damage, "applyDamage", { mode: "heal" }, "targets"),
    );
    expect(snapshot(t.glue)).toBe(before);
    actAs(GM);
    // The GM's own Apply still works after the player's refused Heal.
    await click(t.damage, "applyDamage", { mode: "damage" }, "targets");
    expect(sys(t.thug)).toMatchObject({ health: { value: 12 } });
  });

  it("the multipliers (−1 heals a row) are the GM's controls only", async () => {
    const { isVisible } = await import("../../src/cards/render.js");
    // Healing is each row's −1, inside the GM-only multipliers: no Heal button for all rows.
    expect(t.damage.content).not.toMatch(/data-mode="heal"/);
    expect(t.damage.content).toMatch(/holocron-card__multipliers" data-visibility="gm"/);
    expect(t.damage.content).toMatch(/data-multiplier="heal"/);
    const player = { isGM: false, owns: () => true };
    expect(isVisible("gm", player, { actor: null, control: null })).toBe(false);
    expect(isVisible("gm", { ...player, isGM: true }, { actor: null, control: null })).toBe(true);
  });
});
