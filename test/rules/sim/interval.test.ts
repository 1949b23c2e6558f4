import { describe, expect, it } from "vitest";
import { winInterval, Z95 } from "../../../src/rules/sim/interval.js";
import { sim } from "../../../src/rules/index.js";

describe("winInterval", () => {
  it("Wilson's 95% interval: 50 of 100 is 40.4%–59.6%; none and all stay inside 0–1", () => {
    const [lo, hi] = sim.winInterval(50, 100);
    expect(lo).toBeCloseTo(0.4038, 4);
    expect(hi).toBeCloseTo(0.5962, 4);
    expect(sim.winInterval(0, 10)[0]).toBe(0);
    expect(sim.winInterval(10, 10)[1]).toBe(1);
    expect(() => sim.winInterval(11, 10)).toThrow("wins must be between 0 and 10, got 11");
  });

  it("is the one the rules' sim namespace offers, with z of a two-sided 95% interval", () => {
    expect(sim.winInterval).toBe(winInterval);
    expect(Z95).toBe(1.959964);
  });

  it("none of ten is 0–27.8%, all of ten 72.2%–100%: the bound at the edge is exact", () => {
    const [lo0, hi0] = winInterval(0, 10);
    expect(lo0).toBe(0);
    expect(hi0).toBeCloseTo(0.27753, 5);
    const [lo10, hi10] = winInterval(10, 10);
    expect(lo10).toBeCloseTo(0.72247, 5);
    expect(hi10).toBe(1);
  });

  it("one of one is 20.7%–100%; three of four is 30.1%–95.4%", () => {
    const [lo1, hi1] = winInterval(1, 1);
    expect(lo1).toBeCloseTo(0.20655, 5);
    expect(hi1).toBe(1);
    const [lo, hi] = winInterval(3, 4);
    expect(lo).toBeCloseTo(0.30064, 5);
    expect(hi).toBeCloseTo(0.95441, 5);
  });

  it("a smaller z gives a narrower interval (z = 1: three of four is 50%–90%)", () => {
    const [lo, hi] = winInterval(3, 4, 1);
    expect(lo).toBeCloseTo(0.5, 10);
    expect(hi).toBeCloseTo(0.9, 10);
  });

  it("the interval narrows as the fights grow and stays about the observed chance", () => {
    const [lo100, hi100] = winInterval(50, 100);
    const [lo10k, hi10k] = winInterval(5000, 10000);
    expect(hi10k - lo10k).toBeLessThan(hi100 - lo100);
    expect(lo10k).toBeLessThan(0.5);
    expect(hi10k).toBeGreaterThan(0.5);
  });

  it("refuses no fights, a fraction, and a negative count of wins", () => {
    expect(() => winInterval(0, 0)).toThrow("fights must be at least 1, got 0");
    expect(() => winInterval(1.5, 10)).toThrow("wins");
    expect(() => winInterval(-1, 10)).toThrow("wins must be between 0 and 10, got -1");
  });
});
