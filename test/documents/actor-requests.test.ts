// The actor's own requests: health, recovery and statuses, each asked by the actor's owner and
// carried out by the GM (or the owner alone with no GM).
import { beforeEach, describe, expect, it, vi } from "vitest";
import { actAs, type StandInUser } from "../foundry/parts/users.js";
import { sys } from "../data/setup.js";
import { scriptedDice } from "../foundry/parts/dice.js";
import { messages } from "../foundry/parts/chat.js";
import { viaGm } from "../applications/chat/click.js";
import { GM, P1, SENDERS, table, type Table } from "../authority/world.js";
import {
  actorCondition,
  actorHealth,
  actorRecovery,
  ownActor,
  requestedActor,
} from "../../src/documents/actor-requests.js";

const { p1, p2 } = SENDERS;

let t: Table;
beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  t = await table();
});

const health = (a: unknown) => (sys(a as never) as { health: { value: number } }).health.value;

describe("the actor a request names", () => {
  it("a Holocron actor by uuid; anything else is refused as gone", async () => {
    expect(await requestedActor(t.ace.uuid)).toBe(t.ace);
    await expect(requestedActor("Actor.gone000000000")).rejects.toMatchObject({
      key: "HOLOCRON.Authority.Refused.NoActor",
    });
  });

  it("an item's uuid is no actor", async () => {
    await t.ace.createEmbeddedDocuments("Item", [{ name: "Kit", type: "gear" }] as never);
    const kit = [...t.ace.items].find((i) => i.name === "Kit");
    expect(kit?.uuid).toMatch(/Item\./);
    await expect(requestedActor(kit?.uuid ?? "")).rejects.toMatchObject({
      key: "HOLOCRON.Authority.Refused.NoActor",
    });
  });

  it("ownActor: the owner may ask, another player may not", async () => {
    expect(await ownActor(t.ace.uuid, p1)).toBeNull();
    expect(await ownActor(t.ace.uuid, p2)).toBe("HOLOCRON.Authority.Refused.NotOwner");
  });
});

describe("actor.health", () => {
  const damage = (over: Record<string, unknown> = {}) => ({
    actorUuid: t.ace.uuid,
    op: "damage",
    amount: 4,
    options: { type: "energy" },
    ...over,
  });

  it("reads a whole payload; a bad option, amount or extra field is malformed", () => {
    expect(actorHealth.parse(damage())).toEqual(damage());
    expect(actorHealth.parse(damage({ options: undefined }))).toMatchObject({ options: {} });
    expect(actorHealth.parse(damage({ options: { type: "fire" } }))).toBeNull();
    expect(actorHealth.parse(damage({ options: { hit: "yes" } }))).toBeNull();
    expect(actorHealth.parse(damage({ amount: -1 }))).toBeNull();
    expect(actorHealth.parse(damage({ amount: 10_001 }))).toBeNull();
    expect(actorHealth.parse(damage({ op: "kill" }))).toBeNull();
    expect(actorHealth.parse({ ...damage(), userId: GM })).toBeNull();
    const all = { type: "ion", ignoreArmor: true, hit: false };
    expect(actorHealth.parse(damage({ options: all }))).toMatchObject({ options: all });
    expect(actorHealth.parse(damage({ options: { ignoreArmor: 1 } }))).toBeNull();
    expect(actorHealth.parse(damage({ options: { type: "ion", crit: true } }))).toBeNull();
    expect(actorHealth.parse(damage({ options: "ion" }))).toBeNull();
    expect(actorHealth.parse("damage")).toBeNull();
  });

  it("the request kinds' names on the wire", () => {
    expect([actorHealth.name, actorRecovery.name, actorCondition.name]).toEqual([
      "actor.health",
      "actor.recover",
      "actor.condition",
    ]);
  });

  it("with no GM only the owner may write alone", () => {
    const own = { actorUuid: t.ace.uuid };
    for (const kind of [actorHealth, actorRecovery, actorCondition]) {
      expect([kind.withoutGm?.(own as never, p1), kind.withoutGm?.(own as never, p2)]).toEqual([
        true,
        false,
      ]);
    }
  });

  it("the owner's damage is written by the GM; another player's is refused", async () => {
    const change = await viaGm(t.glue.socket, P1, () => t.ace.applyDamage(4));
    expect(change?.rows.map((r) => [r.before, r.after])).toEqual([[12, 8]]);
    expect(health(t.ace)).toBe(8);
    expect(await actorHealth.authorize(actorHealth.parse(damage())!, p2)).toBe(
      "HOLOCRON.Authority.Refused.NotOwner",
    );
  });

  it("with no GM the owner writes alone", async () => {
    (t.glue.env.game.users as { get(id: string): StandInUser }).get(GM)!.active = false;
    actAs(P1);
    await t.ace.applyDamage(2);
    expect(health(t.ace)).toBe(10);
    expect(t.glue.socket.sent).toEqual([]);
  });
});

