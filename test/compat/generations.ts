// The two Foundry generations src/compat branches on, with each one's names for the chat modes,
// and a fresh stand-in running as one of them (Holocron's documents and rolls registered again as
// that generation's `init` does).
import { setupGlue, type Glue } from "../data/setup.js";
import { setGeneration, type Generation } from "../foundry/parts/release.js";

export const GM = "gm00000000000000";
export const PLAYER = "player1000000000";

export interface Case {
  generation: Generation;
  setting: string;
  names: Record<"public" | "gm" | "blind" | "self", string>;
}
export const CASES: Case[] = [
  {
    generation: 13,
    setting: "rollMode",
    names: { public: "publicroll", gm: "gmroll", blind: "blindroll", self: "selfroll" },
  },
  {
    generation: 14,
    setting: "messageMode",
    names: { public: "public", gm: "gm", blind: "blind", self: "self" },
  },
];

export async function generationWorld(generation: Generation): Promise<Glue> {
  const glue = await setupGlue();
  setGeneration(generation);
  const { registerDocuments } = await import("../../src/documents/register.js");
  registerDocuments();
  const { registerRolls } = await import("../../src/dice/register.js");
  registerRolls();
  return glue;
}

/** Sets a core client setting (the chat box writes the user's mode there). */
export function setCore(glue: Glue, key: string, value: unknown): Promise<unknown> {
  return (
    glue.env.game.settings as { set(n: string, k: string, v: unknown): Promise<unknown> }
  ).set("core", key, value);
}
