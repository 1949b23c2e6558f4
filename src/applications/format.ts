// The number formatting sheets, dialogs, cards and trackers share: every number, percent, sign and
// count in the user's language (its one home is ../compat/intl.ts, so lower layers use it too).
export {
  countHelper,
  formatCount,
  formatDecimal,
  formatList,
  formatNumber,
  formatPercent,
  roundPercent,
  signed,
  wordHelper,
} from "../compat/intl.js";
