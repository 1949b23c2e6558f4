// What the user is told when an action stops: always a lang key with its data (user-message.ts),
// never an error's English; a fault with no key is logged and told in general words.
import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { userMessage } from "../../src/applications/user-message.js";
import { RulesError } from "../../src/rules/rules-error.js";
import { Refusal } from "../../src/authority/refusal.js";
import { dice } from "../../src/rules/index.js";

const lang = readFileSync("lang/en.json", "utf8");
const known = (key: string) => lang.includes(`"${key.split(".").at(-1)!}"`);

describe("userMessage", () => {
  it("a rules error: its key and data", () => {
    let error: unknown;
    try {
      dice.parseFormula("2d0");
    } catch (e) {
      error = e;
    }
    expect(userMessage(error)).toEqual({
      key: "HOLOCRON.Rules.Error.formula",
      data: { formula: "2d0" },
    });
    expect(userMessage(new RulesError("HOLOCRON.Rules.Error.id", {}, "x")).key).toBe(
      "HOLOCRON.Rules.Error.id",
    );
  });

  it("a refusal and a flow's key: as they are", () => {
    expect(userMessage(new Refusal("HOLOCRON.Chase.Error.GmOnly"))).toEqual({
      key: "HOLOCRON.Chase.Error.GmOnly",
      data: {},
    });
    expect(userMessage(new Error("HOLOCRON.Combat.Odds.WorkerFailed")).key).toBe(
      "HOLOCRON.Combat.Odds.WorkerFailed",
    );
  });

  it("any other error: logged, and the user told the general key (which the lang file has)", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const fault = new Error("The party has no fighter");
    const told = userMessage(fault);
    expect(told).toEqual({ key: "HOLOCRON.Rules.Error.unexpected", data: {} });
    expect(known(told.key)).toBe(true);
    expect(log).toHaveBeenCalledWith("Holocron:", fault);
    expect(userMessage("a string").key).toBe("HOLOCRON.Rules.Error.unexpected");
    log.mockRestore();
  });
});
