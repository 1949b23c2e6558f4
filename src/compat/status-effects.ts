// The shape of CONFIG.statusEffects. V13: an array of entries
// (https://foundryvtt.com/api/v13/variables/CONFIG.statusEffects.html). V14: a record keyed by
// status id (https://foundryvtt.com/api/v14/variables/CONFIG.statusEffects.html); an array there is
// kept back-compatible only as a deprecated shape. dnd5e 5.3 reads it by generation
// (module/documents/active-effect.mjs, `CONFIG.statusEffects[id]` on 14).
import { isV14 } from "./generation.js";

type StatusEffectEntry = (typeof CONFIG.statusEffects)[number];

/** Sets CONFIG.statusEffects to `entries`, in the running generation's shape. */
export function setStatusEffects(entries: readonly StatusEffectEntry[]): void {
  if (!isV14()) {
    CONFIG.statusEffects = [...entries];
    return;
  }
  // fvtt-types (a V13 release) types the V13 array: the V14 record is written by name.
  Reflect.set(CONFIG, "statusEffects", Object.fromEntries(entries.map((e) => [e.id, e])));
}

/** The configured status effects as a list, whichever generation's shape CONFIG holds. */
export function statusEffectEntries(): StatusEffectEntry[] {
  const statuses: unknown = Reflect.get(CONFIG, "statusEffects");
  if (Array.isArray(statuses)) return statuses as StatusEffectEntry[];
  return typeof statuses === "object" && statuses !== null
    ? (Object.values(statuses) as StatusEffectEntry[])
    : [];
}
