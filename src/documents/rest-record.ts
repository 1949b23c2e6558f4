// Time and healing: what the GM's time handler carries per character (the rest seconds short of
// an hour or a night) and the marks the GM sets (medical care, a bacta tank), with the seconds
// carried toward the next heat or cold check. A player owns their actor and can write its flags, so
// what the automation believes is kept in a world setting only a GM may write (architecture.md,
// "Trust only what the GM made or checked").
import { SYSTEM_ID } from "../config.js";
import { REST_SETTING, WorldRecordCopy } from "../settings.js";
import { isRecord } from "../rules/validate.js";

/** One character's carry and marks. */
export interface RestMarks {
  carried: number;
  medical: boolean;
  bacta: boolean;
}

export interface RestBook {
  /** By actor id. */
  actors: Record<string, RestMarks>;
  /** Seconds carried toward the next heat or cold check. */
  exposure: number;
}

const NONE: RestMarks = { carried: 0, medical: false, bacta: false };
const copy = new WorldRecordCopy<RestBook>();
const isCount = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0;

function marksOf(stored: unknown): RestMarks {
  if (!isRecord(stored)) return NONE;
  return {
    carried: isCount(stored.carried) ? stored.carried : 0,
    medical: stored.medical === true,
    bacta: stored.bacta === true,
  };
}

/** The book as stored (a value the setting cannot hold reads as nothing carried, no marks). */
export function restBook(): RestBook {
  return copy.read(() => {
    const stored: unknown = game.settings.get(SYSTEM_ID, REST_SETTING);
    if (!isRecord(stored)) return { actors: {}, exposure: 0 };
    const actors = isRecord(stored.actors) ? stored.actors : {};
    return {
      actors: Object.fromEntries(Object.entries(actors).map(([id, m]) => [id, marksOf(m)])),
      exposure: isCount(stored.exposure) ? stored.exposure : 0,
    };
  });
}

/** One character's carry and marks (none for an actor never recorded). */
export function restMarksOf(actor: { id: string | null }): RestMarks {
  return restBook().actors[actor.id ?? ""] ?? NONE;
}

/** GM: writes the book (only a GM may write a world setting: Foundry's SETTINGS_MODIFY). */
export async function writeRestBook(book: RestBook): Promise<void> {
  await game.settings.set(SYSTEM_ID, REST_SETTING, copy.keep(book));
}

/** GM: sets the medical-care and bacta marks of some characters, keeping their carry. */
export async function setRestMarks(
  marks: Record<string, Pick<RestMarks, "medical" | "bacta">>,
): Promise<void> {
  const book = restBook();
  const actors = { ...book.actors };
  for (const [id, mark] of Object.entries(marks)) {
    actors[id] = { ...(actors[id] ?? NONE), medical: mark.medical, bacta: mark.bacta };
  }
  await writeRestBook({ ...book, actors });
}
