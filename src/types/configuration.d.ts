// Declaration merging with fvtt-types: the one place the system tells the compiler its settings,
// data models and document classes.
import type { RulesetId } from "../config.js";
import type { HolocronApi } from "../api.js";
import type { PowerCardState } from "../applications/chat/power-card-state.js";
import type { CardData } from "../applications/chat/card-data.js";
import type { HolocronCombat } from "../documents/combat.js";
import type { HolocronCombatant, CombatantFlags } from "../documents/combatant.js";
import type { DyingCheckMode } from "../documents/register-combat.js";
import type { HolocronActor } from "../documents/actor.js";
import type { HolocronItem } from "../documents/item.js";
import type { ActorModels, ItemModels } from "../data/models.js";

declare module "fvtt-types/configuration" {
  // Everything but the hook registrations in src/holocron.ts runs after `ready`, or inside
  // `init`/`setup` where the globals used already exist; so `game` is typed as fully initialised.
  interface AssumeHookRan {
    ready: never;
  }

  interface SettingConfig {
    "holocron.ruleset": RulesetId;
    "holocron.dyingCheckMode": DyingCheckMode;
  }

  interface DataModelConfig {
    Actor: ActorModels;
    Item: ItemModels;
  }

  interface DocumentClassConfig {
    Actor: typeof HolocronActor;
    Item: typeof HolocronItem;
    Combat: typeof HolocronCombat;
    Combatant: typeof HolocronCombatant;
  }

  namespace Hooks {
    interface HookConfig {
      /**
       * Before a damage card's damage is applied to one actor: a listener returning false skips
       * that actor (Negate Energy succeeded; src/powers/register.ts).
       */
      "holocron.preApplyDamage": (
        message: ChatMessage.Implementation,
        actorUuid: string,
      ) => boolean | void;
    }
  }

  interface FlagConfig {
    Combatant: { holocron?: CombatantFlags };
    /** Each area adds its members to HolocronMessageFlags (below) instead of redeclaring this. */
    ChatMessage: { holocron?: HolocronMessageFlags };
    /** Areas merge their members into HolocronEffectFlags (below). */
    ActiveEffect: { holocron?: HolocronEffectFlags };
    /** Areas merge their members into HolocronActorFlags (below). */
    Actor: { holocron?: HolocronActorFlags };
  }
}

declare global {
  /** `flags.holocron` of chat messages; areas merge their members into this interface. */
  interface HolocronMessageFlags {
    /** A power card's state (src/powers/card-state.ts). */
    power?: PowerCardState;
    /** A roll or damage card's data (src/applications/chat/card-data.ts). */
    card?: CardData;
  }

  /** `flags.holocron` of Active Effects; areas merge their members into this interface. */
  interface HolocronEffectFlags {
    /** Removed when the combat ends (the combat tracker's cleanup). */
    untilCombatEnd?: boolean;
    /** Battlemind's bonus to attack, damage and AC (src/powers/effects.ts). */
    battlemind?: number;
  }

  /** `flags.holocron` of actors; areas merge their members into this interface. */
  interface HolocronActorFlags {
    /** Heat or cold: checks made so far (src/applications/gm/hazard-flow.ts); the GM resets it. */
    exposureChecks?: number;
  }

  interface ReadyGame {
    /** Holocron's public API (src/api.ts), set during `init`. */
    holocron: HolocronApi;
  }
}
