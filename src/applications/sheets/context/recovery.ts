/** The health block's rest and recovery controls: the recovery kinds the actor's ruleset offers. */
import { rulesetOf } from "../../../rulesets/index.js";
import type { RecoveryView, SheetActorSource, SheetView } from "./types.js";

/** Characters only (NPCs and mooks rest off screen); the buttons need the right to edit the actor. */
export function recoveryBlock(
  actor: SheetActorSource,
  view: SheetView,
  npc: boolean,
): RecoveryView | null {
  if (npc) return null;
  const kinds = rulesetOf(actor.type).recoveryKinds;
  const hasSecondWind = kinds.includes("secondWind");
  return {
    kinds: view.editable
      ? kinds.map((kind) => ({
          kind,
          label: `HOLOCRON.Sheet.Recovery.Kind.${kind}`,
          hint: `HOLOCRON.Sheet.Recovery.Hint.${kind}`,
        }))
      : [],
    secondWind: hasSecondWind
      ? { used: "secondWindUsed" in actor.system && actor.system.secondWindUsed }
      : null,
    canResetSession: hasSecondWind && view.gm === true,
  };
}
