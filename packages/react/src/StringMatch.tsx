import { createElement, type ComponentType, type ReactNode } from "react";
import {
  calculateStringMatchSegments,
  type SearchThreshold,
  type StringMatchSegment,
} from "@finderjs/core";

/** What a custom `Match` or `Miss` component receives for one segment of the haystack. */
export interface StringMatchSegmentProps {
  segment: StringMatchSegment;
  segmentIndex: number;
  /** The segment's text, so `({ children }) => <b>{children}</b>` just works. */
  children: string;
}

/** A tag name such as `"mark"` or `"strong"`, or a component that receives the segment. */
export type StringMatchSegmentRenderer =
  keyof HTMLElementTagNameMap | ComponentType<StringMatchSegmentProps>;

export interface StringMatchProps {
  /** The text to highlight in, e.g. an item's name. */
  haystack: string;
  /** What to look for, usually the search term. */
  needle: string | null | undefined;
  /**
   * The lowest rung of the relevance ladder that still highlights, as a search rule's
   * `threshold`. Default: `"fuzzy"` (any in-order match).
   */
  threshold?: SearchThreshold;
  /** Renders matched text. Default: `"mark"`. */
  Match?: StringMatchSegmentRenderer;
  /** Renders the text between matches. Default: plain text. */
  Miss?: StringMatchSegmentRenderer;
}

/**
 * Renders `haystack` with the parts that match `needle` highlighted, using the same matching as search.
 * Text only: segments are rendered as React text children, never as HTML.
 */
export function StringMatch({
  haystack,
  needle,
  threshold,
  Match = "mark",
  Miss,
}: StringMatchProps): ReactNode {
  // `undefined` covers both "nothing matches" and "the needle has no letters or digits": either way the
  // reader sees the haystack as it is.
  const segments = needle ? calculateStringMatchSegments(haystack, needle, threshold) : undefined;
  if (!segments) return haystack;
  return segments.map((segment, segmentIndex) => {
    const Renderer = segment.isMatch ? Match : Miss;
    if (Renderer === undefined) return segment.value;
    // Intrinsic elements get only the text: passing `segment` to a DOM tag would be an unknown attribute.
    if (typeof Renderer === "string") {
      return createElement(Renderer, { key: segmentIndex }, segment.value);
    }
    return createElement(Renderer, {
      key: segmentIndex,
      segment,
      segmentIndex,
      children: segment.value,
    });
  });
}
