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
      ".rehearsal/", // the rehearsed artifact and its local state (npm run rehearse)
      ".cache/",
      "public/build/",
      "build/", // build/server/remix.js, made by remix build
      "functions/*.js", // [[path]].js, left in old checkouts by the remix build before the function entry became [[path]].ts
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
      // `import { z } from "zod"` is zod's namespace as a value: the bundler keeps all of it, its
      // 40-odd locales too (350 KB of the server build; decision record 0032).
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportDeclaration[source.value='zod'] > ImportSpecifier[imported.name='z']",
          message: 'Write `import * as z from "zod"`: `import { z }` bundles every zod locale.',
        },
      ],
    },
  },
  // The layers (decision record 0020), kept by the linter rather than by review. An import is
  // matched as written: the "~/" alias or a relative path. A type-only import counts too: a type
  // that two layers share lives in a module below both.
  ...layerRules(),
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

/** `(~/|any ../ or ./)` then the folder: how an import names a folder of app/ from anywhere in it. */
function folder(name) {
  return `^(~/|(\\.\\.?/)+)(.*/)?${name}`;
}

function layerRules() {
  const DOMAINS = "(operations|auth|users|uploads|trust|company|insights|email|webhooks|sales|brochures|demo|products|launch|blog|stories|translations|admin)";
  const restrict = (files, patterns, ignores = []) => ({ files, ignores, rules: { "no-restricted-imports": ["error", { patterns }] } });
  const upward = (regex, message) => ({ regex, message });
  const notComponents = upward(`${folder("components")}/`, "Server and isomorphic code never import components/: move the shared type down (lib/).");
  const notRoutes = upward(
    `${folder("(routes|routeModules)")}/`,
    "Only routes import routes/ and routeModules/: they call the layers below, not the other way.",
  );
  const notServer = upward("\\.server$", "Code that reaches the browser never imports a .server module (a type too): import the type from lib/.");
  return [
    restrict(
      ["app/lib/**/*.{ts,tsx}", "app/catalogue/**/*.{ts,tsx}"],
      [upward(`${folder("server")}/`, "lib/ and catalogue/ never import server/: they run in the browser too."), notComponents, notRoutes, notServer],
    ),
    // hooks/ and browser/ sit under the components that use them (decision record 0020).
    restrict(["app/hooks/**/*.{ts,tsx}", "app/browser/**/*.{ts,tsx}"], [notComponents, notRoutes, notServer]),
    restrict(["app/server/**/*.{ts,tsx}"], [notComponents, notRoutes], ["app/server/platform/**"]),
    restrict(
      ["app/server/platform/**/*.{ts,tsx}"],
      [notComponents, notRoutes, upward(`^(\\.\\./|~/server/)${DOMAINS}/`, "platform/ imports no domain: it is what the domains stand on.")],
    ),
    restrict(["app/components/**/*.{ts,tsx}"], [notServer, notRoutes]),
    {
      files: ["app/**/*.{ts,tsx}"],
      ignores: ["app/**/*.server.ts"],
      rules: {
        "@typescript-eslint/no-restricted-imports": [
          "error",
          { paths: [{ name: "zod", message: 'Browser-reachable code uses "zod/mini" (decision record 0011); classic zod only in *.server.ts.' }] },
        ],
      },
    },
  ];
}
