// What a card's Apply reaches and does: the actors' health methods, the rule for a card made from
// text a GM did not write, each recipient's step with the preview its row shows, and the rows a click
// checked on the rendered card.
import type {
  CardTarget,
  AppliedRow,
  ApplyMode,
  HealthChangeRow,
  TextAuthor,
  DamageCard,
} from "./data.js";
import type { HealthChange } from "../documents/actor.js";
import { type DamageType, SYSTEM_ID } from "../config.js";
import type { Sender } from "../authority/index.js";
import {
  APPLY_MULTIPLIERS,
  applyStep,
  changeTrace,
  previewApply,
  type ApplyMultiplier,
  type ApplyStep,
} from "../rulesets/damage-preview.js";
import type { HealthSubject, Ruleset } from "../rulesets/ruleset.js";
import type { I18n } from "../applications/chat/i18n.js";
import { breakdownView, type BreakdownView } from "../applications/breakdown/breakdown-view.js";
import { formatList } from "../applications/format.js";

// The actor health methods (HolocronActor), reached structurally so chat code works with
// any document that has them and reports clearly when one does not.
export interface HealthActor {
  uuid: string;
  name: string;
  isOwner: boolean;
  system: unknown;
  update(data: Record<string, number>): Promise<unknown>;
  applyDamage(
    amount: number,
    options: { type?: DamageType; hit?: boolean },
  ): Promise<HealthChange | null>;
  heal(points: number): Promise<HealthChange | null>;
}

export function isHealthActor(doc: unknown): doc is HealthActor {
  if (typeof doc !== "object" || doc === null) return false;
  const d = doc as Partial<Record<keyof HealthActor, unknown>>;
  return (
    typeof d.uuid === "string" &&
    typeof d.update === "function" &&
    typeof d.applyDamage === "function" &&
    typeof d.heal === "function"
  );
}

/** Pure: the applied card's row for one change ("HP 12 → 4", unconscious, defeated…). */
export function appliedRow(change: HealthChange, mode: ApplyMode, amount: number): AppliedRow {
  const changes: HealthChangeRow[] = change.rows
    .filter((r): r is typeof r & { before: number; after: number } => {
      return typeof r.before === "number" && typeof r.after === "number";
    })
    .map((r) => ({ label: r.label, from: r.before, to: r.after }));
  const statuses = change.after.statuses.map((s) => `HOLOCRON.Status.${s}`);
  if (change.after.out && !change.after.statuses.includes("defeated")) {
    statuses.push("HOLOCRON.Status.defeated");
  }
  return {
    actorUuid: change.actorUuid,
    name: change.actorName,
    mode,
    amount,
    changes,
    statuses,
    before: change.before,
    after: change.after,
    undone: false,
  };
}

/** Pure: the points a change healed — the main value up, plus extras that count damage down (STR damage). */
export function healedAmount(
  change: HealthChange,
  main: string,
  extras: readonly string[],
): number {
  let amount = 0;
  for (const row of change.rows) {
    if (typeof row.before !== "number" || typeof row.after !== "number") continue;
    if (row.field === main) amount += row.after - row.before;
    else if (extras.includes(row.field)) amount += row.before - row.after;
  }
  return Math.max(0, amount);
}

// A card made from text a GM did not write (an enricher in a player's journal or message, clicked by
// a GM: enricher-source.ts) names the text's author, and its Apply or Heal is the GM's alone, after a
// dialog that shows the formula and the author: a label such as `{Open the door}` can hide a
// `[[/damage 100d100]]` behind the button the GM clicked (architecture.md, "Trust only what the GM
// made or checked").
/** The refusal of an Apply on a card made from another's text, or null. */
export function textAuthorProblem(
  card: { textAuthor?: TextAuthor | undefined },
  sender: Sender,
  confirmed: boolean | undefined,
): string | null {
  if (!card.textAuthor) return null;
  if (!sender.isGM) return "HOLOCRON.Authority.Refused.TextAuthor";
  return confirmed === true ? null : "HOLOCRON.Authority.Refused.Unconfirmed";
}

