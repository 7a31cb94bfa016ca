import type { StringMatchSegment } from "../types";

export declare function calculateStringMatchSegments(
  haystack: string,
  needle: string,
): StringMatchSegment[] | undefined;

export declare function hasCharacterIndexMatches(haystack: string, needle: string): boolean;
