// ESLint: typescript-eslint's recommended rules, React hooks and jsx-a11y on the app; zero warnings
// allowed (`npm run lint`, and a step of `npm test`). Formatting is Prettier's, not ESLint's.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      ".wrangler/",
      ".cache/",
      "public/build/",
      "functions/*.js", // [[path]].js, made by remix build
      "functions/metafile.*.json",
      "test-results/",
      "playwright-report/",
      "tests/bench/results/",
      "worker-configuration.d.ts", // made by `npm run typegen`
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.serviceworker } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  // CommonJS on purpose: preloaded into wrangler with --require.
  { files: ["**/*.cjs"], languageOptions: { sourceType: "commonjs" }, rules: { "@typescript-eslint/no-require-imports": "off" } },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      // The classic two rules. v7's React Compiler rules (refs, set-state-in-effect) judge code for
      // a compiler this app does not use.
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
);
