// The hazard tool's "Request checks": a poison's or heat or cold's check sent to the chosen creatures
// as one check request (STR + Physical against the hazard's DC, as the hazard card rolls it).
import { beforeEach, describe, expect, it } from "vitest";
import { d20 } from "../../../src/rules/index.js";
import type { Glue } from "../../data/setup.js";
import { chatWorld } from "../chat/click.js";
import { messages, type StandInMessage } from "../../foundry/parts/chat.js";
import type { CheckRequestCard } from "../../../src/cards/check-request/data.js";

let glue: Glue;
beforeEach(async () => {
  glue = await chatWorld("m20");
});

const hazard = () => import("../../../src/applications/gm/hazard-request.js");
const poison = { kind: "poison", formula: "2d6", save: "avoid", dc: 14 } as const;

describe("hazardRequestForm (pure)", () => {
  const two = [
    { uuid: "Actor.a", previousChecks: 0 },
    { uuid: "Actor.b", previousChecks: 0 },
  ];

  it("poison: STR + Physical against the poison's DC, for every creature chosen", async () => {
    const { hazardRequestForm } = await hazard();
    expect(hazardRequestForm(poison, two)).toMatchObject({
      actorUuids: ["Actor.a", "Actor.b"],
      mode: "dc",
      dc: 14,
      ask: { stat: "str", skill: "physical" },
    });
  });

  it("heat or cold: one DC for creatures with as many checks made; else refused", async () => {
    const { hazardRequestForm } = await hazard();
    expect(hazardRequestForm({ kind: "exposure" }, two)).toMatchObject({
      dc: d20.exposureDC(0),
    });
    expect(
      hazardRequestForm({ kind: "exposure" }, [two[0]!, { uuid: "Actor.b", previousChecks: 2 }]),
    ).toBe("HOLOCRON.CheckRequest.Error.ExposureDcs");
  });

  it("a hazard that asks no check of everyone alike is refused", async () => {
    const { hazardRequestForm } = await hazard();
    expect(hazardRequestForm({ kind: "damage", formula: "2d6", half: false }, two)).toBe(
      "HOLOCRON.CheckRequest.Error.NoHazardCheck",
    );
    expect(hazardRequestForm(poison, [])).toBe("HOLOCRON.CheckRequest.Error.NoCharacters");
  });
});

describe("requestHazardChecks", () => {
  it("posts one request: each creature's chance is the hazard card's own check against the DC", async () => {
    const kara = await glue.createActor({
      name: "Kara",
      type: "m20Character",
      ownership: { default: 0, player1000000000: 3 },
      system: { stats: { str: 14 }, skills: { physical: 2 }, level: 1, hitDice: [6] },
    });
    const jax = await glue.createActor({
      name: "Jax",
      type: "m20Character",
      system: { stats: { str: 8 }, level: 1, hitDice: [6] },
    });
    const { requestHazardChecks } = await hazard();
    const before = messages.length;
    const message = (await requestHazardChecks(poison, [kara, jax])) as unknown as StandInMessage;
    expect(messages.length).toBe(before + 1);
    const card = message.getFlag("holocron", "card") as CheckRequestCard;
    // The hazard card's own check for each creature (hazard-plan.ts), as the GM's tool would roll it.
    const { hazardCreatureOf } = await import("../../../src/applications/gm/hazard-flow.js");
    const { plannedCheck } = await import("../../../src/applications/gm/hazard-plan.js");
    const own = (a: typeof kara) => plannedCheck(poison, hazardCreatureOf(a as never), "roll");
    expect(card.rows.map((r) => [r.name, r.bonus, r.chance])).toEqual([
      ["Kara", own(kara)?.bonus, own(kara)?.chance],
      ["Jax", own(jax)?.bonus, own(jax)?.chance],
    ]);
  });

  it("heat or cold: each creature asked has made one more check toward the next DC", async () => {
    const kara = await glue.createActor({ name: "Kara", type: "m20Character" });
    const { requestHazardChecks } = await hazard();
    const { exposureChecksOf } = await import("../../../src/documents/hero-point-vouch.js");
    await requestHazardChecks({ kind: "exposure" }, [kara]);
    expect(exposureChecksOf(kara)).toBe(d20.nextExposureCount(0));
    const card = messages.at(-1)!.getFlag("holocron", "card") as CheckRequestCard;
    expect(card.dc).toBe(d20.exposureDC(0));
  });
});
