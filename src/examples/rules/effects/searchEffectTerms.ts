// Search terms tried against the keyword "cheapest", with whether they trigger the effect.
// searchEffectTerms.test.ts runs every row against the library, so this table cannot drift.
export interface SearchEffectTermRow {
  term: string;
  triggers: boolean;
  why: string;
}

export const keyword = "cheapest";

export const searchEffectTermRows: SearchEffectTermRow[] = [
  { term: "cheapest", triggers: true, why: "the keyword itself" },
  { term: "CHEAPEST", triggers: true, why: "case is ignored" },
  { term: "cheapest tent", triggers: true, why: "the term contains the keyword" },
  { term: "not the cheapest", triggers: true, why: "containing is enough: no word logic" },
  { term: "cheap-est!", triggers: true, why: "punctuation is ignored" },
  { term: "chea pest", triggers: true, why: "spaces are ignored" },
  { term: '"cheapest"', triggers: true, why: "quotes are ignored" },
  { term: "cheap", triggers: false, why: "only part of the keyword" },
  { term: "cheapst", triggers: false, why: "letters in order are not enough" },
  { term: "tsepaehc", triggers: false, why: "order matters" },
  { term: "", triggers: false, why: "an empty term never triggers" },
];
