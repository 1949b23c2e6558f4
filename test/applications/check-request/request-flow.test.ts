// A check request on the stand-in: one card, four characters, rolled in any order — players their
// own characters, the GM an absent player's — through the GM authority; and an opposed request
// matching a Force power's own per-target chances.
import { beforeEach, describe, expect, it } from "vitest";
import { d20, group } from "../../../src/rules/index.js";
import { sys, type Glue } from "../../data/setup.js";
import { scriptedDice } from "../../foundry/parts/dice.js";
import { messages, type StandInMessage } from "../../foundry/parts/chat.js";
import { actAs } from "../../foundry/parts/users.js";
import { chatWorld, click, viaGm } from "../chat/click.js";
import type { CheckRequestCard } from "../../../src/cards/check-request/data.js";
import type { RequestForm } from "../../../src/applications/check-request/request-dialog-model.js";
import type { HolocronActor } from "../../../src/documents/actor.js";

const GM = "gm00000000000000";
const P1 = "player1000000000";
const P2 = "player2000000000";

let glue: Glue;
beforeEach(async () => {
  glue = await chatWorld("m20");
  actAs(GM);
});

const requestOf = (m: StandInMessage) => m.getFlag("holocron", "card") as CheckRequestCard;
const open = () => import("../../../src/applications/check-request/open.js");

function character(name: string, owner: string | null, str: number, physical = 0) {
  return glue.createActor({
    name,
    type: "m20Character",
    ownership: owner ? { default: 0, [owner]: 3 } : { default: 0 },
    system: {
      stats: { str, dex: 10, mnd: 10 },
      skills: { physical },
      level: 1,
      hitDice: [6],
      health: { value: 6 },
    },
  });
}

function form(actors: HolocronActor[], over: Partial<RequestForm> = {}): RequestForm {
  return {
    actorUuids: actors.map((a) => a.uuid),
    mode: "dc",
    dc: 12,
    ask: { stat: "str", skill: "physical", attribute: "daring", skilled: false },
    opponentUuid: null,
    opponentAsk: { stat: "mnd", skill: "force", attribute: "daring", skilled: false },
    modifier: 0,
    secret: false,
    ...over,
  };
}

/** Clicks Roll on row `index` as `user`: a player's click goes through the GM. */
async function rollAs(user: string, message: StandInMessage, index: number) {
  const uuid = requestOf(message).rows[index]!.uuid;
  const run = () => click(message, "checkRequestRoll", { index: String(index), uuid });
  if (user === GM) {
    actAs(GM);
    return run();
  }
  return viaGm(glue.socket, user, run);
}

/** A line as the stand-in's i18n renders it into a template: the key and its data (escaped). */
const said = (key: string, data: Record<string, string>) =>
  `HOLOCRON.CheckRequest.${key} ${JSON.stringify(data)}`.replaceAll('"', "&quot;");

const bonusOf = (a: HolocronActor) => {
  const s = sys(a) as { bonuses: { str: number }; ranks: { physical: number } };
  return s.bonuses.str + s.ranks.physical;
};

describe("a request to four characters", () => {
  it("gathers four rolls on one card in any order: players their own, the GM an absent one's", async () => {
    const kara = await character("Kara", P1, 14, 2);
    const jax = await character("Jax", P2, 10, 1);
    const lee = await character("Lee", P1, 16);
    const vos = await character("Vos", P2, 12, 3);
    const { postCheckRequest } = await open();
    const before = messages.length;
    const message = (await postCheckRequest(
      form([kara, jax, lee, vos]),
    )) as unknown as StandInMessage;
    expect(messages.length).toBe(before + 1);
    const posted = requestOf(message);
    // Each row's chance before: its own bonus against the DC, exactly the roll dialog's.
    expect(posted.rows.map((r) => r.chance)).toEqual(
      [kara, jax, lee, vos].map((a) => d20.checkChance({ bonus: bonusOf(a), dc: 12 })),
    );
    expect(posted.rows.every((r) => r.result === null)).toBe(true);

    // Jax's player first, then the GM for Vos (Player Two is away), then Lee, then Kara.
    scriptedDice.push(11);
    await rollAs(P2, message, 1);
    scriptedDice.push(3);
    await rollAs(GM, message, 3);
    scriptedDice.push(15);
    await rollAs(P1, message, 2);
    scriptedDice.push(9);
    await rollAs(P1, message, 0);

    expect(messages.length).toBe(before + 1);
    const rows = requestOf(message).rows;
    const totals = [9 + bonusOf(kara), 11 + bonusOf(jax), 15 + bonusOf(lee), 3 + bonusOf(vos)];
    expect(rows.map((r) => r.result?.total)).toEqual(totals);
    expect(rows.map((r) => r.result?.success)).toEqual(totals.map((t) => t >= 12));
    expect(rows.map((r) => r.result?.by)).toEqual([P1, P2, P1, GM]);
    // The card's own text says so once all have rolled.
    const done = totals.filter((t) => t >= 12).length;
    expect(message.content).toContain(
      said("Summary.Succeeded", { count: String(done), total: "4" }),
    );
  });

  it("shows the group's exact odds: everyone, at least one, a majority", async () => {
    const actors = [
      await character("Kara", P1, 14, 2),
      await character("Jax", P2, 10, 1),
      await character("Lee", P1, 16),
    ];
    const { postCheckRequest } = await open();
    const message = (await postCheckRequest(form(actors))) as unknown as StandInMessage;
    const odds = group.groupOddsNumbers(
      group.groupOdds(requestOf(message).rows.map((r) => r.chance)),
    );
    const { formatPercent } = await import("../../../src/applications/format.js");
    for (const p of [odds.all, odds.any, odds.majority]) {
      expect(message.content).toContain(formatPercent(p));
    }
  });

  it("a secret request is whispered to the GMs", async () => {
    const kara = await character("Kara", P1, 14);
    const { postCheckRequest } = await open();
    const message = (await postCheckRequest(
      form([kara], { secret: true }),
    )) as unknown as StandInMessage;
    expect(message.whisper).toEqual([GM]);
  });

  it("highest wins: each row's chance of the one highest total, the winner named once all rolled", async () => {
    const kara = await character("Kara", P1, 14);
    const jax = await character("Jax", P2, 10);
    const { postCheckRequest } = await open();
    const message = (await postCheckRequest(
      form([kara, jax], { mode: "highest", dc: null }),
    )) as unknown as StandInMessage;
    const checks = [kara, jax].map((a) => ({ kind: "d20" as const, bonus: bonusOf(a) }));
    expect(requestOf(message).rows.map((r) => r.chance)).toEqual(group.highestChances(checks));
    scriptedDice.push(5, 18);
    await rollAs(GM, message, 0);
    await rollAs(GM, message, 1);
    expect(message.content).toContain(said("Summary.Winner", { names: "Jax" }));
  });
});

