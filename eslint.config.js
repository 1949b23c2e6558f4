// ESLint flat config: typescript-eslint on src/ and test/, the purity fence around src/rules, and the
// layer fence around every folder of src/ (scripts/lib/layers.mjs).
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import globals from "globals";
import { dirname, resolve, relative, sep } from "node:path";
import { layerRank, mayImport } from "./scripts/lib/layers.mjs";

const SRC_DIR = resolve("src");
const RULES_DIR = resolve("src/rules");
const FOUNDRY_GLOBALS = ["game", "CONFIG", "foundry", "Hooks", "ui", "canvas", "CONST"];

/** src/rules may import only from inside src/rules (and nothing from node_modules). */
const rulesStayInside = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      outside: "src/rules must not import '{{source}}': the rules stay pure (architecture.md).",
    },
  },
  create(context) {
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== "string") return;
      const target = source.startsWith(".") ? resolve(dirname(context.filename), source) : null;
      const inside = target !== null && !relative(RULES_DIR, target).startsWith("..");
      if (!inside) context.report({ node, messageId: "outside", data: { source } });
    };
    return {
      ImportDeclaration: check,
      ExportAllDeclaration: check,
      ExportNamedDeclaration: check,
      ImportExpression: check,
    };
  },
};

/** A file of src/ imports only from its own layer or the layers below it (CONTRIBUTING.md). */
const layersPointDown = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      upward:
        "'{{from}}' (layer {{fromRank}}) must not import '{{source}}' (layer {{toRank}}): layers point down.",
    },
  },
  create(context) {
    const from = relative(SRC_DIR, context.filename).split(sep).join("/");
    // Declaration files register Foundry's configuration types for every layer; they ship no code.
    if (from.endsWith(".d.ts")) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== "string" || !source.startsWith(".")) return;
      const target = relative(SRC_DIR, resolve(dirname(context.filename), source));
      if (target.startsWith("..")) return;
      const to = target.split(sep).join("/").replace(/\.js$/, ".ts");
      if (mayImport(from, to)) return;
      const data = { from, source, fromRank: layerRank(from), toRank: layerRank(to) };
      context.report({ node, messageId: "upward", data });
    };
    return {
      ImportDeclaration: check,
      ExportAllDeclaration: check,
      ExportNamedDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default tseslint.config(
  { ignores: ["dist/", "build/", "coverage/", "node_modules/", "packs/", ".stryker-tmp/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "no-console": ["error", { allow: ["info", "warn", "error"] }],
    },
  },
  {
    files: ["src/**/*.ts"],
    plugins: {
      holocron: {
        rules: { "rules-stay-inside": rulesStayInside, "layers-point-down": layersPointDown },
      },
    },
    rules: { "holocron/layers-point-down": "error" },
  },
  {
    files: ["src/rules/**/*.ts"],
    rules: {
      "holocron/rules-stay-inside": "error",
      "no-restricted-globals": [
        "error",
        ...FOUNDRY_GLOBALS.map((name) => ({
          name,
          message: "src/rules must not touch Foundry globals.",
        })),
      ],
      "no-restricted-properties": [
        "error",
        { object: "Math", property: "random", message: "Inject an rng: () => number instead." },
      ],
    },
  },
  {
    files: ["scripts/**/*.mjs", "*.config.*", "eslint.config.js"],
    rules: { "no-console": "off" },
  },
);
