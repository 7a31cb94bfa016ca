import type { ReactNode } from "react";
import { StringMatch, type StringMatchProps } from "./StringMatch";
import { useFinder } from "./useFinder";

export type FinderSearchTermHaystackProps = Omit<StringMatchProps, "needle">;

/** `<StringMatch>` with the nearest `<Finder>`'s current search term as the needle. */
export function FinderSearchTermHaystack(props: FinderSearchTermHaystackProps): ReactNode {
  const finder = useFinder();
  return <StringMatch {...props} needle={finder.search.searchTerm} />;
}
