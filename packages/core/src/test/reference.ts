// Independent references for tests: plain code with no caches, indices or fast paths, to hold
// the library's optimised matching against.

/** The compact form of search text: NFKD, marks dropped, lower case, letters and digits only. */
export const referenceFold = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");
