/// <reference types="vite/client" />
/**
 * The small typed stand-in for Foundry's globals that glue tests run against (architecture.md layer 2).
 * It implements only what the system's code calls. Each file in ./parts adds one area by exporting
 * `install(env)`; keep them small, and push logic down into src/rules rather than growing a clone here.
 */
export type Namespace = Record<string, unknown>;

/** The globals the stand-in builds; parts add to these objects. */
export interface StandInEnv {
  foundry: Namespace & {
    abstract: Namespace;
    data: Namespace & { fields: Namespace };
    utils: Namespace;
    dice: Namespace & { terms: Namespace };
    documents: Namespace & { collections: Namespace };
    applications: Namespace & {
      api: Namespace;
      sheets: Namespace;
      apps: Namespace;
      handlebars: Namespace;
      ux: Namespace;
    };
  };
  CONFIG: Namespace;
  CONST: Namespace;
  game: Namespace;
  ui: Namespace;
  Hooks: Namespace;
  /** Other globals (Roll, ChatMessage, Actor…) that Foundry also exposes at the top level. */
  extra: Namespace;
}

type Part = { install(env: StandInEnv): void; order?: number };

const parts = import.meta.glob<Part>("./parts/*.ts", { eager: true });

export function createEnv(): StandInEnv {
  const env: StandInEnv = {
    foundry: {
      abstract: {},
      data: { fields: {} },
      utils: {},
      dice: { terms: {} },
      documents: { collections: {} },
      applications: { api: {}, sheets: {}, apps: {}, handlebars: {}, ux: {} },
    },
    CONFIG: {},
    CONST: {},
    game: {},
    ui: {},
    Hooks: {},
    extra: {},
  };
  const ordered = Object.values(parts).sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  for (const part of ordered) part.install(env);
  return env;
}

/** Installs a fresh stand-in on globalThis and returns it (tests call this in beforeEach when they need a clean world). */
export function installFoundry(): StandInEnv {
  const env = createEnv();
  const globals: Namespace = {
    foundry: env.foundry,
    CONFIG: env.CONFIG,
    CONST: env.CONST,
    game: env.game,
    ui: env.ui,
    Hooks: env.Hooks,
    ...env.extra,
  };
  for (const [name, value] of Object.entries(globals)) Reflect.set(globalThis, name, value);
  return env;
}
