// After rows are resolved: one damage card for the targets that failed to resist, their statuses,
// and the rows marked so nothing is carried out twice.
import { beforeEach, describe, expect, it } from "vitest";
import { actAs } from "../../foundry/parts/users.js";
import { sys, type Glue } from "../../data/setup.js";
import type { StandInMessage } from "../../foundry/parts/chat.js";
import { pendingRow, pushCardState } from "./card-fixtures.js";
import { battleDroid, cardsOfType, knight, powerWorld, scriptedDice } from "./world.js";
import type { HolocronActor } from "../../../src/documents/actor.js";
import type { PowerCardState } from "../../../src/applications/chat/power-card-state.js";

let glue: Glue;
let kara: HolocronActor;
let droidA: HolocronActor;
let droidB: HolocronActor;
beforeEach(async () => {
  glue = await powerWorld();
  actAs("gm00000000000000");
  kara = await knight(glue, ["push"]);
  droidA = await battleDroid(glue, "A");
  droidB = await battleDroid(glue, "B");
});

const carryOut = () => import("../../../src/applications/powers/carry-out.js");
const cardOf = (m: StandInMessage) => m.getFlag("holocron", "card") as Record<string, unknown>;
/** Kara's Force Push (7th level) on both droids, with the rows' outcomes given. */
const pushOn = (outcomes: PowerCardState["rows"][number]["outcome"][]) =>
  pushCardState({
    actorUuid: kara.uuid,
    rows: [droidA, droidB].map((d, i) =>
      pendingRow({ targetUuid: d.uuid, name: d.name, droid: true, outcome: outcomes[i]! }),
    ),
  });

describe("carryOutEffects", () => {
  it("one damage roll for every target that failed to resist; prone on each; rows marked", async () => {
    const { carryOutEffects } = await carryOut();
    scriptedDice.push(1, 2, 3, 4, 1, 2, 3);
    const carried = await carryOutEffects(pushOn(["success", "success"]));
    const [damage] = cardsOfType("damage");
    expect(cardsOfType("damage")).toHaveLength(1);
    expect(cardOf(damage!)).toMatchObject({
      formula: "7d4",
      total: 16,
      damageType: "kinetic",
      targets: [{ uuid: droidA.uuid }, { uuid: droidB.uuid }],
    });
    expect([droidA.statuses.has("prone"), droidB.statuses.has("prone")]).toEqual([true, true]);
    expect(carried.rows.map((r) => r.applied)).toEqual([true, true]);
    // Each prone names Kara's Force Push as its origin: its breakdown term says whose it is.
    const push = kara.items.find((i) => i.type === "forcePower");
    const prone = droidA.effects.find((e) => e.statuses.has("prone"));
    expect(prone?.origin).toBe(push?.uuid);
    type Traced = { traces: { ac: { terms: { source: { origin?: string } }[] } } };
    const ac = (sys(droidA) as unknown as Traced).traces.ac;
    const origins = ac.terms.flatMap((t) => t.source.origin ?? []);
    expect(origins).toEqual([`${push?.name}, ${kara.name}`]);
  });

  it("a target that resisted gets nothing; rows already carried out are not again", async () => {
    const { carryOutEffects } = await carryOut();
    scriptedDice.push(1, 1, 1, 1, 1, 1, 1);
    const state = pushOn(["failure", "success"]);
    const carried = await carryOutEffects(state);
    expect(droidA.statuses.has("prone")).toBe(false);
    expect(cardOf(cardsOfType("damage")[0]!).targets).toEqual([
      expect.objectContaining({ uuid: droidB.uuid }),
    ]);
    expect(await carryOutEffects(carried)).toBe(carried);
    expect(cardsOfType("damage")).toHaveLength(1);
  });
});

describe("resolveResistance", () => {
  async function pendingCard(): Promise<StandInMessage> {
    const { postPowerCard } = await import("../../../src/applications/chat/power-card.js");
    const state = pushOn(["pending", "pending"]);
    return (await postPowerCard(state, [], kara)) as unknown as StandInMessage;
  }

  it("resolves the row, carries out its effects and writes the card once", async () => {
    const { resolveResistance } = await carryOut();
    const { readCardState } = await import("../../../src/applications/chat/power-card.js");
    const message = await pendingCard();
    scriptedDice.push(1, 1, 1, 1, 1, 1, 1);
    // The check (12) beats a resistance of 5.
    const carried = await resolveResistance(message as never, 0, 5);
    expect(carried.rows[0]).toMatchObject({ outcome: "success", resistTotal: 5, applied: true });
    expect(readCardState(message)).toEqual(carried);
    expect(droidA.statuses.has("prone")).toBe(true);
  });

  it("a row not waiting for resistance is refused", async () => {
    const { resolveResistance } = await carryOut();
    const message = await pendingCard();
    await resolveResistance(message as never, 1, 20);
    await expect(resolveResistance(message as never, 1, 3)).rejects.toMatchObject({
      key: "HOLOCRON.Power.Notify.RowDone",
    });
  });
});
