// Owner-only requests follow the rulings: dying and a lost limb end by rest or the GM, a week of
// rest is not taken in the middle of a fight, and a player's heal carries no number of their own.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { SENDERS, table, type Table } from "./world.js";

let t: Table;
beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  t = await table();
});

const requests = () => import("../../src/documents/actor-requests.js");

describe("owner-only requests and the rulings", () => {
  it.each(["dying", "lostLimb"] as const)(
    "%s: its owner may not clear it; the GM may",
    async (status) => {
      const { actorCondition } = await requests();
      const p = { actorUuid: t.ace.uuid, status, active: false };
      expect(await actorCondition.authorize(p, SENDERS.p1)).toBe(
        "HOLOCRON.Authority.Refused.RestOrGm",
      );
      expect(await actorCondition.authorize(p, SENDERS.gm)).toBeNull();
      // Setting it (a player marking their own hero dying) stays the owner's.
      expect(await actorCondition.authorize({ ...p, active: true }, SENDERS.p1)).toBeNull();
    },
  );

  it("a week of rest in an active combat is refused to the owner, not to the GM", async () => {
    const { actorRecovery } = await requests();
    const p = { actorUuid: t.ace.uuid, kind: "week" as const };
    expect(await actorRecovery.authorize(p, SENDERS.p1)).toBeNull();
    const game = Reflect.get(globalThis, "game") as object;
    const fight = { started: true, getCombatantsByActor: () => [{}] };
    const spy = vi.spyOn(game as { combat: unknown }, "combat", "get").mockReturnValue(fight);
    expect(await actorRecovery.authorize(p, SENDERS.p1)).toBe(
      "HOLOCRON.Authority.Refused.RestInCombat",
    );
    expect(await actorRecovery.authorize(p, SENDERS.gm)).toBeNull();
    spy.mockRestore();
  });

  it("a player's heal of a number is refused; damage to their own actor is theirs", async () => {
    const { actorHealth } = await requests();
    const heal = { actorUuid: t.ace.uuid, op: "heal" as const, amount: 2, options: {} };
    expect(await actorHealth.authorize(heal, SENDERS.p1)).toBe(
      "HOLOCRON.Authority.Refused.HealFromSource",
    );
    expect(await actorHealth.authorize({ ...heal, op: "damage" }, SENDERS.p1)).toBeNull();
    expect(await actorHealth.authorize(heal, SENDERS.gm)).toBeNull();
  });
});