export const TEXT_AUTHOR_CONFIRM_TEMPLATE = `systems/${SYSTEM_ID}/templates/chat/text-author-confirm.hbs`;

/**
 * The GM's confirmation before a card made from another's text is applied: true when confirmed,
 * and at once for a card a GM's own text made (no author named).
 */
export async function confirmTextAuthor(card: {
  textAuthor?: TextAuthor | undefined;
  formula: string;
  total: number;
}): Promise<boolean> {
  if (!card.textAuthor) return true;
  const content = await foundry.applications.handlebars.renderTemplate(
    TEXT_AUTHOR_CONFIRM_TEMPLATE,
    { author: card.textAuthor.name, formula: card.formula, total: card.total },
  );
  const answer = await foundry.applications.api.DialogV2.confirm({
    window: { title: "HOLOCRON.Chat.TextAuthorConfirm.Title" },
    content,
  });
  return answer === true;
}

// Pure: one damage-card recipient's step (the card's total through the row's multiplier, with the
// hit that defeats a mook) and the preview context its row shows for each multiplier. The GM's Apply
// (apply-requests.ts) takes the same `recipientStep`, so a row says what Apply writes.
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
   * the row with it shown (damage/actions.ts), which keeps a card of many rows cheap.
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

// The damage card's per-recipient rows (a checkbox and −1 / 0 / ×½ / ×1 / ×2 per stored target, and one row for
// the selected tokens), read from the rendered card. Buttons with aria-pressed, not radios: radio groups
// would join across every message of the chat log.
/** One rendered row: a stored target (by UUID) or the "selected tokens" row. */
export interface ApplyRowState {
  uuid: string;
  selected: boolean;
  checked: boolean;
  scale: ApplyMultiplier;
}

/** What one click applies: the checked stored targets with their multipliers, and the selected tokens'. */
export interface ApplyChoice {
  targets: { uuid: string; name: string; scale: ApplyMultiplier }[];
  /** The multiplier of the selected tokens, or null when their row is not checked. */
  selected: ApplyMultiplier | null;
}

const isScale = (value: string | undefined): value is ApplyMultiplier =>
  (APPLY_MULTIPLIERS as readonly (string | undefined)[]).includes(value);

/** The rows of a rendered damage card. */
export function readApplyRows(element: HTMLElement): ApplyRowState[] {
  return Array.from(element.querySelectorAll<HTMLElement>("[data-apply-row]"), (row) => {
    const pressed = row.querySelector<HTMLElement>("[data-multiplier][aria-pressed='true']");
    const multiplier = pressed?.dataset.multiplier;
    return {
      uuid: row.dataset.uuid ?? "",
      selected: row.dataset.applyRow === "selected",
      checked: row.querySelector<HTMLInputElement>("input[data-apply-check]")?.checked === true,
      scale: isScale(multiplier) ? multiplier : "full",
    };
  });
}

/** Pure: the checked rows as recipients; a row naming no stored target is ignored. */
export function applyChoice(
  rows: ApplyRowState[],
  card: { targets: readonly CardTarget[] },
): ApplyChoice {
  const targets: ApplyChoice["targets"] = [];
  let selected: ApplyMultiplier | null = null;
  for (const row of rows) {
    if (!row.checked) continue;
    if (row.selected) {
      selected = row.scale;
      continue;
    }
    const target = card.targets.find((t) => t.uuid === row.uuid);
    if (target) targets.push({ uuid: target.uuid, name: target.name, scale: row.scale });
  }
  return { targets, selected };
}

/** Presses one multiplier of its row, releases the others and shows that multiplier's preview. */
export function pressMultiplier(control: HTMLElement): void {
  const row = control.closest<HTMLElement>("[data-apply-row]");
  if (!row) return;
  for (const button of Array.from(row.querySelectorAll<HTMLElement>("[data-multiplier]"))) {
    button.setAttribute("aria-pressed", String(button === control));
  }
  for (const option of Array.from(row.querySelectorAll<HTMLElement>("[data-preview]"))) {
    option.hidden = option.dataset.preview !== control.dataset.multiplier;
  }
}
