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
    // The React layer uses the core as its users do, through @finderjs/core's exports: a relative
    // import of the core's sources would bundle a copy of them into @finderjs/react.
    files: ["packages/react/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/core/src", "**/core/src/**", "@finderjs/core/*"],
              message:
                "Import from @finderjs/core: the React package uses only the core's public exports.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.cjs", "babel.config.js"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
