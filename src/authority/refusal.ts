// A request the authority will not carry out. The reason is an i18n key: the requester is told it,
// and the GM's console logs it with the sender's name, so a GM can read who tried what.

/** Thrown by a policy or a carry-out to refuse a request; nothing has been written when it is. */
export class Refusal extends Error {
  constructor(
    /** i18n key of the reason. */
    public readonly key: string,
    public readonly data: Record<string, string> = {},
  ) {
    super(key);
    this.name = "Refusal";
  }
}

/** One refused or ignored message, as the GM's client logged it. */
export interface RefusalRecord {
  kind: string;
  senderId: string;
  senderName: string;
  reason: string;
  /** What was wrong beyond the reason, for the GM (a malformed payload's first wrong field). */
  detail?: string;
  at: number;
}

const LOG_SIZE = 200;
const log: RefusalRecord[] = [];

/** Logs a refusal on this client's console and keeps the last LOG_SIZE for `recentRefusals`. */
export function logRefusal(
  kind: string,
  senderId: string,
  reason: string,
  detail?: string,
): RefusalRecord {
  const senderName = game.users?.get(senderId)?.name ?? senderId;
  const record: RefusalRecord = { kind, senderId, senderName, reason, at: Date.now() };
  if (detail !== undefined) record.detail = detail;
  log.push(record);
  if (log.length > LOG_SIZE) log.shift();
  const more = detail === undefined ? "" : ` (${detail})`;
  console.warn(`Holocron | refused "${kind}" from ${senderName} (${senderId}): ${reason}${more}`);
  return record;
}

/** The refusals this client logged, oldest first (game.holocron.authority.refusals()). */
export function recentRefusals(): readonly RefusalRecord[] {
  return [...log];
}
