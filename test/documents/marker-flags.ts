// For fake combatants: apply the action marker's flag writes the way Foundry applies an update.

export function applyMarkerFlags(
  target: { actionSpent: boolean; nextActionSpent: boolean },
  changes: Record<string, unknown>,
): void {
  const spent = changes["flags.holocron.actionSpent"];
  const next = changes["flags.holocron.nextActionSpent"];
  if (typeof spent === "boolean") target.actionSpent = spent;
  if (typeof next === "boolean") target.nextActionSpent = next;
}
