// The compendia of the rulesets a world does not play stay out of its way: their entries (and a
// folder left empty) are taken out of the Compendium tab as it renders, unless the GM asks to see
// them in the system settings. The render hook hands over the directory's HTML to modify
// (https://foundryvtt.com/api/functions/hookEvents.renderApplicationV2.html); an entry removed
// there is gone from the tab and its search, where a `hidden` attribute loses to any stylesheet rule
// that sets the entry's `display` (the user agent's `[hidden]` rule is the weakest). Nothing is deleted or changed in the
// packs: they are still there for links, macros and a world that switches ruleset.
import { SYSTEM_ID, RULESET_IDS, type RulesetId } from "../../config.js";
import { worldRuleset } from "../../settings.js";

export const SHOW_SETTING = "showOtherRulesetPacks";

/** What the filter reads of a compendium pack: its id and the ruleset its manifest entry names. */
export interface PackInfo {
  collection: string;
  ruleset: string | null;
}

/** The packs to hide: Holocron's packs of another ruleset (a pack of no ruleset is for every world). */
export function packsToHide(packs: Iterable<PackInfo>, world: RulesetId): Set<string> {
  const hidden = new Set<string>();
  for (const pack of packs) {
    const known = (RULESET_IDS as readonly (string | null)[]).includes(pack.ruleset);
    if (known && pack.ruleset !== world) hidden.add(pack.collection);
  }
  return hidden;
}

/** The ruleset a pack's manifest entry declares in `flags.holocron.ruleset`, or null. */
function rulesetOfPack(metadata: { flags?: unknown }): string | null {
  const flags = metadata.flags as { holocron?: { ruleset?: unknown } } | undefined;
  const ruleset = flags?.holocron?.ruleset;
  return typeof ruleset === "string" ? ruleset : null;
}

/** The directory's entries that stand for a pack (V13 marks each with its collection id). */
const PACK_ENTRY = "[data-pack], [data-entry-id]";

export function hideOtherRulesetPacks(root: HTMLElement): void {
  if (game.settings.get(SYSTEM_ID, SHOW_SETTING)) return;
  const hidden = packsToHide(
    [...game.packs].map((pack) => ({
      collection: pack.collection,
      ruleset: rulesetOfPack(pack.metadata),
    })),
    worldRuleset(),
  );
  // Folders that hold packs now, deepest last (document order), emptied ones removed deepest first.
  const folders = [...root.querySelectorAll<HTMLElement>(".folder")].filter(
    (folder) => folder.querySelector(PACK_ENTRY) !== null,
  );
  for (const entry of root.querySelectorAll<HTMLElement>(PACK_ENTRY)) {
    const id = entry.dataset.pack ?? entry.dataset.entryId ?? "";
    if (hidden.has(id)) entry.remove();
  }
  // A folder whose every pack went goes too (the ruleset folders of the other rulesets).
  for (const folder of folders.reverse()) {
    if (folder.querySelector(PACK_ENTRY) === null) folder.remove();
  }
}

export function registerOtherRulesetPacks(): void {
  game.settings.register(SYSTEM_ID, SHOW_SETTING, {
    name: "HOLOCRON.Settings.OtherRulesetPacks.Name",
    hint: "HOLOCRON.Settings.OtherRulesetPacks.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: false,
    onChange: () => ui.compendium?.render(),
  });
}
