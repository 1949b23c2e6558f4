/**
 * node:fs in the walkthrough page (../build.ts aliases it): the stand-in and the template environment
 * read templates and lang/en.json by path; in the browser those files are bundled, looked up by their
 * repository path (whatever root the caller joined in front of it).
 */
const FILES: Record<string, string> = {
  ...import.meta.glob<string>("/templates/**/*.hbs", {
    query: "?raw",
    import: "default",
    eager: true,
  }),
  ...import.meta.glob<string>("/lang/*.json", { query: "?raw", import: "default", eager: true }),
};

export function readFileSync(path: string): string {
  const repoPath = /(?:^|\/)((?:templates|lang)\/.+)$/.exec(String(path))?.[1];
  const text = repoPath === undefined ? undefined : FILES[`/${repoPath}`];
  if (text === undefined) throw new Error(`The walkthrough page has no file ${path}`);
  return text;
}

export function readdirSync(path: string): never {
  throw new Error(`The walkthrough page cannot list ${path}`);
}
