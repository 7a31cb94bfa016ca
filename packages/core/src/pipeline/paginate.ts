export interface PageWindow {
  /** The requested page clamped to 1..lastPage. */
  page: number;
  lastPage: number;
  offset: number;
  /** Exclusive end index into the sorted matches. */
  end: number;
}

/** Pages are computed from the matched count, so page and lastPage always agree with matches. */
export function pageWindow(
  numMatched: number,
  requestedPage: number,
  numItemsPerPage: number | undefined,
): PageWindow {
  if (numItemsPerPage === undefined) {
    return { page: 1, lastPage: 1, offset: 0, end: numMatched };
  }
  const lastPage = Math.max(1, Math.ceil(numMatched / numItemsPerPage));
  const page = Math.min(Math.max(1, requestedPage), lastPage);
  const offset = (page - 1) * numItemsPerPage;
  return { page, lastPage, offset, end: Math.min(numMatched, offset + numItemsPerPage) };
}
