import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { openSearchEvent } from "./openSearch";
import styles from "./styles.module.css";

// The search UI (autocomplete, lunr and the index) weighs more than the rest of the site shell, so it
// loads when a visitor reaches for it — pointer over or focus on the button preloads it, a click or
// the keyboard shortcut opens it — instead of on every page view.
const loadSearch = () => import("@theme-original/SearchBar");
const OriginalSearchBar = lazy(loadSearch);

/** The button the search plugin renders; clicking it opens the search dialog. */
const openerSelector = ".aa-DetachedSearchButton";

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

/** Opens the search dialog once the real search bar has rendered its opener. */
function useOpenWhenReady(container: React.RefObject<HTMLDivElement | null>, wanted: number) {
  useEffect(() => {
    if (wanted === 0 || !container.current) return;
    const root = container.current;
    const open = () => {
      const opener = root.querySelector<HTMLButtonElement>(openerSelector);
      opener?.click();
      return opener !== null;
    };
    if (open()) return;
    const observer = new MutationObserver(() => {
      if (open()) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [container, wanted]);
}

/**
 * The plugin renders each result option (role "option") around a link and a decorative "Select"
 * arrow button: interactive elements nested in an option, which screen readers announce poorly.
 * The combobox already does their work — arrow keys move through the options from the search
 * field, Enter and clicks navigate — so the link keeps its click handler but loses its href (the
 * arrow button is hidden by CSS, in styles.module.css).
 */
function useResultsWithoutNestedLinks(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const unlink = () => {
      for (const link of document.querySelectorAll(".aa-Panel .aa-Item a[href]")) {
        link.removeAttribute("href");
      }
    };
    const observer = new MutationObserver(unlink);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ["href"],
    });
    return () => observer.disconnect();
  }, [active]);
}

export default function SearchBar(): ReactNode {
  const [mounted, setMounted] = useState(false);
  // Counts requests to open the dialog; each new one opens it again.
  const [openRequests, setOpenRequests] = useState(0);
  const container = useRef<HTMLDivElement>(null);
  useOpenWhenReady(container, openRequests);
  useResultsWithoutNestedLinks(mounted);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const isShortcut =
        ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") ||
        (event.key === "/" && !isTyping(event.target));
      if (!isShortcut || event.defaultPrevented) return;
      event.preventDefault();
      setMounted(true);
      setOpenRequests((count) => count + 1);
    };
    const onOpenRequest = () => {
      setMounted(true);
      setOpenRequests((count) => count + 1);
    };
    window.addEventListener("keydown", onKeyDown);
    window.addEventListener(openSearchEvent, onOpenRequest);
    return () => {
      window.removeEventListener("keydown", onKeyDown);
      window.removeEventListener(openSearchEvent, onOpenRequest);
    };
  }, []);

  const placeholder = (
    <button
      type="button"
      className={styles.button}
      // Phones show only the icon, so the name cannot come from the visible text.
      aria-label="Search"
      aria-keyshortcuts="Control+K Meta+K /"
      onPointerEnter={() => void loadSearch()}
      onFocus={() => void loadSearch()}
      onClick={() => {
        setMounted(true);
        setOpenRequests((count) => count + 1);
      }}
    >
      <SearchIcon />
      <span>Search</span>
      <kbd className={styles.shortcut}>/</kbd>
    </button>
  );

  return (
    <div ref={container} className={styles.searchBar}>
      {mounted ? (
        <Suspense fallback={placeholder}>
          <OriginalSearchBar />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
