// A tag with type arguments is a tag: its name coloured as its closing tag's, its type arguments
// as types (src/codeTheme.test.ts colours every token of every example with this grammar too).
import { describe, expect, it } from "vitest";
import { Prism, normalizeTokens } from "prism-react-renderer";
import "./prismGenericTags";

const tokens = (code: string) =>
  normalizeTokens(Prism.tokenize(code, Prism.languages.tsx ?? {}))
    .flat()
    .filter((token) => token.content.trim() !== "")
    .map((token) => `${token.content.trim()} ${token.types.join(" ")}`);

describe("Prism's TSX grammar with generic tags", () => {
  it("reads <Finder.Content<string>> as a tag, like its closing tag", () => {
    expect(tokens("const a = <Finder.Content<string>>{slots}</Finder.Content>;")).toEqual([
      "const keyword",
      "a plain",
      "= operator",
      "< tag punctuation",
      "Finder.Content tag class-name",
      "< tag type-arguments punctuation",
      "string tag type-arguments builtin",
      "> tag type-arguments punctuation",
      "> tag punctuation",
      "{ punctuation",
      "slots plain",
      "} punctuation",
      "</ tag punctuation",
      "Finder.Content tag class-name",
      "> tag punctuation",
      "; punctuation",
    ]);
  });

  it("reads a type and several type arguments, and leaves generic calls and plain tags alone", () => {
    expect(tokens("<Finder.Content<GearItem, Ctx> slots={s} />")).toContain(
      "GearItem tag type-arguments class-name",
    );
    expect(tokens("<Finder.Content<GearItem, Ctx> slots={s} />")).toContain("slots tag attr-name");
    expect(tokens("useFinder<GearItem>();").filter((token) => token.includes(" tag"))).toEqual([]);
    expect(tokens("<Finder items={x}>")).toContain("Finder tag class-name");
  });
});
