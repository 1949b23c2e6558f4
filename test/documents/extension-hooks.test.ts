import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { standIn, sys } from "../data/setup.js";
import { messages } from "../foundry/parts/chat.js";
import { scriptedDice } from "../foundry/parts/dice.js";
import { actAs } from "../foundry/parts/users.js";
import { click, viaGm } from "../applications/chat/click.js";
import {
  battleDroid,
  energyDamage,
  knight,
  powerCards,
  powerWorld,
  startCombat,
  target,
} from "../applications/powers/world.js";
import type { Glue } from "../data/setup.js";
import { vouch } from "../applications/chat/fixtures.js";
import {
  HOLOCRON_HOOKS,
  allowedByHooks,
  announceHook,
} from "../../src/documents/extension-hooks.js";

type Listener = (...args: unknown[]) => unknown;
interface StandInHooks {
  on(hook: string, fn: Listener): number;
  off(hook: string, fn: Listener): void;
}

let glue: Glue;
const added: [string, Listener][] = [];
const hooks = () => glue.env.Hooks as unknown as StandInHooks;
/** Listens to a hook for this test; returns the arguments of each call. */
function listen(hook: string, answer?: unknown): unknown[][] {
  const calls: unknown[][] = [];
  const fn: Listener = (...args) => {
    calls.push(args);
    return answer;
  };
  hooks().on(hook, fn);
  added.push([hook, fn]);
  return calls;
}

beforeEach(async () => {
  glue = await powerWorld();
  const { registerRolls } = await import("../../src/dice/register.js");
  registerRolls();
});
afterEach(() => {
  for (const [hook, fn] of added.splice(0)) hooks().off(hook, fn);
});

const kara = () => knight(glue, ["push"]);
const hp = (a: object) => (sys(a as never) as { health: { value: number } }).health.value;

describe("allowedByHooks and announceHook", () => {
  it("a pre-hook listener returning false cancels; undefined lets it go on", () => {
    listen("holocron.preHeal");
    expect(allowedByHooks(HOLOCRON_HOOKS.preHeal, {} as never, 1)).toBe(true);
    listen("holocron.preHeal", false);
    expect(allowedByHooks(HOLOCRON_HOOKS.preHeal, {} as never, 1)).toBe(false);
  });

  it("an after-hook reaches every listener even when one returns false", () => {
    const first = listen("holocron.heal", false);
    const second = listen("holocron.heal");
    announceHook(HOLOCRON_HOOKS.heal, {} as never, {} as never);
    expect([first.length, second.length]).toEqual([1, 1]);
  });
});

describe("damage, healing and recovery", () => {
  it("holocron.preDamage sees actor, amount and options; false leaves the actor untouched", async () => {
    const a = await kara();
    const calls = listen("holocron.preDamage", false);
    const after = listen("holocron.damage");
    expect(await a.applyDamage(5, { type: "energy" })).toBeNull();
    expect(calls).toEqual([[a, 5, { type: "energy" }]]);
    expect(standIn(a).updates).toEqual([]);
    expect(after).toEqual([]);
  });

  it("holocron.damage gets the change once the damage is written", async () => {
    const a = await kara();
    const after = listen("holocron.damage");
    const change = await a.applyDamage(5);
    expect(hp(a)).toBe(35);
    expect(after).toEqual([[a, change]]);
  });

  it("holocron.preHeal cancels healing; holocron.heal reports it", async () => {
    const a = await kara();
    await a.applyDamage(10);
    listen("holocron.preHeal", false);
    expect(await a.heal(4)).toBeNull();
    expect(hp(a)).toBe(30);
    added.splice(0).forEach(([hook, fn]) => hooks().off(hook, fn));
    const after = listen("holocron.heal");
    const change = await a.heal(4);
    expect(hp(a)).toBe(34);
    expect(after).toEqual([[a, change]]);
  });

  it("holocron.preRecover cancels a second wind; holocron.recover reports the kind", async () => {
    const a = await kara();
    await a.applyDamage(10);
    const pre = listen("holocron.preRecover", false);
    expect(await a.recover("secondWind")).toBeNull();
    expect(pre).toEqual([[a, "secondWind", {}]]);
    expect(hp(a)).toBe(30);
    added.splice(0).forEach(([hook, fn]) => hooks().off(hook, fn));
    const after = listen("holocron.recover");
    const change = await a.recover("secondWind");
    expect(change).not.toBeNull();
    expect(after).toEqual([[a, "secondWind", change]]);
  });
});

