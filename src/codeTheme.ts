// The code theme, one for both colour modes. Docusaurus gives each mode its own Prism theme, whose
// colours prism-react-renderer writes into each token's inline style. The server can only render
// the default (light) one, so theme-classic renders every code block again after hydration to
// switch colours (a `key` change on the whole block), which on long pages was most of the work
// after load. Here every token a theme colours carries that mode's colour as a custom property
// instead (`--code-light`, `--code-dark`; others take the block's `--code-plain`), and
// `codeThemeCss` picks one by `data-theme`: the server's HTML
// is right in either mode, so a code block never has to render again, or at all on the page the
// reader opened (src/theme/CodeBlock keeps the server's HTML).
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

/** A theme's styles with each colour moved into the mode's custom property. */
function colourProperties(theme: PrismTheme, mode: Mode): PrismTheme["styles"] {
  return theme.styles.map(({ types, languages, style }) => {
    const { color, ...rest } = style;
    // Only colours have a custom property here; anything else would be silently lost.
    if (Object.keys(rest).length > 0 || color === undefined)
      throw new Error(
        `The ${mode} code theme styles ${types.join(", ")} with ${Object.keys(rest).join(", ") || "no colour"}: src/codeTheme.ts handles colours only.`,
      );
    return { types, languages, style: { [`--code-${mode}`]: color } };
  });
}

/**
 * One theme for both modes. prism-react-renderer merges a token's styles type by type, in order
 * (`Object.assign`), so with the light entries setting only `--code-light` and the dark ones only
 * `--code-dark`, each property ends up exactly as that mode's own theme would colour the token.
 */
export const modeIndependentCodeTheme: PrismTheme = {
  plain: { color: "var(--code-plain)", backgroundColor: "var(--code-background)" },
  styles: [
    ...colourProperties(codeThemes.light, "light"),
    ...colourProperties(codeThemes.dark, "dark"),
  ],
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

/** The style sheet that turns the custom properties into colours, in the page's `<head>`. */
export const codeThemeCss = (["light", "dark"] as const)
  .map((mode) => {
    const { color, backgroundColor } = codeThemes[mode].plain;
    const roots = modeSelectors[mode];
    const tokens = roots.map((root) => `${root} .prism-code .token`);
    // A token without a colour of its own in this mode takes the block's, as it would inherit it.
    return `${roots.join(",")}{--code-plain:${color};--code-background:${backgroundColor}}${tokens.join(",")}{color:var(--code-${mode},var(--code-plain))}`;
  })
  .join("");
