// The code theme, one for both colour modes. Docusaurus gives each mode its own Prism theme, whose
// colours prism-react-renderer writes into each token's inline style. The server can only render
// the default (light) one, so theme-classic renders every code block again after hydration to
// switch colours (a `key` change on the whole block), which on long pages was most of the work
// after load. Here no token carries a colour of its own: the theme handed to prism-react-renderer
// colours only the block (`--code-plain`), and `codeThemeCss`, a style sheet in the page's head,
// colours each token by its classes (`token keyword`), which prism-react-renderer writes anyway,
// in the mode `data-theme` names. The server's HTML is right in either mode, so a code block never
// has to render again, or at all on the page the reader opened (src/theme/CodeBlock keeps the
// server's HTML); and a token is a bare `<span class>`, with no inline style for the browser to
// parse and match on its own (about a third of the HTML of a page with long code, before). The
// few tokens the classes would colour wrongly, a token inside another whose colour it should not
// take (`tag attr-name`, `generic class-name operator`), carry both modes' colours as custom
// properties instead (src/tokenColours.ts, used by src/theme/CodeBlock/Line/Token and the
// editor). This module runs at build time only (docusaurus.config.ts): the browser's copy of the
// two palettes is src/codePalettes.json, which src/codeTheme.test.ts holds equal to these.
import { themes as prismThemes, type PrismTheme } from "prism-react-renderer";

/** A code theme with some token colours replaced (later styles win in prism-react-renderer). */
const withTokenColours = (theme: PrismTheme, colours: Record<string, string>): PrismTheme => ({
  ...theme,
  styles: [
    ...theme.styles,
    ...Object.entries(colours).map(([type, color]) => ({ types: [type], style: { color } })),
  ],
});

// The VS Code themes, with the few token colours that fall below 4.5:1 on their background
// raised above it (the browser tests run axe over every code block in both modes).
export const codeThemes = {
  light: withTokenColours(prismThemes.vsLight, { "attr-name": "#c50000", "class-name": "#1f6f87" }),
  dark: withTokenColours(prismThemes.vsDark, {
    prolog: "#8a8cc0",
    constant: "#8a8cc0",
    punctuation: "#9a9a9a",
  }),
};

type Mode = "light" | "dark";

/** The type as a class selector (Prism's types are letters, digits and dashes). */
const typeClass = (type: string) => {
  if (!/^[a-z][a-z0-9-]*$/.test(type))
    throw new Error(`src/codeTheme.ts cannot write the token type "${type}" as a class name.`);
  return `.token.${type}`;
};

/**
 * One mode's token colours as CSS rules, in the theme's order: of a token's types, the one whose
 * rule comes last colours it. prism-react-renderer instead merges a token's styles type by type,
 * the last of its types winning (a nested token's types are its parents' first, then its own);
 * src/tokenColours.ts gives the tokens where the two differ colours of their own.
 */
function colourRules(theme: PrismTheme, mode: Mode): string {
  return theme.styles
    .map(({ types, languages, style }) => {
      const { color, ...rest } = style;
      // Only colours become rules here; anything else would be silently lost.
      if (Object.keys(rest).length > 0 || color === undefined)
        throw new Error(
          `The ${mode} code theme styles ${types.join(", ")} with ${Object.keys(rest).join(", ") || "no colour"}: src/codeTheme.ts handles colours only.`,
        );
      const blocks = (languages ?? [undefined]).map((language) =>
        language === undefined ? ".prism-code" : `.prism-code.language-${language}`,
      );
      const selectors = modeSelectors[mode].flatMap((root) =>
        blocks.flatMap((block) => types.map((type) => `${root} ${block} ${typeClass(type)}`)),
      );
      return `${selectors.join(",")}{color:${color}}`;
    })
    .join("");
}

/** One theme for both modes: the block's colours only, from custom properties. */
export const modeIndependentCodeTheme: PrismTheme = {
  plain: { color: "var(--code-plain)", backgroundColor: "var(--code-background)" },
  styles: [],
};

/**
 * Where a mode applies. Docusaurus sets `data-theme` from a script, so a page read without
 * JavaScript has none: it shows the site's default mode, light (`colorMode.defaultMode`, and
 * `respectPrefersColorScheme` is off, so the system's dark setting does not apply either), and
 * its code takes the light colours too.
 */
const modeSelectors: Record<Mode, string[]> = {
  light: ['[data-theme="light"]', ":root:not([data-theme])"],
  dark: ['[data-theme="dark"]'],
};

/** The style sheet that colours the blocks and their tokens, in the page's `<head>`. */
export const codeThemeCss = (["light", "dark"] as const)
  .map((mode) => {
    const { color, backgroundColor } = codeThemes[mode].plain;
    const roots = modeSelectors[mode];
    // Last, so it wins over the rules before it of the same specificity (vsDark's markup rules)
    // and is more specific than the rest: a token with colours of its own.
    const own = roots.map((root) => `${root} .prism-code .token.token[style]`);
    // A token without a colour of its own in this mode takes the block's, as it would inherit it.
    return `${roots.join(",")}{--code-plain:${color};--code-background:${backgroundColor}}${colourRules(codeThemes[mode], mode)}${own.join(",")}{color:var(--code-${mode},var(--code-plain))}`;
  })
  .join("");
