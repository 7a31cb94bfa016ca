import type { ReactNode } from "react";
import { StringMatch, type StringMatchProps } from "./StringMatch";
import { useFinder } from "./useFinder";

export type FinderSearchTermHaystackProps = Omit<StringMatchProps, "needle" | "threshold">;

/**
 * `<StringMatch>` with the nearest `<Finder>`'s current search term as the needle and its search
 * rule's `threshold`, so it highlights exactly the matches the search keeps.
 */
export function FinderSearchTermHaystack(props: FinderSearchTermHaystackProps): ReactNode {
  const finder = useFinder();
  return (
    <StringMatch
      {...props}
      needle={finder.search.searchTerm}
      threshold={finder.search.rule?.threshold}
    />
  );
}
