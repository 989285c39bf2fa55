import js from "@eslint/js";
import convexPlugin from "@convex-dev/eslint-plugin";
import boundaries from "eslint-plugin-boundaries";
import playwright from "eslint-plugin-playwright";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import lingui from "eslint-plugin-lingui";
import tseslint from "typescript-eslint";

const TYPED = ["src/**/*.{ts,tsx}", "convex/**/*.ts", "offline-backend/**/*.ts"];
const TEST_FILES = [
  "**/*.test.{ts,tsx}",
  "**/*.setup.ts",
  "**/test-utils/**",
  "**/test-helpers.ts",
  "**/*.test-helpers.ts",
  "**/test-setup.ts",
];

const CONVEX_FROM_BROWSER = {
  regex: "^@convex/(?!_generated/|shared/)",
  allowTypeImports: true,
  message: "The browser imports convex/shared/ or the generated API only: move the module to convex/shared/.",
};
const SONNER_ONLY_VIA_FACADE = {
  name: "sonner",
  allowTypeImports: true,
  message:
    'Import { toast } from "@/lib/toast": it loads sonner with the first toast, so sonner stays out of the page\'s start.',
};

export default tseslint.config(
  {
    ignores: [
      "dist",
      "node_modules",
      "convex/_generated",
      "src/routeTree.gen.ts",
      "offline-backend/fixtures/convex/_generated",
      "test-results",
      "playwright-report",
      ".data",
      // Gitignored output of the benchmarks and the router plugin: built code, not ours to lint.
      "bench-results",
      ".tanstack",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Typed rules read the TypeScript program, which costs a second type-check beside `tsc -b`:
    // they run on the product's code, where a dropped promise is a user's lost write. One program
    // for all of it (tsconfig.all.json, ADR 0091): the project service made one per tsconfig, and
    // checked convex/ in two of them.
    files: TYPED,
    ignores: TEST_FILES,
    languageOptions: { parserOptions: { project: "tsconfig.all.json", tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  {
    // Every word a person reads comes from a catalog in their language (ADR 0089): a string with
    // letters in the interface's code is an error, except what is plainly not words (keys, class
    // names, single lowercase tokens, CONSTANTS) and the typed catalog keys themselves.
    files: ["src/**/*.{ts,tsx}", "convex/shared/**/*.ts"],
    ignores: [...TEST_FILES, "src/routeTree.gen.ts", "src/entry-server.tsx"],
    plugins: { lingui },
    rules: {
      "lingui/no-unlocalized-strings": [
        "error",
        {
          ignore: ["^(?![A-Z])\\S+$", "^[A-Z0-9_-]+$", "^[A-Z][a-z]+[A-Z]\\w*$"],
          ignoreNames: [
            { regex: { pattern: "className", flags: "i" } },
            { regex: { pattern: "^[A-Z0-9_-]+$" } },
            { regex: { pattern: "^(data|aria)-(?!label)" } },
            "src",
            "srcSet",
            "href",
            "to",
            "type",
            "id",
            "key",
            "name",
            "rel",
            "target",
            "method",
            "accept",
            "autoComplete",
            "inputMode",
            "role",
            "variant",
            "size",
            "side",
            "align",
            "displayName",
          ],
          ignoreFunctions: [
            "cva",
            "cn",
            "v.literal",
            "clsx",
            "Error",
            "TypeError",
            "console.*",
            "*.addEventListener",
            "*.removeEventListener",
            "*.getItem",
            "*.setItem",
            "*.removeItem",
            "*.querySelector",
            "*.querySelectorAll",
            "*.getElementById",
            "*.includes",
            "*.startsWith",
            "*.endsWith",
            "*.indexOf",
            "*.set",
            "*.get",
            "*.has",
            "*.append",
            "useQuery",
            "useMutation",
            "useAction",
            "usePaginatedQuery",
            "document.createElement",
            "new URL",
            "new URLSearchParams",
          ],
          useTsTypes: true,
          ignoreMethodsOnTypes: ["Map.get", "Map.has", "Set.has"],
        },
      ],
    },
  },
  {
    // axe's aria-prohibited-attr: a div, span or Skeleton without a role may not carry aria-label.
    // Loading boxes are live regions (role="status"); the scan only meets them when it is early,
    // so the rule catches here what the accessibility journey would catch one run in ten.
    files: ["src/**/*.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "JSXOpeningElement[name.name=/^(div|span|Skeleton)$/]:has(JSXAttribute[name.name='aria-label']):not(:has(JSXAttribute[name.name='role']))",
          message: 'aria-label needs a role here (axe aria-prohibited-attr): loading boxes take role="status".',
        },
      ],
    },
  },
  {
    // The browser may import from convex/ only the generated API and convex/shared/, the one marked
    // place of modules written for both sides (ADR 0052); types may come from anywhere. Toasts go
    // through @/lib/toast, which fetches sonner with the first toast: sonner stays out of the start
    // of every screen that can raise one (issue #32).
    files: ["src/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { paths: [SONNER_ONLY_VIA_FACADE], patterns: [CONVEX_FROM_BROWSER] }] },
  },
  {
    // The facade, the toaster (mounted lazily, src/components/toaster.tsx) and the tests use sonner itself.
    files: ["src/lib/toast.ts", "src/components/ui/sonner.tsx", ...TEST_FILES.map((glob) => `src/${glob}`)],
    rules: { "no-restricted-imports": ["error", { patterns: [CONVEX_FROM_BROWSER] }] },
  },
  {
    // convex/shared/ runs in the browser too: it imports nothing of the server but types.
    files: ["convex/shared/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^\\.\\./", allowTypeImports: true, message: "convex/shared/ imports only convex/shared/." },
          ],
        },
      ],
    },
  },
  {
    files: ["convex/shared/*/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.\\./\\.\\./",
              allowTypeImports: true,
              message: "convex/shared/ imports only convex/shared/.",
            },
          ],
        },
      ],
    },
  },
  {
    // bulletproof-react's rule: a feature does not import another feature; shared pieces live in
    // src/components/ or src/lib/. Routes and the app shell may use any feature.
    files: ["src/**/*.{ts,tsx}"],
    plugins: { boundaries },
    settings: {
      "boundaries/include": ["src/**/*"],
      "import/resolver": { typescript: { project: "tsconfig.all.json" } },
      "boundaries/elements": [{ type: "feature", pattern: "src/features/*", capture: ["feature"] }],
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "allow",
          policies: [
            {
              from: { element: { type: "feature" } },
              disallow: {
                to: { element: { type: "feature", captured: { feature: "!{{from.element.captured.feature}}" } } },
              },
              message:
                "A feature does not import another feature: move the shared piece to src/components/ or src/lib/.",
            },
          ],
        },
      ],
    },
  },
  {
    // End-to-end tests are not type-linted (above): Playwright's own rule finds the promise a test
    // forgets to await (an expect, a step, a page action), without the TypeScript program.
    files: ["tests/e2e/**/*.ts"],
    plugins: { playwright },
    rules: { "playwright/missing-playwright-await": "error" },
  },
  ...convexPlugin.configs.recommended,
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
);
