// The Rest dialog for several characters (openRestDialog, src/applications/rest/open.ts): the rests
// the members' rulesets offer, the GM's marks, one advance of the clock; and its pure model.
import { beforeEach, describe, expect, it } from "vitest";
import { dialogAnswers } from "../../foundry/parts/chat.js";
import { actAs } from "../../foundry/parts/users.js";
import { sys, type Glue } from "../../data/setup.js";
import { viaGm } from "../chat/click.js";
import { GM, P1, clock, hp, recoveryCards, timeWorld } from "./world.js";
import {
  readRestForm,
  restDialogContext,
  restKindsFor,
  type RestMember,
} from "../../../src/applications/rest/rest-model.js";
import { restSeconds } from "../../../src/rulesets/rests.js";

let glue: Glue;
beforeEach(async () => {
  glue = await timeWorld("m20");
});

const member = (over: Partial<RestMember>): RestMember => ({
  uuid: "Actor.a",
  id: "a",
  name: "Kara",
  ruleset: "m20",
  medical: false,
  bacta: false,
  ...over,
});

describe("rest model", () => {
  it("offers hours to m20 and Space Opera, a night, a week or bacta to Star Worlds, all to a mixed party", () => {
    expect(restKindsFor(["m20"])).toEqual(["hours"]);
    expect(restKindsFor(["starWorlds"])).toEqual(["night", "week", "bacta"]);
    expect(restKindsFor(["spaceOpera", "starWorlds"])).toEqual(["hours", "night", "week", "bacta"]);
  });

  it("each rest's length in world time (rulings.md, Time and healing)", () => {
    expect(restSeconds("hours", 3)).toBe(3 * 3600);
    expect(restSeconds("night", 1)).toBe(8 * 3600);
    expect(restSeconds("week", 1)).toBe(7 * 86400);
    expect(restSeconds("bacta", 1)).toBe(3 * 86400);
  });

  it("the marks are the GM's to change; a Star Worlds member's mark is the bacta tank", () => {
    const members = [
      member({}),
      member({ id: "b", name: "Ace", ruleset: "starWorlds", bacta: true }),
    ];
    const gm = restDialogContext(members, true);
    expect(gm.members).toMatchObject([
      {
        name: "Kara",
        markName: "medical.a",
        markLabel: "HOLOCRON.Rest.Mark.medical",
        marked: false,
      },
      { name: "Ace", markName: "bacta.b", markLabel: "HOLOCRON.Rest.Mark.bacta", marked: true },
    ]);
    expect(gm.kinds.map((k) => k.kind)).toEqual(["hours", "night", "week", "bacta"]);
    expect(restDialogContext(members, false).gm).toBe(false);
  });

  it("reads the form: a rest it offers, whole hours from 1 to 24, the marks by id", () => {
    const members = [member({})];
    expect(readRestForm({ kind: "hours", hours: 3, "medical.a": true }, members)).toEqual({
      kind: "hours",
      hours: 3,
      marks: { a: { medical: true, bacta: false } },
    });
    expect(readRestForm({ kind: "nap", hours: 99 }, members)).toMatchObject({
      kind: "hours",
      hours: 24,
    });
  });
});

describe("openRestDialog", () => {
  it("the GM rests two characters with medical care for one: one advance, each heals by the time", async () => {
    const make = (name: string) =>
      glue.createActor({
        name,
        type: "m20Character",
        system: { stats: { str: 10 }, level: 4, hitDice: [6, 6, 6, 6], health: { value: 10 } },
      });
    const kara = await make("Kara");
    const dax = await make("Dax");
    const { openRestDialog } = await import("../../../src/applications/rest/open.js");
    dialogAnswers.push({ button: "rest", fill: { hours: 3, [`medical.${kara.id}`]: true } });
    expect(await openRestDialog({ actorUuids: [kara.uuid, dax.uuid] })).toBe(3 * 3600);
    expect(clock(glue).advances).toBe(1);
    expect(hp(kara)).toBe(34);
    expect(hp(dax)).toBe(22);
    expect(recoveryCards()).toHaveLength(1);
    expect(
      recoveryCards()[0]
        ?.rows.map((r) => r.name)
        .sort(),
    ).toEqual(["Dax", "Kara"]);
  });

  it("a player's rest asks the GM, and cannot set the marks", async () => {
    const kara = await glue.createActor({
      name: "Kara",
      type: "m20Character",
      ownership: { default: 0, [P1]: 3 },
      system: { stats: { str: 10 }, level: 4, hitDice: [6, 6, 6, 6], health: { value: 10 } },
    });
    const { openRestDialog } = await import("../../../src/applications/rest/open.js");
    dialogAnswers.push({ button: "rest", fill: { hours: 2 } });
    const seconds = await viaGm(glue.socket, P1, () => openRestDialog({ actorUuids: [kara.uuid] }));
    actAs(GM);
    expect(seconds).toBe(2 * 3600);
    expect(clock(glue).advances).toBe(1);
    expect(hp(kara)).toBe(18);
  });

  it("Star Worlds: a night's rest makes a level waiting for a rest takeable", async () => {
    const worlds = await timeWorld("starWorlds");
    const ace = await worlds.createActor({
      name: "Ace",
      type: "worldsCharacter",
      system: { level: 1, heroPoints: { value: 0, spent: 12, spentAtRest: 0 } },
    });
    const { openRestDialog } = await import("../../../src/applications/rest/open.js");
    dialogAnswers.push({ button: "rest", fill: { kind: "night" } });
    expect(await openRestDialog({ actorUuids: [ace.uuid] })).toBe(8 * 3600);
    expect(sys(ace).heroPoints).toMatchObject({ spent: 12, spentAtRest: 12 });
  });
});
