// The hit point state both d20 rulesets track. How damage moves it differs (m20: overflow into STR
// damage; Space Opera: below 0 is dying), so each ruleset names its statuses and adds its fields.

/** Current and max HP, whether this is a mook (no HP: any damage defeats it), and the status. */
export interface HitPoints<Status extends string> {
  hp: number;
  maxHp: number;
  mook: boolean;
  status: Status;
}
