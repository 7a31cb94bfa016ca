// The code colours come from a style sheet (codeThemeCss) instead of each token's inline style:
// every token of every example is coloured as prism-react-renderer would colour it with the mode's
// own theme (vsLight or vsDark, with src/codeTheme.ts's raised colours), in both modes. The
// browser reads the two palettes from codePalettes.json (src/tokenColours.ts): the same colours.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Prism, normalizeTokens, type PrismTheme } from "prism-react-renderer";
import { codeThemeCss, codeThemes, modeIndependentCodeTheme } from "./codeTheme";
import palettes from "./codePalettes.json";
import { tokenColours } from "./tokenColours";
// The grammar the site highlights with: a tag may carry type arguments.
import "./prismGenericTags";

type Mode = "light" | "dark";

/** prism-react-renderer's colour for a token: its types' styles merged in order, last wins. */
function prismColour(theme: PrismTheme, language: string, types: string[]): string | undefined {
  const byType: Record<string, string> = {};
  for (const { types: entryTypes, languages, style } of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of entryTypes) if (style.color) byType[type] = style.color;
  }
  let colour: string | undefined;
  for (const type of types) colour = byType[type] ?? colour;
  return colour;
}

/** The style sheet's rules: selector lists and colours, in order. */
const rules = [...codeThemeCss.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selectors, body]) => ({
  selectors: (selectors ?? "").split(","),
  colour: /(?:^|;)color:([^;]+)/.exec(body ?? "")?.[1],
}));

/** The colour the style sheet gives a token: the most specific matching rule, then the last. */
function cssColour(mode: Mode, language: string, types: string[]): string | undefined {
  let best: { specificity: number; colour: string } | undefined;
  for (const { selectors, colour } of rules) {
    if (colour === undefined) continue;
    for (const selector of selectors) {
      const match =
        /^\[data-theme="(\w+)"\] \.prism-code(?:\.language-([\w-]+))? \.token\.([\w-]+)$/.exec(
          selector,
        );
      if (!match || match[1] !== mode || !types.includes(match[3] ?? "")) continue;
      if (match[2] !== undefined && match[2] !== language) continue;
      const specificity = match[2] === undefined ? 0 : 1;
      if (!best || specificity >= best.specificity) best = { specificity, colour };
    }
  }
  return best?.colour;
}

function exampleFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return exampleFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("code colours", () => {
  it("leave almost every token without an inline colour", () => {
    expect(modeIndependentCodeTheme.styles).toEqual([]);
    expect(tokenColours(["keyword"])).toBeUndefined();
    expect(tokenColours(["tag", "punctuation"])).toBeUndefined();
    // vsLight leaves attr-value uncoloured: the tag's colour; vsDark colours it.
    expect(tokenColours(["tag", "attr-value"])).toEqual({
      "--code-light": "rgb(128, 0, 0)",
      "--code-dark": "rgb(206, 145, 120)",
    });
  });

  it("give the browser the two themes' palettes as they are (codePalettes.json)", () => {
    // If this fails after a change to codeThemes, write its expected value into the file.
    for (const mode of ["light", "dark"] as const)
      expect(palettes[mode]).toEqual(
        codeThemes[mode].styles
          .filter(({ languages, style }) => languages === undefined && style.color !== undefined)
          .map(({ types, style }) => [types, style.color]),
      );
  });

  it("give a token of one type no colour of its own, and one of nested types where the rules differ", () => {
    const types = new Set(
      Object.values(palettes).flatMap((palette) => palette.flatMap(([t]) => t)),
    );
    expect(types.size).toBeGreaterThan(20);
    for (const type of types) expect(tokenColours([type as string])).toBeUndefined();
    expect(tokenColours([])).toBeUndefined();
    // vsLight colours `string` after `keyword`; the theme colours a token by its last type.
    expect(tokenColours(["keyword", "string"])).toEqual({
      "--code-light": "rgb(163, 21, 21)",
      "--code-dark": "rgb(206, 145, 120)",
    });
    // Asked again, the same object (the editor asks for every token on every keystroke).
    expect(tokenColours(["keyword", "string"])).toBe(tokenColours(["keyword", "string"]));
  });

  const files = exampleFiles(join(import.meta.dirname, "examples"));
  it.each(["light", "dark"] as const)(
    "colour every token of every example as the %s theme would",
    (mode) => {
      expect(files.length).toBeGreaterThan(20);
      const differences: string[] = [];
      let coloured = 0;
      for (const file of files) {
        const language = file.endsWith(".tsx") ? "tsx" : "typescript";
        const code = readFileSync(file, "utf8");
        const lines = normalizeTokens(Prism.tokenize(code, Prism.languages[language] ?? {}));
        for (const token of lines.flat()) {
          const expected = prismColour(codeThemes[mode], language, token.types);
          const own = tokenColours(token.types) as Record<string, string> | undefined;
          const actual = own ? own[`--code-${mode}`] : cssColour(mode, language, token.types);
          if (expected !== undefined) coloured += 1;
          if (expected !== actual)
            differences.push(`${file}: ${token.types.join(" ")} ${expected} ≠ ${actual}`);
        }
      }
      expect(coloured).toBeGreaterThan(1000);
      expect([...new Set(differences)]).toEqual([]);
    },
  );

  it("colour a keyword in each mode, and give the block its mode's colours", () => {
    expect(codeThemeCss).toContain(
      '[data-theme="light"],:root:not([data-theme]){--code-plain:#000000;--code-background:#ffffff}',
    );
    // Without JavaScript there is no data-theme: the light colours.
    expect(codeThemeCss).toContain(
      ":root:not([data-theme]) .prism-code .token.keyword{color:rgb(0, 0, 255)}",
    );
    expect(codeThemeCss).toContain(
      '[data-theme="dark"]{--code-plain:#9CDCFE;--code-background:#1E1E1E}',
    );
    expect(cssColour("light", "tsx", ["keyword"])).toBe("rgb(0, 0, 255)");
    expect(cssColour("dark", "tsx", ["keyword"])).toBe("rgb(86, 156, 214)");
  });
});
