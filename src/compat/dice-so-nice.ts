// Dice So Nice (an optional module): the one place Holocron speaks to it. A Roll posted on a chat
// message needs nothing here: DSN animates a new message's rolls itself, honouring its whisper and
// blind. Rolls that decide something after their message exists (a resistance or reroll written
// into a card, dice rolled while a card is updated) are shown here with that message's whisper,
// blind, id and speaker, as Draw Steel's compatibility/dsn.mjs does:
//   game.dice3d.showForRoll(roll, user, synchronize, whisper, blind, chatMessageID, speaker)
// (DSN's API: "whisper: list of users or userId who can see the roll, null if everyone can see";
// "blind: if the roll is blind for the current user"; "chatMessageID: a chatMessage ID to reveal
// when the roll ends"; "speaker: … needed to hide NPCs roll when the GM enables this setting";
// "options: ghost (default false) and secret (default false)";
// https://gitlab.com/riccisi/foundryvtt-dice-so-nice/-/wikis/API/Roll). A secret roll is passed
// as `secret`, so DSN draws it as ghost dice (dice without their faces' values) for the users its
// "show ghost dice" setting names, never its values to a user the message hides them from. `ghost`
// stays false: it would hide the values from the whispered GM too (pf2e sets `roll.ghost` only on
// the client of a user who may not read the roll). Without DSN nothing happens.

/** The part of DSN's `game.dice3d` Holocron calls. */
interface Dice3d {
  showForRoll(
    roll: Roll.Any,
    user: User.Implementation,
    synchronize: boolean,
    whisper: string[] | null,
    blind: boolean,
    chatMessageID: string | null,
    speaker: unknown,
    options: { ghost: boolean; secret: boolean },
  ): Promise<boolean>;
}

/** Where rolls are shown: the message they belong to (its id, whisper, blind and speaker). */
export interface DiceTable {
  id: string | null;
  whisper: readonly unknown[];
  blind: boolean;
  speaker?: unknown;
}

function isDice3d(value: unknown): value is Dice3d {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof Reflect.get(value, "showForRoll") === "function"
  );
}

/** DSN's API object when the module is active (it sets `game.dice3d` when ready), else null. */
export function dice3d(): Dice3d | null {
  const api: unknown = Reflect.get(game, "dice3d");
  return isDice3d(api) ? api : null;
}

/** A secret roll: one some users may not read, blind (even its roller may not) or whispered. */
function isSecret(table: DiceTable): boolean {
  return table.blind || table.whisper.length > 0;
}

/**
 * Shows evaluated rolls that belong to `table` as 3D dice to every user the message lets see them
 * (synchronized, with the message's whisper and blind); nothing without Dice So Nice.
 */
export async function showRolls(rolls: readonly Roll.Any[], table: DiceTable): Promise<void> {
  const api = dice3d();
  if (!api || rolls.length === 0) return;
  const whisper = table.whisper.filter((id): id is string => typeof id === "string");
  const secret = isSecret(table);
  for (const roll of rolls) {
    await api.showForRoll(
      roll,
      game.user,
      true,
      whisper.length ? whisper : null,
      table.blind,
      table.id,
      table.speaker ?? null,
      { ghost: false, secret },
    );
  }
}
