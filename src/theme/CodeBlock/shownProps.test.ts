import { describe, expect, it } from "vitest";
import { shownProps } from "./index";

describe("a code block's title and code as readers see them", () => {
  it("shows a titled file without the site's _ prefix, and its imports of such files alike", () => {
    const shown = shownProps({
      title: "_UrlSyncedShop.tsx",
      children: 'import { applyQuery } from "./_urlState";',
    });
    expect(shown.title).toBe("UrlSyncedShop.tsx");
    expect(shown.children).toBe('import { applyQuery } from "./urlState";');
  });

  it("reads a Markdown fence's title from its metastring and rewrites it there", () => {
    const shown = shownProps({
      metastring: 'title="_ShopBefore.tsx" showLineNumbers',
      children: 'import { rules } from "./_rules";',
    });
    expect(shown.metastring).toBe('title="ShopBefore.tsx" showLineNumbers');
    expect(shown.title).toBeUndefined();
    expect(shown.children).toBe('import { rules } from "./rules";');
  });

  it("leaves a block without a file name as its title alone", () => {
    const props = { title: "Terminal", children: 'import x from "./_x";' };
    expect(shownProps(props)).toBe(props);
    const untitled = { children: "npm install @finderjs/react" };
    expect(shownProps(untitled)).toBe(untitled);
  });
});
