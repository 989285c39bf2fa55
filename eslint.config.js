import js from "@eslint/js";
import convexPlugin from "@convex-dev/eslint-plugin";
import boundaries from "eslint-plugin-boundaries";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
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
    // bulletproof-react's rule: a feature does not import another feature; shared pieces live in
    // src/components/ or src/lib/. Routes and the app shell may use any feature.
    files: ["src/**/*.{ts,tsx}"],
    plugins: { boundaries },
    settings: {
      "boundaries/include": ["src/**/*"],
      "import/resolver": { typescript: { project: "tsconfig.app.json" } },
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
  ...convexPlugin.configs.recommended,
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
);
