// A stable seed from a request's text, so one state always shows one answer (the odds panel, the
// encounter builder).

/** FNV-1a over the text: a whole 32-bit number. */
export function seedOf(key: string): number {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  return h >>> 0;
}
