/** The health block's rest and recovery controls: the recovery kinds the actor's ruleset offers. */
import { rulesetOf } from "../../../rulesets/index.js";
import type { RecoveryKind } from "../../../rulesets/ruleset.js";
import type { RecoveryView, SheetActorSource, SheetView } from "./types.js";

/**
 * Heroism Points and the once-a-session second wind are a player character's pools (seed 000 line 22,
 * seed 003 line 20: "a character can… heal themselves"); NPCs heal by rest and care like everyone
 * ("most NPC antagonists follow these same rules", seed 000 line 5, seed 003 line 5).
 */
const CHARACTER_ONLY: readonly RecoveryKind[] = ["secondWind", "heroism"];

/** The recovery buttons; mooks have no hit points to heal (seed 000 line 5). Editing rights needed. */
export function recoveryBlock(
  actor: SheetActorSource,
  view: SheetView,
  npc: boolean,
): RecoveryView | null {
  if (npc && "mook" in actor.system && actor.system.mook) return null;
  const all = rulesetOf(actor.type).recoveryKinds;
  const kinds = npc ? all.filter((kind) => !CHARACTER_ONLY.includes(kind)) : all;
  const hasSecondWind = kinds.includes("secondWind");
  const canResetSession = hasSecondWind && view.gm === true;
  const offered = view.editable
    ? kinds.map((kind) => ({
        kind,
        label: `HOLOCRON.Sheet.Recovery.Kind.${kind}`,
        hint: `HOLOCRON.Sheet.Recovery.Hint.${kind}`,
      }))
    : [];
  return {
    kinds: offered,
    menu: offered.length > 0 || canResetSession,
    secondWind: hasSecondWind
      ? { used: "secondWindUsed" in actor.system && actor.system.secondWindUsed }
      : null,
    canResetSession,
  };
}
