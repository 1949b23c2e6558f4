// The kinds of damage every ruleset tells apart: Negate Energy stops energy, Stun Droid / Machine Stun is
// ion, armor and the rest read kinetic (rulings.md: damage types). One list for weapons, cards, hazards,
// enrichers and requests.
export const DAMAGE_TYPES = ["energy", "kinetic", "ion"] as const;
export type DamageType = (typeof DAMAGE_TYPES)[number];

export function isDamageType(value: unknown): value is DamageType {
  return (DAMAGE_TYPES as readonly unknown[]).includes(value);
}
