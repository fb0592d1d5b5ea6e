// ESLint (flat config): JavaScript and typescript-eslint recommended, Next's core-web-vitals rules (React,
// react-hooks, jsx-a11y, @next/next), and the import rules that keep the layers of ARCHITECTURE.md.
// `npm run lint`; `npm test` runs it after the typecheck.
import js from "@eslint/js";
import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import tseslint from "typescript-eslint";
import { layerRules } from "./scripts/lint/layer-rules.mjs";

export default tseslint.config(
  {
    // Generated or built output, never written by hand.
    ignores: [
      "node_modules/**",
      ".next/**",
      ".next-*/**",
      ".data/**",
      ".data-*/**",
      "lib/db/generated/**",
      "test-results*/**",
      "playwright-report/**",
      "coverage/**",
      "bench/results/**",
      "next-env.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...nextCoreWebVitals,
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // Bug-finding: an unused name is a leftover or a typo; a leading _ says "unused on purpose".
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          caughtErrorsIgnorePattern: "^_",
          destructuredArrayIgnorePattern: "^_",
          ignoreRestSiblings: true,
        },
      ],
      "@typescript-eslint/no-unused-expressions": ["error", { allowShortCircuit: true, allowTernary: true }],
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      // The React Compiler is not enabled (next.config.ts), so its notice that it skips a component using
      // TanStack Table says nothing about this code.
      "react-hooks/incompatible-library": "off",
      // Twelve effects reset or mirror state deliberately (a picker clearing its results when the query
      // changes, a dialog loading when it opens); rewriting them would touch every module's components for
      // a render saved, not a bug fixed. rules-of-hooks, exhaustive-deps and refs stay on.
      "react-hooks/set-state-in-effect": "off",
      // Account switching, sign-up, sign-out and impersonation change the session: a full page load is
      // deliberate there (every server component and cached client state starts again), not a mistake.
      "@next/next/no-location-assign-relative-destination": "off",
    },
  },
  {
    // Server components render once per request: Date.now() there is the request's time, not an impure
    // render that React may repeat.
    files: ["app/**/*.tsx"],
    rules: { "react-hooks/purity": "off" },
  },
  {
    // Tests read loosely typed JSON bodies and poke at internals on purpose.
    files: ["tests/**", "bench/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  ...layerRules,
);
