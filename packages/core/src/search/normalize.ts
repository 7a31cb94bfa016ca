// Search text is compared in a "compact" form: NFKD, diacritics removed, fully case-folded,
// and only letters and digits kept. Word starts are remembered so ranking can tell
// "starts a word" and "matches the initials" apart from a match in the middle of a word.

export interface NormalizedText {
  /** Letters and digits only, case-folded. */
  text: string;
  /** Indices in `text` where a word of the original starts. */
  starts: number[];
}

/** Any character outside ASCII: only such text needs decomposing, marks stripped and full folding. */
export const NON_ASCII = /[^\0-\x7f]/;

// Every combining mark but the iota subscript (U+0345), which folds to a letter below.
const MARKS = /[^\P{M}\u0345]/gu;
/** One character that search keeps: a letter or a digit. Everything else separates words. */
export const WORD_CHAR = /[\p{L}\p{N}]/u;
const SEPARATORS = /[^\p{L}\p{N}]+/u;
// Full case folding where lowercasing falls short, after NFKD has already split ligatures
// ("ﬁ" → "fi") and compatibility letters ("ſ" → "s"): "ß" (and "ẞ", which lowercases to it)
// folds to "ss", the iota subscript to "ι" (so "ᾳ" is "αι", as its capital "ΑΙ" is), the old
// Cyrillic letter variants to their plain letters, and "ς" to "σ". Dotless "ı" folds to "i",
// because "DIYARBAKIR" lowercases to "diyarbakir". Folding "ς" also keeps whole-string
// lowercasing, which writes a word-final sigma as "ς", equal to the per-character folding
// that highlighting uses.
const UNFOLDED = /[\u0345ςßıᲀ-ᲈ]/g;
// Tested first: most text has none of these, and a plain test is cheaper than a replace.
const HAS_UNFOLDED = /[\u0345ςßıᲀ-ᲈ]/;
const FOLDED: Record<string, string> = {
  ς: "σ",
  ß: "ss",
  ı: "i",
  "\u0345": "ι",
  ᲀ: "в",
  ᲁ: "д",
  ᲂ: "о",
  ᲃ: "с",
  ᲄ: "т",
  ᲅ: "т",
  ᲆ: "ъ",
  ᲇ: "ѣ",
  ᲈ: "ꙋ",
};

/** Case-folds text (one code point or a whole string, with the same result per character). */
export function foldCase(text: string): string {
  // Marks go before lowercasing: the string is often one-byte again then, which lowercases faster.
  const lower = text.normalize("NFKD").replace(MARKS, "").toLowerCase();
  return HAS_UNFOLDED.test(lower)
    ? lower.replace(UNFOLDED, (char) => FOLDED[char] as string)
    : lower;
}

/** Whether an ASCII character code is a letter or a digit, which search keeps. */
export function isAsciiWordCode(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90);
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
    if (isAsciiWordCode(code)) {
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
