// Building small HTML trees (hast) for the tests of the rehype plugins in src/.
import type { Element, ElementContent } from "hast";

export const text = (value: string): ElementContent => ({ type: "text", value });

export const element = (tagName: string, children: ElementContent[], id?: string): Element => ({
  type: "element",
  tagName,
  properties: id === undefined ? {} : { id },
  children,
});
