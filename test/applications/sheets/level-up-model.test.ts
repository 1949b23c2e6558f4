// The level-up's pure pieces: the form read back into a choice, and a stored career request read
// back field by field (the requesting player wrote it).
import { describe, expect, it } from "vitest";
import {
  readCareerRequest,
  readLevelUpForm,
} from "../../../src/applications/sheets/level-up-model.js";

describe("readLevelUpForm", () => {
  it("keeps a known attribute and trimmed names; empty fields are null", () => {
    expect(
      readLevelUpForm({ attribute: "daring", skill: " Streetwise ", career: "", ability: 3 }),
    ).toEqual({
      attribute: "daring",
      skill: "Streetwise",
      career: null,
      ability: null,
    });
    expect(readLevelUpForm({ attribute: "strength" }).attribute).toBeNull();
  });
});

describe("readCareerRequest", () => {
  const ok = {
    actorUuid: "Actor.abc123",
    level: 3,
    status: "pending",
    choice: { career: "Pilot", attribute: "daring", skill: "ignored", ability: "Punch It" },
  };

  it("reads a request; a skill is never part of it (the career replaces it)", () => {
    expect(readCareerRequest(ok)).toEqual({
      actorUuid: "Actor.abc123",
      level: 3,
      status: "pending",
      choice: { career: "Pilot", attribute: "daring", skill: null, ability: "Punch It" },
    });
  });

  it.each([
    ["nothing", null],
    ["a uuid with markup", { ...ok, actorUuid: "Actor.<b>" }],
    ["level 1", { ...ok, level: 1 }],
    ["level 11", { ...ok, level: 11 }],
    ["a level as text", { ...ok, level: "3" }],
    ["an unknown status", { ...ok, status: "granted" }],
    ["no career", { ...ok, choice: { ...ok.choice, career: " " } }],
    ["a career of 500 letters", { ...ok, choice: { ...ok.choice, career: "x".repeat(500) } }],
  ])("refuses %s", (_, raw) => {
    expect(readCareerRequest(raw)).toBeNull();
  });
});
