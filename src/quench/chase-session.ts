// The self-test's chase: two Space Opera runners on a throwaway scene, played through the chase
// tracker's own buttons. The pursuer's check (d20 + 17) always beats the quarry's (d20 − 4), so with
// both at 30 ft and a 60 ft gap the pursuer closes 30 ft a round (space-opera/chase.ts) and catches
// the quarry in the second round whatever the dice: the same on every table.
import type { QuenchBatchContext } from "@ethaks/fvtt-quench";
import { startChase } from "../applications/chase/chase-flows.js";
import { openChaseTracker } from "../applications/chase/chase-tracker.js";
import { deleteChase, findChase } from "../documents/chase-store.js";
import { press, until, type Kit } from "./kit.js";

/** The enabled button of `action` in the tracker (it re-renders after each change: asked anew). */
function button(root: () => HTMLElement | null, action: string, within = ""): Promise<Element> {
  return until(() => {
    const found = root()?.querySelector<HTMLButtonElement>(`${within} [data-action="${action}"]`);
    return found && !found.disabled ? found : null;
  }, `the tracker's ${action} button`);
}

export function chaseSuites({ describe, it, expect }: QuenchBatchContext, kit: Kit): void {
  describe("chase", () => {
    it("two rounds from the tracker's buttons, then the fast pursuer catches the quarry", async () => {
      const scene = kit.keep(
        await Scene.implementation.create({ name: "Holocron self-test chase" }),
      );
      if (!scene) throw new Error("Foundry did not create the scene");
      const hunter = await kit.actor("operaCharacter", {
        stats: { str: 10, dex: 20, mnd: 10 },
        skills: { physical: 12 },
        movement: 30,
      });
      const thief = await kit.actor("operaNpc", {
        stats: { str: 10, dex: 3, mnd: 10 },
        skills: { physical: 0 },
        movement: 30,
      });
      // Linked tokens both: the chase reads each runner's own actor.
      const data = await Promise.all(
        [hunter, thief].map(async (a) =>
          (await a.getTokenDocument({ actorLink: true })).toObject(),
        ),
      );
      const tokens = (await scene.createEmbeddedDocuments("Token", data)) ?? [];
      const started = await startChase(tokens, "Holocron self-test chase");
      kit.restore(() => deleteChase(started.id));
      const app = await openChaseTracker(started.id);
      const root = () => app.element;
      try {
        const chase = () => findChase(started.id);
        const runner = (actor: Actor.Implementation) =>
          chase()?.participants.find((p) => p.actorUuid === actor.uuid);
        // The GM made both, so both flee: the hunter turns pursuer with its row's button.
        press(await button(root, "flipSide", `[data-id="${runner(hunter)?.id ?? ""}"]`));
        await until(() => runner(hunter)?.side === "pursuer", "the hunter to pursue");
        const gap = await until(
          () => root()?.querySelector<HTMLInputElement>('input[name^="gap."]'),
          "the gap field",
        );
        gap.value = "60";
        gap.dispatchEvent(new Event("change", { bubbles: true }));
        await until(() => chase()?.pairs[0]?.gap === 60, "the 60 ft gap");
        press(await button(root, "begin"));
        for (const round of [1, 2]) {
          await until(
            () => chase()?.status === "running" && chase()?.round === round,
            `round ${round}`,
          );
          press(await button(root, "rollAll"));
          press(await button(root, "resolve"));
          await until(() => (chase()?.log.length ?? 0) >= round, `round ${round}'s result`);
          expect(chase()?.pairs[0]?.gap, `the gap after round ${round}`).to.equal(60 - 30 * round);
        }
        expect(chase()?.pairs[0]?.caught, "the catch").to.equal(true);
      } finally {
        await app.close();
      }
    });
  });
}
