// The GM's check request dialog, pure: its context and its form read back, bounded.
import { describe, expect, it } from "vitest";
import {
  presetOfEnricher,
  readRequestForm,
  requestDialogContext,
} from "../../../src/applications/check-request/request-dialog-model.js";

const characters = [
  { uuid: "Actor.kara", name: "Kara", picked: true },
  { uuid: "Actor.jax", name: "Jax", picked: false },
];
const npcs = [{ uuid: "Actor.knight", name: "Dark Knight", picked: false }];
const base = {
  actor0: true,
  actor1: false,
  mode: "dc",
  dc: "15",
  stat: "str",
  skill: "physical",
  attribute: "daring",
  skilled: false,
  opponent: "Actor.knight",
  npcstat: "mnd",
  npcskill: "force",
  npcattribute: "guile",
  npcskilled: false,
  modifier: "-4",
  secret: true,
};

describe("requestDialogContext", () => {
  it("offers the characters (picked ones checked), the NPCs, the modes and the check", () => {
    const context = requestDialogContext(characters, npcs, {
      mode: "opposed",
      opponentUuid: "Actor.knight",
    });
    expect(context.characters).toEqual(characters);
    expect(context.npcs).toEqual([{ ...npcs[0], selected: true }]);
    expect(context.modes.find((m) => m.selected)?.id).toBe("opposed");
    expect(context.check.skills.find((s) => s.selected)?.id).toBe("physical");
  });
});

describe("readRequestForm", () => {
  it("reads the ticked characters, the DC and the check; the NPC only when opposed", () => {
    expect(readRequestForm(base, characters, npcs)).toEqual({
      actorUuids: ["Actor.kara"],
      mode: "dc",
      dc: 15,
      ask: { stat: "str", skill: "physical", attribute: "daring", skilled: false },
      opponentUuid: null,
      opponentAsk: { stat: "mnd", skill: "force", attribute: "guile", skilled: false },
      modifier: 0,
      secret: true,
    });
    expect(readRequestForm({ ...base, mode: "opposed" }, characters, npcs)).toMatchObject({
      dc: null,
      opponentUuid: "Actor.knight",
      modifier: -4,
    });
  });

  it.each([
    [{ actor0: false }, "HOLOCRON.CheckRequest.Error.NoCharacters"],
    [{ dc: "x" }, "HOLOCRON.CheckRequest.Error.NoDc"],
    [{ mode: "opposed", opponent: "Actor.nobody" }, "HOLOCRON.CheckRequest.Error.NoOpponent"],
    [{ stat: "luck" }, "HOLOCRON.CheckRequest.Error.BadCheck"],
    [{ skill: "hacking" }, "HOLOCRON.CheckRequest.Error.BadCheck"],
    [{ mode: "everyone" }, "HOLOCRON.CheckRequest.Error.BadCheck"],
    [{ mode: "opposed", modifier: "99" }, "HOLOCRON.CheckRequest.Error.BadCheck"],
  ])("%o is refused: %s", (over, key) => {
    expect(() => readRequestForm({ ...base, ...over }, characters, npcs)).toThrow(key);
  });
});

describe("presetOfEnricher", () => {
  it("a d20 check with its DC; a skill alone takes its default stat", () => {
    expect(presetOfEnricher({ kind: "check", skill: "subterfuge", stat: null, dc: 14 })).toEqual({
      mode: "dc",
      dc: 14,
      ask: { stat: "dex", skill: "subterfuge", attribute: "daring", skilled: false },
    });
  });

  it("a Star Worlds attribute with its skill; other enrichers ask no check", () => {
    expect(
      presetOfEnricher({ kind: "attribute", attribute: "guile", skilled: true }),
    ).toMatchObject({
      ask: { attribute: "guile", skilled: true },
    });
    expect(presetOfEnricher({ kind: "heal", formula: "2d6" })).toBeNull();
  });
});
