// Tokens as chase participants: player characters chase, the others flee; a participant's actor and
// its ruleset's chase check read back.
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, type Glue } from "../../data/setup.js";

let glue: Glue;
beforeEach(async () => {
  glue = await setupGlue("spaceOpera");
});

const participants = () => import("../../../src/applications/chase/participants.js");
const token = (actor: unknown, over: Record<string, unknown> = {}) =>
  ({
    actor,
    uuid: "Scene.s.Token.t",
    name: "Token name",
    texture: { src: "t.webp" },
    ...over,
  }) as never;

describe("participantOf", () => {
  it("a player's character pursues, anyone else flees; the token's name and picture", async () => {
    const { participantOf } = await participants();
    const hero = await glue.createActor({
      name: "Hero",
      type: "operaCharacter",
      ownership: { default: 0, player1000000000: 3 },
    });
    const thug = await glue.createActor({ name: "Thug", type: "operaNpc" });
    expect(participantOf(token(hero))).toMatchObject({
      actorUuid: hero.uuid,
      tokenUuid: "Scene.s.Token.t",
      name: "Token name",
      img: "t.webp",
      side: "pursuer",
      vehicle: null,
    });
    expect(participantOf(token(thug))?.side).toBe("quarry");
    expect(participantOf(token(thug), "pursuer")?.side).toBe("pursuer");
    expect(participantOf(token(null))).toBeNull();
  });
});

describe("a participant's actor and check", () => {
  it("the actor by uuid; the d20 chase check of its ruleset", async () => {
    const { actorOf, chaseRulesOf, profileOf, profilesOf } = await participants();
    const thug = await glue.createActor({ name: "Thug", type: "operaNpc" });
    const p = {
      id: "p1",
      actorUuid: thug.uuid,
      tokenUuid: null,
      name: "Thug",
      img: "",
      side: "quarry",
      vehicle: null,
    } as never;
    expect(actorOf(p)).toBe(thug);
    expect(chaseRulesOf(thug)?.procedure).toBe("d20");
    expect(profileOf(p)).toMatchObject({ dice: "1d20" });
    const gone = { ...(p as object), id: "p2", actorUuid: "Actor.gone000000000" } as never;
    expect(actorOf(gone)).toBeNull();
    expect(profilesOf({ participants: [p, gone] } as never)).toMatchObject({
      p1: { dice: "1d20" },
      p2: null,
    });
  });

  it("no actor, or one Holocron has no ruleset for: no chase rules", async () => {
    const { chaseRulesOf } = await participants();
    const thug = await glue.createActor({ name: "Thug", type: "operaNpc" });
    const foreign = Object.create(thug, { type: { value: "starship" } });
    expect(chaseRulesOf(null)).toBeNull();
    expect(chaseRulesOf(foreign)).toBeNull();
  });
});
