/** node:path in the walkthrough page (../build.ts aliases it): the POSIX joins the stand-in's file reads use. */
function normalize(path: string): string {
  const out: string[] = [];
  for (const part of path.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") out.pop();
    else out.push(part);
  }
  return `/${out.join("/")}`;
}

export const join = (...parts: string[]): string => normalize(parts.join("/"));
export const resolve = (...parts: string[]): string => {
  const from = parts.reduce((acc, p) => (p.startsWith("/") ? p : `${acc}/${p}`), "/");
  return normalize(from);
};
export const dirname = (path: string): string => normalize(`${path}/..`);
export const relative = (from: string, to: string): string => {
  const root = normalize(from);
  const target = normalize(to);
  return target.startsWith(`${root}/`) ? target.slice(root.length + 1) : target;
};
