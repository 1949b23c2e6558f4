// Language files: their keys, and how far a translation is behind lang/en.json.

/** Every leaf key of a nested language object, dotted ("HOLOCRON.Sheet.Name"), in file order. */
export function leafKeys(node, prefix = "") {
  if (typeof node === "string") return [prefix];
  if (!node || typeof node !== "object") return [];
  return Object.entries(node).flatMap(([key, value]) =>
    leafKeys(value, prefix ? `${prefix}.${key}` : key),
  );
}

/**
 * One language file against English: the English keys it lacks (missing), the keys it has that English
 * no longer has (stale), and the share of English keys it covers, in percent with one decimal.
 */
export function langReport(english, other) {
  const base = leafKeys(english);
  const have = new Set(leafKeys(other));
  const known = new Set(base);
  const missing = base.filter((key) => !have.has(key));
  const stale = [...have].filter((key) => !known.has(key));
  const covered = base.length - missing.length;
  const percent = base.length ? Math.floor((covered / base.length) * 1000) / 10 : 100;
  return { keys: base.length, covered, missing, stale, percent };
}

/** The report as text: one table row per file, then each file's missing and stale keys. */
export function formatReport(rows) {
  const header = ["file", "keys", "translated", "missing", "stale", "complete"];
  const body = rows.map(({ file, report }) => [
    file,
    String(report.keys),
    String(report.covered),
    String(report.missing.length),
    String(report.stale.length),
    `${report.percent.toFixed(1)}%`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
  const out = [line(header), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`];
  out.push(...body.map(line));
  for (const { file, report } of rows) {
    for (const [what, keys] of [
      ["missing", report.missing],
      ["stale", report.stale],
    ]) {
      if (keys.length)
        out.push("", `${file}: ${keys.length} ${what}`, ...keys.map((k) => `  ${k}`));
    }
  }
  return out.join("\n");
}