describe("rolls", () => {
  const actions = () => import("../../src/cards/roll/actions.js");

  it("holocron.preRoll returning false posts no card; holocron.roll gets the posted card", async () => {
    const a = await kara();
    const { rollStat } = await actions();
    const pre = listen("holocron.preRoll", false);
    const before = messages.length;
    expect(await rollStat(a, "str", { fast: true })).toBeNull();
    expect(messages.length).toBe(before);
    expect(pre[0]?.[0]).toBe(a);
    expect(pre[0]?.[1]).toMatchObject({ stat: "str", title: "HOLOCRON.Roll.Title.Stat" });
    added.splice(0).forEach(([hook, fn]) => hooks().off(hook, fn));
    const after = listen("holocron.roll");
    scriptedDice.push(12);
    const message = await rollStat(a, "str", { fast: true });
    expect(message).not.toBeNull();
    expect(after).toEqual([[a, message]]);
  });

  it("holocron.preRollDamage sees the formula and can stop the damage roll", async () => {
    const a = await glue.createActor({
      name: "Vex",
      type: "m20Character",
      system: { stats: { str: 14, dex: 10, mnd: 10 } },
      items: [
        {
          _id: "blaster000000000",
          name: "Blaster",
          type: "weapon",
          system: { damage: "3d6", kind: "ranged", damageType: "energy" },
        },
      ],
    });
    const { rollDamage } = await actions();
    const pre = listen("holocron.preRollDamage", false);
    const before = messages.length;
    expect(await rollDamage(a, "blaster000000000")).toBeNull();
    expect(messages.length).toBe(before);
    expect(pre[0]?.[2]).toEqual({ formula: "3d6", damageType: "energy", critical: false });
    added.splice(0).forEach(([hook, fn]) => hooks().off(hook, fn));
    const after = listen("holocron.rollDamage");
    scriptedDice.push(3, 4, 5);
    const message = await rollDamage(a, "blaster000000000");
    expect(after).toEqual([[a, a.items.get("blaster000000000"), message]]);
  });
});

describe("powers", () => {
  it("holocron.preUsePower returning false pays nothing and posts no card", async () => {
    const a = await kara();
    const droid = await battleDroid(glue, "A");
    startCombat(glue, [a, droid]);
    target(glue, [droid]);
    const { usePower } = await import("../../src/applications/powers/use-power.js");
    const pre = listen("holocron.preUsePower", false);
    const itemId = a.items.contents[0]?.id ?? "";
    await usePower(a, itemId, { fast: true });
    expect(pre[0]?.[1]).toBe(a.items.get(itemId));
    expect(pre[0]?.[2]).toMatchObject({ cost: 4 });
    expect(hp(a)).toBe(40);
    expect(powerCards()).toEqual([]);
  });

  it("holocron.usePower gets the power card once it is posted", async () => {
    const a = await kara();
    const droid = await battleDroid(glue, "A");
    target(glue, [droid]);
    const { usePower } = await import("../../src/applications/powers/use-power.js");
    const after = listen("holocron.usePower");
    scriptedDice.push(15, 5, 1, 1, 1, 1, 1, 1, 1);
    await usePower(a, a.items.contents[0]?.id ?? "", { fast: true });
    expect(powerCards()).toHaveLength(1);
    expect(after[0]?.[2]).toBe(powerCards()[0]);
  });
});

describe("on the client that writes: the GM's, for a player's request", () => {
  const GM = "gm00000000000000";
  const PLAYER = "player1000000000";
  /** Listens to a hook and notes which user's client each call ran on. */
  const clientsOf = (hook: string, answer?: (...args: unknown[]) => unknown) => {
    const users: string[] = [];
    const fn: Listener = (...args) => {
      users.push(String((glue.env.game.user as { id: string }).id));
      return answer?.(...args);
    };
    hooks().on(hook, fn);
    added.push([hook, fn]);
    return users;
  };

  it("a player's own damage runs holocron.preDamage and holocron.damage on the GM", async () => {
    const a = await kara();
    const pre = clientsOf("holocron.preDamage");
    const after = clientsOf("holocron.damage");
    const change = await viaGm(glue.socket, PLAYER, () => a.applyDamage(5));
    expect(change).not.toBeNull();
    expect(hp(a)).toBe(35);
    expect([pre, after]).toEqual([[GM], [GM]]);
  });

  it("holocron.preApplyDamage on the GM skips one target of a player's Apply", async () => {
    (await import("../../src/hooks/chat.js")).registerChatHooks();
    const a = await kara();
    const droid = await battleDroid(glue, "A");
    // The player's own card, as the GM checked it: its author applies to all its targets, the
    // droid they do not own included (apply-requests.ts); the hook is what skips the droid.
    actAs(PLAYER);
    const message = await energyDamage([a, droid], 6);
    actAs(GM);
    await vouch(message);
    const skipped = clientsOf("holocron.preApplyDamage", (_m, uuid) =>
      uuid === droid.uuid ? false : undefined,
    );
    await viaGm(glue.socket, PLAYER, () => click(message, "applyDamage", { mode: "damage" }));
    actAs(GM);
    expect(skipped).toEqual([GM, GM]);
    expect(hp(a)).toBe(34);
    expect(standIn(droid).updates).toEqual([]);
  });

  it("every target skipped: a clear refusal, nothing written and no applied card", async () => {
    (await import("../../src/hooks/chat.js")).registerChatHooks();
    const a = await kara();
    const message = await energyDamage(a, 6);
    listen("holocron.preApplyDamage", false);
    const before = messages.length;
    await click(message, "applyDamage", { mode: "damage" });
    expect(hp(a)).toBe(40);
    expect(messages.length).toBe(before);
    const notices = (glue.env.ui.notifications as { notices: { message: string }[] }).notices;
    expect(notices.at(-1)?.message).toBe("HOLOCRON.Authority.Refused.Cancelled");
  });
});
