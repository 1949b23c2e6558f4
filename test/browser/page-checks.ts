/**
 * Layout, legibility and contrast checks that run inside the gallery page (passed to page.evaluate, so
 * they must be self-contained: no imports, no closures). Each problem names its entry and its kind, so
 * the test can print a count per kind.
 */
export type ProblemKind =
  | "overflow"
  | "small-button"
  | "contrast"
  | "control-edge"
  | "clipped-input"
  | "small-text"
  | "unlabelled-button"
  | "no-hover-text";

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
  /** Inputs, selects and text areas whose edge was measured against what is around them. */
  controls: number;
  /** Buttons that show only an icon (no text of their own): each needs hover text. */
  iconButtons: number;
}

export function findProblems(minButton: number): { problems: PageProblem[]; census: PageCensus } {
  const problems: PageProblem[] = [];
  const census: PageCensus = { texts: 0, inputs: 0, buttons: 0, controls: 0, iconButtons: 0 };
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
  const ratioOf = (a: number[], b: number[]) => {
    const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return ((l1 ?? 0) + 0.05) / ((l2 ?? 0) + 0.05);
  };
  /**
   * A control's edge (WCAG 1.4.11, non-text contrast: 3:1): its border, else its own fill, against what
   * is around it. A native checkbox or radio is drawn by the browser, not by a border of ours.
   */
  const edgeRatio = (el: Element, style: CSSStyleDeclaration): number | null => {
    const native =
      el.matches("input[type=checkbox], input[type=radio]") && style.appearance !== "none";
    if (native || !el.parentElement) return null;
    const around = background(el.parentElement);
    const fill = background(el);
    const width = parseFloat(style.borderTopWidth);
    let border = 1;
    if (width > 0 && style.borderTopStyle !== "none") {
      const c = parse(style.borderTopColor);
      const blended = c
        .slice(0, 3)
        .map((v, i) => v * (c[3] ?? 1) + (around[i] ?? 0) * (1 - (c[3] ?? 1)));
      border = ratioOf(blended, around);
    }
    return Math.max(border, ratioOf(fill, around));
  };
  // checkVisibility: a closed <details>' content keeps its boxes but is not drawn.
  const visible = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && el.checkVisibility({ visibilityProperty: true });
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
      // An open breakdown floats in the top layer over its window (a popover), as a drop-down menu
      // does: it may pass the window's edge, never the screen's.
      const floating = el.closest(".holocron-breakdown__pop.is-open") !== null;
      if (floating && (r.left < -1 || r.right > document.documentElement.clientWidth + 1)) {
        add(
          "overflow",
          `<${el.tagName.toLowerCase()} class="${el.className}"> leaves the screen (${Math.round(r.left)}…${Math.round(r.right)} px)`,
        );
      } else if (!floating && (r.left < box.left - 1 || r.right > box.right + 1)) {
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
        // An icon-only control: its aria-label is for screen readers, its data-tooltip for the eye
        // (ux.md: every icon-only control has hover text). A wrapper may carry the tooltip.
        if (!(el.textContent ?? "").trim()) {
          census.iconButtons += 1;
          if (!el.closest("[data-tooltip]"))
            add(
              "no-hover-text",
              `<${el.tagName.toLowerCase()} class="${el.className}" aria-label="${el.getAttribute("aria-label") ?? ""}"> has no data-tooltip`,
            );
        }
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
      if (el.matches("input:not([type=hidden], [type=range], [type=color]), select, textarea")) {
        const edge = edgeRatio(el, style);
        if (edge !== null) {
          census.controls += 1;
          if (edge < 3)
            add(
              "control-edge",
              `<${el.tagName.toLowerCase()} name="${el.getAttribute("name") ?? ""}" class="${el.className}"> edge ${edge.toFixed(2)}:1`,
            );
        }
      }
      // A health bar's fill against its track (WCAG 1.4.11): the bar's state is read from that edge.
      if (el.matches(".holocron-health__fill") && el.parentElement && r.width > 0) {
        census.controls += 1;
        const edge = ratioOf(background(el), background(el.parentElement));
        const state = el.closest<HTMLElement>(".holocron-health")?.className ?? "";
        if (edge < 3)
          add("control-edge", `health fill (${state}) on its track ${edge.toFixed(2)}:1`);
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
      const ratio = ratioOf(blended, bg);
      if (ratio < 4.5) add("contrast", `text "${text}" has contrast ${ratio.toFixed(2)}:1`);
    }
  }
  return { problems, census };
}

