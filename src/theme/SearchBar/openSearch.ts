// Opens the navbar's search dialog from elsewhere on the page (the not-found page's button), the
// way its keyboard shortcut does: src/theme/SearchBar listens for this event on the window.
export const openSearchEvent = "finder:open-search";

export function openSearch(): void {
  window.dispatchEvent(new Event(openSearchEvent));
}
