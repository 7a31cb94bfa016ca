// Flat config: typescript-eslint's recommended rules for every TypeScript file,
// plus the rules of hooks for the React layer and the site.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

export default tseslint.config(
  {
    ignores: [
      "**/build/**",
      "**/.docusaurus/**",
      "**/dist/**",
      "**/node_modules/**",
      "test-results/**",
      // StrykerJS's sandbox (a copy of the repository with mutated sources) and its reports.
      ".stryker-tmp/**",
      "reports/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/no-explicit-any": "error",
    },
  },
  {
    files: ["**/*.cjs", "babel.config.js"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
