// The data model of every document subtype, as registered in CONFIG.Actor/Item.dataModels.
import { M20CharacterModel, M20NpcModel } from "./actors/m20-character.js";
import { OperaCharacterModel, OperaNpcModel } from "./actors/opera-character.js";
import { WorldsCharacterModel } from "./actors/worlds-character.js";
import { WorldsNpcModel } from "./actors/worlds-npc.js";
import { PartyModel } from "./actors/party.js";
import { ArmorModel } from "./items/armor.js";
import { GearModel } from "./items/gear.js";
import { ForcePowerModel, PsionicPowerModel } from "./items/power.js";
import { AbilityModel, CareerModel, SpeciesModel } from "./items/star-worlds-items.js";
import { WeaponModel } from "./items/weapon.js";

export const ACTOR_MODELS = {
  m20Character: M20CharacterModel,
  m20Npc: M20NpcModel,
  operaCharacter: OperaCharacterModel,
  operaNpc: OperaNpcModel,
  worldsCharacter: WorldsCharacterModel,
  worldsNpc: WorldsNpcModel,
  party: PartyModel,
} as const;

export const ITEM_MODELS = {
  weapon: WeaponModel,
  armor: ArmorModel,
  gear: GearModel,
  forcePower: ForcePowerModel,
  psionicPower: PsionicPowerModel,
  career: CareerModel,
  ability: AbilityModel,
  species: SpeciesModel,
} as const;

export type ActorModels = typeof ACTOR_MODELS;
export type ItemModels = typeof ITEM_MODELS;
