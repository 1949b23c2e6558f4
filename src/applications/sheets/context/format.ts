/** Small number formatting shared by the sheet contexts. */

/** Bar fill 0..100, safe for a zero or negative maximum. */
export function percent(value: number, max: number): number {
  if (max <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((value / max) * 100)));
}

export function healthLevel(value: number, max: number): "ok" | "low" | "out" {
  if (value <= 0) return "out";
  return value * 2 <= max ? "low" : "ok";
}

/** A sheet's header of its document: its ids ("" before it is saved), name, and image or placeholder. */
export function headerOf(
  doc: { id?: string | null; uuid?: string | null; name: string; img?: string | null },
  placeholder: string,
) {
  return { id: doc.id ?? "", uuid: doc.uuid ?? "", name: doc.name, img: doc.img ?? placeholder };
}
