// The colours of the rare token that src/codeTheme.ts's class rules would colour wrongly, for the
// browser's highlighting (src/theme/CodeBlock/Line/Token, the editor). It reads the two palettes
// the site uses from a small table (codePalettes.json: each mode's token colours for every
// language, in the theme's order; src/codeTheme.test.ts checks it against the themes), so the
// highlighting chunk does not carry prism-react-renderer's other themes, which importing the two
// from it would.
import type { CSSProperties } from "react";
import palettes from "./codePalettes.json";

type Mode = "light" | "dark";
const modes = ["light", "dark"] as const;

/** Of the rules that name a type, the last: its place in the palette and its colour. */
type LastRule = { index: number; colour: string };

const lastRules = Object.fromEntries(
  modes.map((mode) => {
    const byType = new Map<string, LastRule>();
    palettes[mode].forEach(([types, colour], index) => {
      for (const type of types as string[]) byType.set(type, { index, colour: colour as string });
    });
    return [mode, byType];
  }),
) as Record<Mode, Map<string, LastRule>>;

/**
 * A mode's colour for a token as prism-react-renderer gives it: its types' colours merged in
 * order, the last of its types with a colour winning (a nested token's types are its parents'
 * first, then its own).
 */
function themeColour(mode: Mode, types: readonly string[]): string | undefined {
  let colour: string | undefined;
  for (const type of types) colour = lastRules[mode].get(type)?.colour ?? colour;
  return colour;
}

/** A mode's colour for a token as the class rules give it: the matching rule that comes last. */
function ruleColour(mode: Mode, types: readonly string[]): string | undefined {
  let last: LastRule | undefined;
  for (const type of types) {
    const rule = lastRules[mode].get(type);
    if (rule && (!last || rule.index > last.index)) last = rule;
  }
  return last?.colour;
}

const ownColours = new Map<string, CSSProperties | undefined>();

/**
 * The inline style of a token whose classes the rules would colour differently from its mode's
 * theme: each mode's colour as a custom property (none for a mode that leaves it the block's
 * colour), which a rule after the others picks. Undefined for every other token.
 */
export function tokenColours(types: readonly string[]): CSSProperties | undefined {
  // One type: its last rule is the theme's colour for it too. Most tokens, on every line.
  if (types.length < 2) return undefined;
  const key = types.join(" ");
  if (ownColours.has(key)) return ownColours.get(key);
  const differs = modes.some((mode) => themeColour(mode, types) !== ruleColour(mode, types));
  const style = differs
    ? (Object.fromEntries(
        modes.flatMap((mode) => {
          const colour = themeColour(mode, types);
          return colour === undefined ? [] : [[`--code-${mode}`, colour]];
        }),
      ) as CSSProperties)
    : undefined;
  ownColours.set(key, style);
  return style;
}
