// Declaration merging with fvtt-types: the one place the system tells the compiler its settings,
// data models and document classes.
import type { RulesetId } from "../config.js";
import type { HolocronApi } from "../api.js";
import type { HolocronCombat } from "../documents/combat.js";
import type { HolocronCombatant, CombatantOwnFlags } from "../documents/combatant.js";
import type { DyingCheckMode } from "../documents/register-combat.js";
import type { HolocronActor, HealthChange } from "../documents/actor.js";
import type { HolocronItem } from "../documents/item.js";
import type { DamageOptions, RecoveryKind, RecoveryOptions } from "../rulesets/ruleset.js";
import type { ActorModels, ItemModels } from "../data/models.js";
import type { HazardRegionBehavior } from "../applications/gm/hazard-region.js";
import type { Prediction } from "../rules/sim/index.js";
import type { StoredChases } from "../documents/chase-store.js";
import type { StoredLedger } from "../cards/card.js";
import type { VouchBook } from "../documents/hero-point-vouch.js";
import type { RestBook } from "../documents/rest-record.js";
import type { chase } from "../rules/index.js";
import type { Quench } from "@ethaks/fvtt-quench";
import type { BabeleApi } from "../hooks/babele.js";

declare module "fvtt-types/configuration" {
  // Everything but the start-up hook registrations (src/hooks/entry.ts) runs after `ready`, or inside
  // `init`/`setup` where the globals used already exist; so `game` is typed as fully initialised.
  interface AssumeHookRan {
    ready: never;
  }

  interface SettingConfig {
    "holocron.ruleset": RulesetId;
    "holocron.dyingCheckMode": DyingCheckMode;
    /** Every chase of the world (src/documents/chase-store.ts). */
    "holocron.chases": StoredChases;
    /** The GM's verdicts on players' cards (src/cards/card.ts). */
    "holocron.cardLedger": StoredLedger;
    /** The Hero Points the GM vouches for (src/documents/hero-point-vouch.ts). */
    "holocron.heroPointVouch": VouchBook;
    /** Heat or cold: the checks the GM counted, by actor id (src/documents/hero-point-vouch.ts). */
    "holocron.exposureCounts": Record<string, number>;
    /** The rest carried and the GM's marks, by actor id (src/documents/rest-record.ts). */
    "holocron.restClock": RestBook;
    /** The weapons' damage a GM approved, by item uuid (src/documents/item-provenance.ts). */
    "holocron.itemLedger": { items: Record<string, string>; seeded?: boolean };
    /** The id of the ledger's home journal (src/documents/ledger/home.ts). */
    "holocron.ledgerHome": string;
    /** The ids of the ledger's pages a player wrote (src/documents/ledger/home.ts). */
    "holocron.ledgerTainted": string[];
    "holocron.showOtherRulesetPacks": boolean;
    /** This user folded the creation guide (src/applications/sheets/guide-flag.ts). */
    "holocron.guideCollapsed": boolean;
    "holocron.secretNpcDefense": boolean;
    "holocron.secretNpcHealth": boolean;
  }

  interface DataModelConfig {
    Actor: ActorModels;
    Item: ItemModels;
    /** The hazard region behaviour (src/applications/gm/hazard-region.ts). */
    RegionBehavior: { hazard: typeof HazardRegionBehavior };
  }

  interface DocumentClassConfig {
    Actor: typeof HolocronActor;
    Item: typeof HolocronItem;
    Combat: typeof HolocronCombat;
    Combatant: typeof HolocronCombatant;
  }

  namespace Hooks {
    // Holocron's extension points (HolocronHookSignatures, below), and the chase tracker's.
    interface HookConfig extends HolocronHookSignatures {
      /** Every client, after the stored chases change (src/documents/chase-store.ts). */
      "holocron.chasesChanged": (book: chase.ChaseBook) => void;
      /** The Quench module, ready for test batches (only when it is active): src/quench/. */
      quenchReady: (quench: Quench) => void;
      /** The Babele module, before it loads translations (only when it is active): src/hooks/babele.ts. */
      "babele.init": (babele: BabeleApi) => void;
    }
  }

  interface FlagConfig {
    /** A combatant's own flags are its owner's to write: only the action marker is kept there. */
    Combatant: { holocron?: CombatantOwnFlags };
    /** Each area adds its members to HolocronMessageFlags (below) instead of redeclaring this. */
    ChatMessage: { holocron?: HolocronMessageFlags };
    /** Areas merge their members into HolocronEffectFlags (below). */
    ActiveEffect: { holocron?: HolocronEffectFlags };
    /** Areas merge their members into HolocronActorFlags (below). */
    Actor: { holocron?: HolocronActorFlags };
    /** Areas merge their members into HolocronCombatFlags (below). */
    Combat: { holocron?: HolocronCombatFlags };
  }
}

