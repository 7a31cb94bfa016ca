import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
} from "react";
import { useHistory } from "@docusaurus/router";
import { openSearchEvent } from "./openSearch";
import styles from "./styles.module.css";

// The search box (this file) is in every page's first load: a button, a dialog and a text field,
// so a key typed straight after "/" lands in the field. The index, its library and the result
// list load when the box first opens (Results.tsx), or earlier when the pointer or focus reaches
// the button.
const loadResults = () => import("./Results");
const Results = lazy(loadResults);

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName))
  );
}

function SearchIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d="M14.4 12.99 19 17.6 17.6 19l-4.6-4.6a8 8 0 1 1 1.4-1.41ZM8 14A6 6 0 1 0 8 2a6 6 0 0 0 0 12Z"
        fill="currentColor"
      />
    </svg>
  );
}

/** Opens on the button, "/" (outside a text field), Ctrl+K or ⌘K, and openSearch() calls. */
function useOpenRequests(open: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const isShortcut =
        ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") ||
        (event.key === "/" && !event.ctrlKey && !event.metaKey && !isTyping(event.target));
      if (!isShortcut || event.defaultPrevented) return;
      event.preventDefault();
      open();
    };
    window.addEventListener("keydown", onKeyDown);
    window.addEventListener(openSearchEvent, open);
    return () => {
      window.removeEventListener("keydown", onKeyDown);
      window.removeEventListener(openSearchEvent, open);
    };
  }, [open]);
}

export default function SearchBar(): ReactNode {
  const [isOpen, setIsOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const [urls, setUrls] = useState<readonly string[]>([]);
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const history = useHistory();
  const listId = useId();
  // Stable, so Results scrolls the active option into view when it changes, not on every render.
  const optionId = useCallback((index: number) => `${listId}-${index}`, [listId]);

  const open = useCallback(() => setIsOpen(true), []);
  useOpenRequests(open);

  // Before paint, so the field has focus before the browser handles the next key.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!isOpen || !element) return;
    if (!element.open) element.showModal();
    input.current?.focus();
    input.current?.select();
  }, [isOpen]);

  const close = () => {
    dialog.current?.close();
    setIsOpen(false);
  };

  const choose = (url: string | undefined) => {
    if (url === undefined) return;
    close();
    history.push(url);
  };

  const onResults = useCallback((found: readonly string[]) => {
    setUrls(found);
    setActive(0);
  }, []);

  const onKeyDown = (event: ReactKeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (urls.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) => (index + step + urls.length) % urls.length);
    } else if (event.key === "Enter") {
      event.preventDefault();
      choose(urls[active]);
    }
  };

  return (
    <div className={styles.searchBar}>
      <button
        type="button"
        className={styles.button}
        // Phones show only the icon, so the name cannot come from the visible text.
        aria-label="Search"
        aria-keyshortcuts="Control+K Meta+K /"
        onPointerEnter={() => void loadResults()}
        onFocus={() => void loadResults()}
        onClick={open}
      >
        <SearchIcon />
        <span>Search</span>
        <kbd className={styles.shortcut}>/</kbd>
      </button>
      {isOpen && (
        <dialog
          ref={dialog}
          className={styles.dialog}
          aria-label="Search the documentation"
          onClose={() => setIsOpen(false)}
          // A click on the backdrop lands on the dialog element itself.
          onClick={(event) => {
            if (event.target === event.currentTarget) close();
          }}
        >
          <div className={styles.field}>
            <SearchIcon />
            <input
              ref={input}
              // Not type="search": there, Escape clears the text before it can close the box.
              type="text"
              role="combobox"
              aria-label="Search the documentation"
              aria-autocomplete="list"
              aria-expanded={urls.length > 0}
              aria-controls={listId}
              aria-activedescendant={urls.length > 0 ? optionId(active) : undefined}
              placeholder="Search options, methods, guides…"
              autoComplete="off"
              spellCheck={false}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={onKeyDown}
            />
            <button type="button" className={styles.close} onClick={close}>
              Close
            </button>
          </div>
          <Suspense fallback={<p className={styles.status}>Loading the search index…</p>}>
            <Results
              query={query}
              listId={listId}
              optionId={optionId}
              active={active}
              onActive={setActive}
              onChoose={choose}
              onResults={onResults}
            />
          </Suspense>
        </dialog>
      )}
    </div>
  );
}
