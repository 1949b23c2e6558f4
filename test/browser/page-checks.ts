/**
 * Layout and contrast checks that run inside the gallery page (passed to page.evaluate, so they must be
 * self-contained: no imports, no closures). Each returns problems as readable strings.
 */
export interface PageProblem {
  entry: string;
  problem: string;
}

export function findProblems(minButton: number): PageProblem[] {
  const problems: PageProblem[] = [];
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
  for (const frame of document.querySelectorAll<HTMLElement>(".gallery-frame")) {
    const entry = frame.closest<HTMLElement>(".gallery-entry")?.id ?? "?";
    const box = frame.getBoundingClientRect();
    for (const el of frame.querySelectorAll<HTMLElement>("*")) {
      if (!visible(el)) continue;
      const r = el.getBoundingClientRect();
      if (getComputedStyle(el).clipPath.includes("inset")) continue;
      if (r.left < box.left - 1 || r.right > box.right + 1) {
        problems.push({
          entry,
          problem: `<${el.tagName.toLowerCase()} class="${el.className}"> overflows the sheet (${Math.round(r.left - box.left)}…${Math.round(r.right - box.left)} of ${Math.round(box.width)} px)`,
        });
      }
      const clickable = el.matches("button, summary, a[data-action], [role='button']");
      if (clickable && (r.width < minButton || r.height < minButton)) {
        problems.push({
          entry,
          problem: `${el.tagName.toLowerCase()} "${el.textContent?.trim() ?? ""}" is ${Math.round(r.width)}×${Math.round(r.height)} px`,
        });
      }
      const hasText =
        el.matches("input:not([type=checkbox]), select") ||
        [...el.childNodes].some(
          (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? "").trim() !== "",
        );
      if (!hasText) continue;
      const fg = parse(getComputedStyle(el).color);
      const bg = background(el);
      const blended = fg
        .slice(0, 3)
        .map((v, i) => v * (fg[3] ?? 1) + (bg[i] ?? 0) * (1 - (fg[3] ?? 1)));
      const [l1, l2] = [luminance(blended), luminance(bg)].sort((a, b) => b - a);
      const ratio = ((l1 ?? 0) + 0.05) / ((l2 ?? 0) + 0.05);
      if (ratio < 4.5) {
        const text = (el.textContent ?? (el as HTMLInputElement).value ?? "").trim().slice(0, 30);
        problems.push({ entry, problem: `text "${text}" has contrast ${ratio.toFixed(2)}:1` });
      }
    }
  }
  return problems;
}
