// For fake combatants: apply the action marker's flag write the way Foundry applies an update.

export function applyMarkerFlags(
  target: { actionRound: number | null },
  changes: Record<string, unknown>,
): void {
  if (!("flags.holocron.actionRound" in changes)) return;
  const round = changes["flags.holocron.actionRound"];
  target.actionRound = typeof round === "number" ? round : null;
}
