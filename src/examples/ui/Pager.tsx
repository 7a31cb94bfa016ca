// The pager every paged demo on this site shows: Previous · "Page x of y" · Next, then, with
// `pageButtons`, a button per page on a row of its own. It knows nothing of Finder: pass it the
// finder's `pagination.page` and `pagination.lastPage`, and call `pagination.setPage` from
// `onPageChange`. The class names `pager`, `pager__status` and `pager__pages` are hooks for your CSS.
const pageNumberFormat = new Intl.NumberFormat("en");

export interface PagerProps {
  page: number;
  lastPage: number;
  onPageChange: (page: number) => void;
  /** The name screen readers give the pager's landmark, e.g. "Apartment pages". */
  label?: string;
  /** Also a button per page, the current one marked with `aria-current="page"`: for a few pages. */
  pageButtons?: boolean;
}

export function Pager({
  page,
  lastPage,
  onPageChange,
  label = "Pages",
  pageButtons = false,
}: PagerProps) {
  const pages = pageButtons ? Array.from({ length: lastPage }, (_, index) => index + 1) : [];
  return (
    <nav aria-label={label} className="pager">
      <button
        type="button"
        className="button button--secondary button--sm"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        Previous
      </button>
      <span className="pager__status">
        Page {pageNumberFormat.format(page)} of {pageNumberFormat.format(lastPage)}
      </span>
      <button
        type="button"
        className="button button--secondary button--sm"
        disabled={page >= lastPage}
        onClick={() => onPageChange(page + 1)}
      >
        Next
      </button>
      {pageButtons && (
        <ul className="pager__pages">
          {pages.map((number) => (
            <li key={number}>
              <button
                type="button"
                className={`button button--sm ${number === page ? "button--primary" : "button--secondary"}`}
                aria-current={number === page ? "page" : undefined}
                aria-label={`Page ${number}`}
                onClick={() => onPageChange(number)}
              >
                {number}
              </button>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