/** Two texts (or a text and a form field) drawn over each other, in one entry. */
export interface Overlap {
  entry: string;
  problem: string;
}

/**
 * Texts and form fields that overlap, per entry: each line box of every visible text and each field, cut
 * to what its scrolling or clipping ancestors show, against every other one (self-contained, as above).
 */
export function findOverlaps(): { overlaps: Overlap[]; boxes: number } {
  const overlaps: Overlap[] = [];
  let boxes = 0;
  type Box = {
    owner: Element;
    text: string;
    left: number;
    top: number;
    right: number;
    bottom: number;
  };
  // checkVisibility: also false inside a closed <details> (its content is skipped, not display: none).
  const shown = (el: Element) => {
    if (!el.checkVisibility({ visibilityProperty: true })) return false;
    for (let node: Element | null = el; node; node = node.parentElement) {
      if (getComputedStyle(node).clipPath.includes("inset")) return false;
    }
    return true;
  };
  /** The rect as `from` and its ancestors that clip (overflow other than visible) let it be seen. */
  const clip = (rect: DOMRect, from: Element | null, frame: Element) => {
    let { left, top, right, bottom } = rect;
    for (let node = from; node && node !== frame.parentElement; node = node.parentElement) {
      const s = getComputedStyle(node);
      if (s.overflowX === "visible" && s.overflowY === "visible") continue;
      const r = node.getBoundingClientRect();
      left = Math.max(left, r.left);
      top = Math.max(top, r.top);
      right = Math.min(right, r.right);
      bottom = Math.min(bottom, r.bottom);
    }
    return { left, top, right, bottom };
  };
  for (const frame of document.querySelectorAll<HTMLElement>(".gallery-frame")) {
    const entry = frame.closest<HTMLElement>(".gallery-entry")?.id ?? "?";
    const list: Box[] = [];
    const walker = document.createTreeWalker(frame, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? "").trim();
      const owner = node.parentElement;
      if (!text || !owner || !shown(owner)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        const box = clip(rect, owner, frame); // a text is cut by its own element's overflow too
        if (box.right - box.left > 1 && box.bottom - box.top > 1) {
          list.push({ owner, text: text.slice(0, 24), ...box });
        }
      }
    }
    for (const field of frame.querySelectorAll("input:not([type=hidden]), select, textarea")) {
      if (!shown(field)) continue;
      const box = clip(field.getBoundingClientRect(), field.parentElement, frame);
      if (box.right - box.left > 1 && box.bottom - box.top > 1) {
        list.push({ owner: field, text: `<${field.tagName.toLowerCase()}>`, ...box });
      }
    }
    boxes += list.length;
    const popup = (el: Element) =>
      el.closest("details[open] > .holocron-menu__list, .holocron-breakdown__pop.is-open");
    // Line boxes of neighbouring lines may touch by a pixel or two: only a real overlap counts.
    const slack = 2;
    for (let i = 0; i < list.length; i += 1) {
      const a = list[i]!;
      for (let j = i + 1; j < list.length; j += 1) {
        const b = list[j]!;
        if (a.owner === b.owner) continue;
        // An open drop-down menu or breakdown floats over the sheet by design: it is compared only
        // with itself.
        if (popup(a.owner) !== popup(b.owner)) continue;
        const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (w > slack && h > slack) {
          overlaps.push({
            entry,
            problem: `"${a.text}" overlaps "${b.text}" (${Math.round(w)}×${Math.round(h)} px)`,
          });
        }
      }
    }
  }
  return { overlaps, boxes };
}
