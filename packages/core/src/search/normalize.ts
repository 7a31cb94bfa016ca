// Search text is compared in a "compact" form: NFKD, diacritics removed, case-folded,
// and only letters and digits kept. Word starts are remembered so ranking can tell
// "starts a word" and "matches the initials" apart from a match in the middle of a word.

export interface NormalizedText {
  /** Letters and digits only, case-folded. */
  text: string;
  /** Indices in `text` where a word of the original starts. */
  starts: number[];
}

const MARKS = /\p{M}/gu;
const SEPARATORS = /[^\p{L}\p{N}]+/u;
// Lowercasing a whole string turns a word-final sigma into "ς"; per-character folding
// (used by highlighting) gives "σ". Folding both to "σ" keeps the two paths identical.
const FINAL_SIGMA = /ς/g;

/** Lowercases one code point the same way the whole-string path does. */
export function foldCase(text: string): string {
  return text.normalize("NFKD").replace(MARKS, "").toLowerCase().replace(FINAL_SIGMA, "σ");
}

function normalizeAscii(input: string): NormalizedText | undefined {
  let text = "";
  const starts: number[] = [];
  let atSeparator = true;
  let runStart = 0;
  // Copy runs of kept characters with slice() instead of char by char: far fewer allocations.
  let i = 0;
  for (; i < input.length; i++) {
    const code = input.charCodeAt(i);
    if (code >= 128) return undefined;
    const isWordChar =
      (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90);
    if (isWordChar) {
      if (atSeparator) {
        starts.push(text.length + (i - runStart));
        atSeparator = false;
      }
    } else {
      if (i > runStart) text += input.slice(runStart, i);
      runStart = i + 1;
      atSeparator = true;
    }
  }
  if (i > runStart) text += input.slice(runStart, i);
  return { text: text.toLowerCase(), starts };
}

export function normalizeText(input: string): NormalizedText {
  const ascii = normalizeAscii(input);
  if (ascii) return ascii;
  const words = foldCase(input).split(SEPARATORS);
  let text = "";
  const starts: number[] = [];
  for (const word of words) {
    if (word === "") continue;
    starts.push(text.length);
    text += word;
  }
  return { text, starts };
}

/** The compact form only, for needles and keywords. */
export function normalizeCompact(input: string): string {
  return normalizeText(input).text;
}
