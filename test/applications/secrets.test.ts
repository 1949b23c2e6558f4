// Secrets of actors no player owns: the roll dialog, the tracker pip and the applied card as a
// player sees them, with the world settings on (the default) and off.
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, type Glue } from "../data/setup.js";
import { dialogCalls, messages, renderTemplate } from "../foundry/parts/chat.js";
import { actAs } from "../foundry/parts/users.js";
import { hiddenFrom } from "../../src/applications/rolls/roll-inputs.js";
import { splitAppliedRows } from "../../src/cards/applied/post.js";
import { rowFigures } from "../../src/applications/combat/tracker-figures.js";
import type { AppliedRow } from "../../src/cards/data.js";

let glue: Glue;
const PLAYER = "player1000000000";
const GM = "gm00000000000000";

beforeEach(async () => {
  glue = await setupGlue();
  (await import("../../src/dice/register.js")).registerRolls();
});

const hero = () =>
  glue.createActor({
    name: "Kara",
    type: "m20Character",
    ownership: { [PLAYER]: 3 },
    system: { stats: { str: 14 }, level: 3, hitDice: [6, 6, 6] },
    items: [
      {
        _id: "saber00000000000",
        name: "Lightsaber",
        type: "weapon",
        system: { damage: "2d8", kind: "melee", damageType: "energy" },
      },
    ],
  });
const droid = () =>
  glue.createActor({ name: "Droid", type: "m20Npc", system: { stats: { dex: 14 } } });

/** The roll dialog's content for an attack on the droid, as `user` opens it. */
async function attackDialog(user: string): Promise<string> {
  const [kara, npc] = [await hero(), await droid()];
  const me = actAs(user) as unknown as { targets: Set<unknown> };
  me.targets.add({ actor: npc, name: npc.name });
  const { rollAttack } = await import("../../src/cards/roll/actions.js");
  await rollAttack(kara, "saber00000000000");
  me.targets.clear();
  return String(dialogCalls.at(-1)?.content ?? "").replaceAll("&quot;", '"');
}

describe("who may see an actor's secrets", () => {
  it.each([
    [{ hasPlayerOwner: false, isOwner: false }, false, true, true],
    [{ hasPlayerOwner: false, isOwner: false }, true, true, false],
    [{ hasPlayerOwner: false, isOwner: false }, false, false, false],
    [{ hasPlayerOwner: true, isOwner: false }, false, true, false],
    [{ hasPlayerOwner: false, isOwner: true }, false, true, false],
  ])("%j, GM %s, setting %s → hidden %s", (holder, isGM, kept, hidden) => {
    expect(hiddenFrom(holder, { isGM }, kept)).toBe(hidden);
  });
});

describe("the roll dialog", () => {
  it("no NPC AC nor odds in a player's render; the GM sees both", async () => {
    const player = await attackDialog(PLAYER);
    expect(player).toContain("HOLOCRON.Roll.Odds.VsHidden");
    expect(player).toContain("Droid");
    // The droid's AC is 12 (10 + DEX +2): neither it nor a chance appears
    expect(player).not.toMatch(/"ac":12|AC 12|\d%/);
    actAs(GM);
    const gm = await attackDialog(GM);
    expect(gm).toMatch(/HOLOCRON.Roll.Odds.VsTarget[^<]*"ac":12/);
    expect(gm).toMatch(/\d+%/);
  });

  it("with the setting off the player sees the AC and the odds", async () => {
    actAs(GM);
    await (
      glue.env.game as { settings: { set(a: string, b: string, c: unknown): Promise<unknown> } }
    ).settings.set("holocron", "secretNpcDefense", false);
    const player = await attackDialog(PLAYER);
    expect(player).toMatch(/"ac":12/);
  });
});

describe("the tracker's health pip", () => {
  it("a hidden NPC's pip says how it fares, not its HP", async () => {
    const view = {
      kind: "d20",
      health: { value: 3, max: 20 },
      mook: false,
      dex: 1,
      dexBonus: -5,
      strDamage: 0,
      speed: 0,
    } as never;
    const entry = { id: "c", ruleset: "m20", kind: "d20", initiative: 10 } as never;
    const marker = { actionSpent: false, nextActionSpent: false };
    const input = { entry, view, flags: {}, statuses: new Set<string>(), tied: false, marker };
    const hidden = rowFigures({ ...input, hideHealth: true });
    expect(hidden.health).toMatchObject({
      state: "low",
      label: "HOLOCRON.Combat.Tracker.HealthHidden.low",
    });
    const render = async (context: Record<string, unknown>) =>
      (await renderTemplate("templates/combat/tracker-row.hbs", context)).replaceAll("&quot;", '"');
    const html = await render(hidden);
    expect(html).not.toMatch(/"value":3|"max":20/);
    const shown = await render(rowFigures(input));
    expect(shown).toMatch(/"value":3/);
  });
});

describe("the applied card", () => {
  const row = (actorUuid: string) => ({ actorUuid, name: actorUuid }) as AppliedRow;
  const holders = [
    { uuid: "Actor.pc", hasPlayerOwner: true },
    { uuid: "Actor.npc", hasPlayerOwner: false },
  ];

  it("an NPC's row goes to the GMs only; a player character's row to everyone", () => {
    const { open, secret } = splitAppliedRows([row("Actor.pc"), row("Actor.npc")], holders, true);
    expect(open.map((r) => r.actorUuid)).toEqual(["Actor.pc"]);
    expect(secret.map((r) => r.actorUuid)).toEqual(["Actor.npc"]);
    expect(splitAppliedRows([row("Actor.npc")], holders, false).secret).toEqual([]);
  });

  it("Apply on a player's hero and an NPC posts 'HP … → …' publicly for the hero, whispered for the NPC", async () => {
    const { listenForRequests } = await import("../../src/authority/index.js");
    (await import("../../src/hooks/chat.js")).registerChatHooks();
    listenForRequests();
    // A Collection, as the stand-in's: get by id, iterate the messages (Apply looks for a negation).
    glue.env.game.messages = {
      get: (id: string) => messages.find((m) => m.id === id),
      [Symbol.iterator]: () => messages.values(),
    };
    actAs(GM);
    const [kara, npc] = [await hero(), await droid()];
    const { postDamageCard } = await import("./chat/fixtures.js");
    const { click } = await import("./chat/click.js");
    const damage = await postDamageCard({
      total: 3,
      ruleset: "m20",
      targets: [
        { uuid: kara.uuid, name: "Kara", ac: 10 },
        { uuid: npc.uuid, name: "Droid", ac: 12 },
      ],
    });
    await click(damage, "applyDamage", { mode: "damage" });
    const applied = messages.slice(-2);
    const whispered = applied.find((m) => m.whisper.length > 0)!;
    const open = applied.find((m) => m.whisper.length === 0)!;
    expect(whispered.whisper).toEqual([GM]);
    expect(whispered.content).toContain("Droid");
    expect(whispered.content).not.toContain("Kara");
    expect(open.content).toContain("Kara");
    expect(open.content).not.toContain("Droid");
  });
});
