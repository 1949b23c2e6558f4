/**
 * Layout, legibility and contrast checks that run inside the gallery page (passed to page.evaluate, so
 * they must be self-contained: no imports, no closures). Each problem names its entry and its kind, so
 * the test can print a count per kind.
 */
export type ProblemKind =
  "overflow" | "small-button" | "contrast" | "clipped-input" | "small-text" | "unlabelled-button";

export interface PageProblem {
  entry: string;
  kind: ProblemKind;
  problem: string;
}

/** What was checked: how many texts, inputs and buttons the counts are out of. */
export interface PageCensus {
  texts: number;
  inputs: number;
  buttons: number;
}

export function findProblems(minButton: number): { problems: PageProblem[]; census: PageCensus } {
  const problems: PageProblem[] = [];
  const census: PageCensus = { texts: 0, inputs: 0, buttons: 0 };
  const parse = (c: string): [number, number, number, number] => {
    const m = c.match(/rgba?\(([^)]+)\)/);
    if (!m || !m[1]) return [0, 0, 0, 0];
    const p = m[1]
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return [p[0] ?? 0, p[1] ?? 0, p[2] ?? 0, p[3] ?? 1];
  };
  const luminance = ([r, g, b]: number[]) => {
    const f = (v: number) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * f(r ?? 0) + 0.7152 * f(g ?? 0) + 0.0722 * f(b ?? 0);
  };
  const background = (el: Element): number[] => {
    const layers: number[][] = [];
    for (let node: Element | null = el; node; node = node.parentElement) {
      const c = parse(getComputedStyle(node).backgroundColor);
      if (c[3] > 0) {
        layers.push(c);
        if (c[3] >= 1) break;
      }
    }
    let out = [255, 255, 255];
    for (const layer of layers.reverse()) {
      const a = layer[3] ?? 1;
      out = out.map((v, i) => (layer[i] ?? 0) * a + v * (1 - a));
    }
    return out;
  };
  const visible = (el: Element) => {
    const r = el.getBoundingClientRect();
    const s = getComputedStyle(el);
    return r.width > 0 && r.height > 0 && s.visibility !== "hidden" && s.display !== "none";
  };
  // A hidden-for-sight text (visually-hidden labels) is read, not seen: size and contrast do not apply.
  const clippedAway = (el: Element) => {
    for (let node: Element | null = el; node; node = node.parentElement) {
      if (getComputedStyle(node).clipPath.includes("inset")) return true;
    }
    return false;
  };
  const canvas = document.createElement("canvas").getContext("2d");
  const textWidth = (text: string, style: CSSStyleDeclaration) => {
    if (!canvas) return 0;
    canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    return canvas.measureText(text).width;
  };
  const label = (el: Element) =>
    (el.textContent ?? "").trim() ||
    el.getAttribute("aria-label")?.trim() ||
    el.getAttribute("title")?.trim() ||
    (el.getAttribute("aria-labelledby") ? "labelled" : "");
  for (const frame of document.querySelectorAll<HTMLElement>(".gallery-frame")) {
    const entry = frame.closest<HTMLElement>(".gallery-entry")?.id ?? "?";
    const box = frame.getBoundingClientRect();
    const add = (kind: ProblemKind, problem: string) => problems.push({ entry, kind, problem });
    for (const el of frame.querySelectorAll<HTMLElement>("*")) {
      if (!visible(el)) continue;
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (style.clipPath.includes("inset")) continue;
      if (r.left < box.left - 1 || r.right > box.right + 1) {
        add(
          "overflow",
          `<${el.tagName.toLowerCase()} class="${el.className}"> overflows the sheet (${Math.round(r.left - box.left)}…${Math.round(r.right - box.left)} of ${Math.round(box.width)} px)`,
        );
      }
      const clickable = el.matches("button, summary, a[data-action], [role='button']");
      if (clickable) {
        census.buttons += 1;
        if (r.width < minButton || r.height < minButton) {
          add(
            "small-button",
            `${el.tagName.toLowerCase()} "${el.textContent?.trim() ?? ""}" is ${Math.round(r.width)}×${Math.round(r.height)} px`,
          );
        }
        if (!label(el))
          add(
            "unlabelled-button",
            `<${el.tagName.toLowerCase()} class="${el.className}"> has no text, aria-label or title`,
          );
      }
      const field = el.matches(
        "input:not([type=checkbox], [type=radio], [type=range], [type=color]), select",
      );
      if (field && el instanceof HTMLInputElement) {
        census.inputs += 1;
        // Chromium draws a number input's spinner inside it: its value needs room beside it.
        const spinner = el.type === "number" ? 16 : 0;
        const room =
          el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - spinner;
        const needed = textWidth(el.value || el.placeholder, style);
        if (needed > room + 0.5) {
          add(
            "clipped-input",
            `input "${el.value}" needs ${Math.ceil(needed)} px, has ${Math.floor(room)} px`,
          );
        }
      }
      const hasText =
        field ||
        [...el.childNodes].some(
          (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? "").trim() !== "",
        );
      if (!hasText || clippedAway(el)) continue;
      census.texts += 1;
      const text = (el.textContent || (el as HTMLInputElement).value || "").trim().slice(0, 30);
      if (parseFloat(style.fontSize) < 12 - 0.01) {
        add("small-text", `text "${text}" is ${style.fontSize}`);
      }
      const fg = parse(style.color);
      const bg = background(el);
      const blended = fg
        .slice(0, 3)
        .map((v, i) => v * (fg[3] ?? 1) + (bg[i] ?? 0) * (1 - (fg[3] ?? 1)));
      const [l1, l2] = [luminance(blended), luminance(bg)].sort((a, b) => b - a);
      const ratio = ((l1 ?? 0) + 0.05) / ((l2 ?? 0) + 0.05);
      if (ratio < 4.5) add("contrast", `text "${text}" has contrast ${ratio.toFixed(2)}:1`);
    }
  }
  return { problems, census };
}
