import { describe, expect, it } from "vitest";
import { isPowerId } from "../../src/rulesets/power-kit.js";

describe("isPowerId", () => {
  it("the power ids the rules define; nothing else", () => {
    expect(isPowerId("push")).toBe(true);
    expect(isPowerId("grip")).toBe(true);
    expect(isPowerId("fireball")).toBe(false);
    expect(isPowerId(undefined)).toBe(false);
    expect(isPowerId(["push"])).toBe(false);
  });
});
