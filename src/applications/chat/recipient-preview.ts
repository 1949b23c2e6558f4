// Pure: one damage-card recipient's step (the card's total through the row's multiplier, with the
// hit that defeats a mook) and the preview context its row shows for each multiplier. The GM's Apply
// (apply-requests.ts) takes the same `recipientStep`, so a row says what Apply writes.
import {
  APPLY_MULTIPLIERS,
  applyStep,
  changeTrace,
  previewApply,
  type ApplyMultiplier,
  type ApplyStep,
} from "../../rulesets/damage-preview.js";
import type { HealthSubject, Ruleset } from "../../rulesets/ruleset.js";
import type { DamageCard } from "./card-data.js";
import type { I18n } from "./i18n.js";
import { breakdownView, type BreakdownView } from "../breakdown/breakdown-view.js";
import { formatList } from "../format.js";

/** The row a card's Apply sends: "half" and "heal" are the older whole-card modes (still read). */
export type ApplyCardMode = "damage" | "half" | "heal";

/** Pure: what Apply does to one recipient of the card. */
export function recipientStep(
  card: DamageCard,
  uuid: string,
  mode: ApplyCardMode,
  multiplier: ApplyMultiplier,
): ApplyStep {
  const by: ApplyMultiplier = mode === "heal" ? "heal" : mode === "half" ? "half" : multiplier;
  // Only a hit's own damage defeats a mook at 0, and only for the actors the attack hit (rulings).
  const hit = card.fromHit === true && card.targets.some((t) => t.uuid === uuid);
  return applyStep(
    card.total,
    by,
    hit ? { type: card.damageType, hit } : { type: card.damageType },
  );
}

/** The multiplier a row starts with (×1, the card as rolled). */
export const DEFAULT_MULTIPLIER: ApplyMultiplier = "full";

export interface PreviewOption {
  multiplier: ApplyMultiplier;
  /** Hidden until its multiplier is pressed. */
  shown: boolean;
  /**
   * Each changed number; `bd` explains the number after (templates/shared/breakdown.hbs), on the
   * shown option only: a hidden option's numbers are not read, and pressing its multiplier redraws
   * the row with it shown (damage-preview-render.ts), which keeps a card of many rows cheap.
   */
  changes: { label: string; from: number; to: number; bd: BreakdownView | null }[];
  /** Statuses it brings, then those it ends, as one line ("Wounded", "Unconscious ends"). */
  statuses: string;
  unchanged: boolean;
}

/**
 * Pure: a recipient's row preview, one option per multiplier, as the template shows it. `idPrefix`
 * keeps the breakdowns' DOM ids unique where several cards name the same recipient (the message id).
 */
export function previewOptions(
  i18n: I18n,
  ruleset: Ruleset,
  subject: HealthSubject,
  card: DamageCard,
  uuid: string,
  idPrefix = "card",
  shownMultiplier: ApplyMultiplier = DEFAULT_MULTIPLIER,
): PreviewOption[] {
  // The recipient as it is now, read once for the five previews.
  const before = ruleset.readHealth(subject);
  return APPLY_MULTIPLIERS.map((multiplier) => {
    const step = recipientStep(card, uuid, "damage", multiplier);
    const preview = previewApply(ruleset, subject, step, before);
    const added = preview.added.map((s) => i18n.localize(`HOLOCRON.Status.${s}`));
    if (preview.out && !preview.added.includes("defeated")) {
      added.push(i18n.localize("HOLOCRON.Status.defeated"));
    }
    const ended = preview.removed.map((s) =>
      i18n.format("HOLOCRON.Chat.Preview.Ends", {
        status: i18n.localize(`HOLOCRON.Status.${s}`),
      }),
    );
    const statuses = formatList([...added, ...ended]);
    const shown = multiplier === shownMultiplier;
    return {
      multiplier,
      shown,
      changes: preview.changes.map((c) => ({
        label: i18n.localize(c.label),
        from: c.from,
        to: c.to,
        bd: !shown
          ? null
          : breakdownView(
              `holocron-bd-apply-${idPrefix}-${uuid}-${multiplier}-${c.field}`.replace(
                /[^\w-]/g,
                "-",
              ),
              changeTrace(card.total, multiplier, step, c),
              ruleset.id,
              String(c.to),
            ),
      })),
      statuses,
      unchanged: preview.changes.length === 0 && statuses === "",
    };
  });
}
