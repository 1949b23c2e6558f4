import { describe, expect, it } from "vitest";
import { runQueued } from "../../src/authority/channel.js";

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("runQueued", () => {
  it("a task of a key starts only once the earlier one has settled", async () => {
    const steps: string[] = [];
    const first = runQueued("k1", async () => {
      steps.push("first starts");
      await tick();
      steps.push("first ends");
      return 1;
    });
    const second = runQueued("k1", async () => {
      steps.push("second starts");
      return 2;
    });
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(steps).toEqual(["first starts", "first ends", "second starts"]);
  });

  it("a failure is its caller's; the tasks behind it still run", async () => {
    const failing = runQueued("k2", async () => {
      throw new Error("boom");
    });
    const after = runQueued("k2", async () => "ran");
    await expect(failing).rejects.toThrow("boom");
    expect(await after).toBe("ran");
  });

  it("different keys do not wait for each other", async () => {
    const steps: string[] = [];
    let release!: () => void;
    const blocked = runQueued("k3", () => new Promise<void>((resolve) => (release = resolve)));
    await runQueued("k4", async () => {
      steps.push("other key ran");
    });
    expect(steps).toEqual(["other key ran"]);
    release();
    await blocked;
  });
});