declare global {
  /**
   * Holocron's extension points (src/documents/extension-hooks.ts, listed in docs/extension-hooks.md): each
   * hook's arguments. A `pre*` listener returning false cancels the action.
   */
  interface HolocronHookSignatures {
    /** Before a stat, skill or attack roll; `plan` holds the dialog's config, stat and title. */
    "holocron.preRoll": (actor: Actor.Implementation, plan: object) => boolean | void;
    /** After the roll's card is posted. */
    "holocron.roll": (actor: Actor.Implementation, message: ChatMessage.Implementation) => void;
    /** Before a weapon's damage is rolled. */
    "holocron.preRollDamage": (
      actor: Actor.Implementation,
      item: Item.Implementation,
      roll: { formula: string; damageType: string; critical: boolean },
    ) => boolean | void;
    /** After the damage card is posted. */
    "holocron.rollDamage": (
      actor: Actor.Implementation,
      item: Item.Implementation,
      message: ChatMessage.Implementation,
    ) => void;
    /** Before a damage card's damage reaches one actor (Negate Energy skips a negating Knight). */
    "holocron.preApplyDamage": (
      message: ChatMessage.Implementation,
      actorUuid: string,
    ) => boolean | void;
    /** Before damage changes an actor's health (on the client that writes it). */
    "holocron.preDamage": (
      actor: Actor.Implementation,
      amount: number,
      options: DamageOptions,
    ) => boolean | void;
    /** After damage changed it: fields and statuses before and after. */
    "holocron.damage": (actor: Actor.Implementation, change: HealthChange) => void;
    "holocron.preHeal": (actor: Actor.Implementation, points: number) => boolean | void;
    "holocron.heal": (actor: Actor.Implementation, change: HealthChange) => void;
    /** Before a rest or a second wind. */
    "holocron.preRecover": (
      actor: Actor.Implementation,
      kind: RecoveryKind,
      options: RecoveryOptions,
    ) => boolean | void;
    "holocron.recover": (
      actor: Actor.Implementation,
      kind: RecoveryKind,
      change: HealthChange,
    ) => void;
    /** Before a Force or psionic power is paid and rolled; `plan` holds its cost, rows and penalty. */
    "holocron.preUsePower": (
      actor: Actor.Implementation,
      item: Item.Implementation,
      plan: object,
    ) => boolean | void;
    /** After the power's card is posted. */
    "holocron.usePower": (
      actor: Actor.Implementation,
      item: Item.Implementation,
      message: ChatMessage.Implementation,
    ) => void;
  }

  /**
   * `flags.holocron` of chat messages; areas merge their members into this interface. A player writes
   * the flags of their own messages, so every member is `unknown`: each is read through a shape
   * (test/scripts/chat-flags.test.ts holds this).
   */
  interface HolocronMessageFlags {
    /** A power card's state (src/applications/chat/power-card-state.ts). */
    power?: unknown;
    /** A roll or damage card's data (src/cards/data.ts). */
    card?: unknown;
    /** A chase round card: which chase and round (src/applications/chase/round-card.ts). */
    chaseRound?: unknown;
    /** A Daring tie-break card's groups, for a Hero Point reroll (src/applications/combat/daring-reroll.ts). */
    daringTies?: unknown;
    /** A new career waiting for the GM (src/applications/sheets/career-request.ts). */
    careerRequest?: unknown;
  }

  /** `flags.holocron` of Active Effects; areas merge their members into this interface. */
  interface HolocronEffectFlags {
    /** Removed when the combat ends (the combat tracker's cleanup). */
    untilCombatEnd?: boolean;
    /** Battlemind's bonus to attack, damage and AC (src/documents/power-effects.ts). */
    battlemind?: number;
  }

  /** `flags.holocron` of actors; areas merge their members into this interface. */
  interface HolocronActorFlags {
    /**
     * Heat or cold: checks made so far, as the sheet and the ledger show them; its owner can write
     * it, so the GM's hazard tool reads the GM's own count (src/documents/hero-point-vouch.ts).
     */
    exposureChecks?: number;
    /** The creation guide of a new character's sheet: shown, or dismissed by the player. */
    guide?: "open" | "dismissed";
    /**
     * Stored by earlier versions (the round of the last dying check); its owner can write it, so it
     * is never read: the round is a fact of the combat now (src/documents/combat-facts.ts).
     */
    dyingCheckRound?: unknown;
  }

  interface HolocronCombatFlags {
    /** The encounter builder's odds for the group the GM placed (src/applications/encounter/place-group.ts). */
    prediction?: Prediction;
    /** What the GM's automation keeps about each combatant, by id (src/documents/combat-facts.ts). */
    facts?: unknown;
  }

  interface ReadyGame {
    /** Holocron's public API (src/api.ts), set during `init`. */
    holocron: HolocronApi;
  }
}