describe("actor.recover", () => {
  it("only a recovery the actor's ruleset offers", async () => {
    const night = { actorUuid: t.ace.uuid, kind: "night" as const };
    expect(actorRecovery.parse(night)).toEqual(night);
    expect(actorRecovery.parse({ ...night, kind: "nap" })).toBeNull();
    expect(actorRecovery.parse({ ...night, userId: GM })).toBeNull();
    expect(actorRecovery.parse([night])).toBeNull();
    const kinds = ["hour", "hourMedical", "secondWind", "heroism", "night", "week", "bacta"];
    expect(kinds.map((kind) => actorRecovery.parse({ ...night, kind })?.kind)).toEqual(kinds);
    expect(await actorRecovery.authorize(night, p1)).toBeNull();
    expect(await actorRecovery.authorize({ ...night, kind: "secondWind" }, p1)).toBe(
      "HOLOCRON.Health.RecoveryNotOffered",
    );
    expect(await actorRecovery.authorize(night, p2)).toBe("HOLOCRON.Authority.Refused.NotOwner");
  });

  it("a night's rest asked by the owner restores Vitality", async () => {
    actAs(GM);
    await t.ace.applyDamage(5);
    await viaGm(t.glue.socket, P1, () => t.ace.recover("night"));
    expect(health(t.ace)).toBe(12);
  });
});

describe("actor.recover with rolled points (Space Opera Heroism, 2d6+2)", () => {
  const vex = (heroism: number) =>
    t.glue.createActor({
      name: "Vex",
      type: "operaCharacter",
      ownership: { default: 0, [P1]: 3 },
      system: { stats: { str: 12 }, level: 2, health: { value: 3 }, heroism: { value: heroism } },
    });
  const heroism = (a: unknown) => (sys(a as never) as { heroism: { value: number } }).heroism;

  it("the GM rolls the points, posts the roll, heals that many and spends one point", async () => {
    const a = await vex(2);
    const before = messages.length;
    scriptedDice.push(3, 4);
    await viaGm(t.glue.socket, P1, () => a.recover("heroism"));
    expect(health(a)).toBe(3 + 3 + 4 + 2);
    expect(heroism(a).value).toBe(1);
    expect(messages.slice(before).map((m) => m.content)).toEqual(["9"]);
    expect(messages.at(-1)?.flavor).toBe(
      'HOLOCRON.Sheet.Recovery.Rolled {"name":"Vex","kind":"HOLOCRON.Sheet.Recovery.Kind.heroism"}',
    );
  });

  it("with no Heroism Point left it is refused before anything is rolled", async () => {
    const a = await vex(0);
    const before = messages.length;
    scriptedDice.push(6, 6);
    await viaGm(t.glue.socket, P1, () => a.recover("heroism"));
    expect(health(a)).toBe(3);
    expect(heroism(a).value).toBe(0);
    expect(messages.length).toBe(before);
    expect(scriptedDice).toEqual([6, 6]);
  });
});

describe("actor.condition", () => {
  it("a status set by its owner; not by another player; only known statuses", async () => {
    const prone = { actorUuid: t.ace.uuid, status: "prone", active: true };
    expect(actorCondition.parse(prone)).toEqual(prone);
    expect(actorCondition.parse({ ...prone, status: "invincible" })).toBeNull();
    expect(actorCondition.parse({ ...prone, active: "yes" })).toBeNull();
    expect(actorCondition.parse({ ...prone, userId: GM })).toBeNull();
    expect(actorCondition.parse(null)).toBeNull();
    expect(await actorCondition.authorize(prone as never, p2)).toBe(
      "HOLOCRON.Authority.Refused.NotOwner",
    );
    expect(await viaGm(t.glue.socket, P1, () => t.ace.setCondition("prone", true))).toBe(true);
    expect(t.ace.statuses.has("prone")).toBe(true);
  });
});