describe("an opposed request: Force Push on three targets", () => {
  it("each row's chance is the power's own chance for that target, seen from the target", async () => {
    const knight = await glue.createActor({
      name: "Dark Knight",
      type: "m20Npc",
      system: {
        stats: { str: 10, dex: 10, mnd: 16 },
        skills: { force: 4 },
        level: 4,
        class: { knight: true },
        hitDice: [6, 6, 6, 6],
        health: { value: 20 },
      },
    });
    const targets = [
      await character("Kara", P1, 14, 2),
      await character("Jax", P2, 12, 1),
      await character("Lee", P1, 16, 0),
    ];
    const { actorData } = await import("../../../src/data/typed-system.js");
    const { kitOfActor, powerUserOf, powerTargetOf } =
      await import("../../../src/rulesets/power-actors.js");
    const { planPower } = await import("../../../src/rulesets/power-plan.js");
    const kit = kitOfActor(knight)!;
    const plan = planPower({
      kit,
      powerId: "push",
      user: powerUserOf(actorData(knight as never), kit),
      targets: targets.map((t) =>
        powerTargetOf(actorData(t as never), { uuid: t.uuid, name: t.name }, kit),
      ),
      inCombat: false,
      modifier: 0,
      dc: 0,
    });
    if (!plan.ok) throw new Error("Force Push cannot be planned");
    const { postCheckRequest } = await open();
    // Push is resisted by Physical + the better of STR and DEX (each target's STR is the better);
    // the Knight's Force check carries the multi-target penalty as the GM's modifier.
    const message = (await postCheckRequest(
      form(targets, {
        mode: "opposed",
        dc: null,
        opponentUuid: knight.uuid,
        modifier: plan.penalty,
      }),
    )) as unknown as StandInMessage;
    const card = requestOf(message);
    expect(card.opponent?.bonus).toBe(plan.checkBonus);
    expect(card.rows.map((r) => r.bonus)).toEqual(plan.rows.map((r) => r.resistBonus));
    expect(card.rows.map((r) => r.chance)).toEqual(plan.rows.map((r) => 1 - r.chance));

    // The GM rolls the Knight against each row on its own: a tie goes to the target (resister).
    scriptedDice.push(10, 10 + plan.checkBonus - card.rows[0]!.bonus);
    await rollAs(P1, message, 0);
    expect(requestOf(message).rows[0]!.result).toMatchObject({ success: true });
  });
});

describe("an opposed request in Star Worlds", () => {
  it("ties are rolled again, both sides, until broken; the last round decides", async () => {
    const npc = await glue.createActor({ name: "Bounty Hunter", type: "worldsNpc" });
    const tam = await glue.createActor({
      name: "Tam",
      type: "worldsCharacter",
      ownership: { default: 0, [P1]: 3 },
    });
    const { postCheckRequest } = await open();
    const message = (await postCheckRequest(
      form([tam], { mode: "opposed", dc: null, opponentUuid: npc.uuid }),
    )) as unknown as StandInMessage;
    const card = requestOf(message);
    const { starWorlds } = await import("../../../src/rules/index.js");
    expect(card.rows[0]!.chance).toBe(
      1 -
        starWorlds.opposedChance({
          attribute: card.opponent!.bonus,
          otherAttribute: card.rows[0]!.bonus,
        }),
    );
    // Both Daring +0 (fresh actors), so equal dice tie.
    expect([card.opponent!.bonus, card.rows[0]!.bonus]).toEqual([0, 0]);
    // NPC 3+4, Tam 2+5: a tie; NPC 1+1, Tam 3+3: Tam withstands it.
    scriptedDice.push(3, 4, 2, 5, 1, 1, 3, 3);
    await rollAs(P1, message, 0);
    const npcBonus = card.opponent!.bonus;
    const tamBonus = card.rows[0]!.bonus;
    expect(requestOf(message).rows[0]!.result).toMatchObject({
      rounds: [
        { npc: 7 + npcBonus, total: 7 + tamBonus },
        { npc: 2 + npcBonus, total: 6 + tamBonus },
      ],
      success: 6 + tamBonus > 2 + npcBonus,
    });
  });
});
