// The browser build's version of a demo imported by a page (see loader.cjs). The page's own
// JavaScript holds only this file: the demo, Finder's packages and the demo's data load with
// import() when the demo comes near the viewport, or when a pointer or the keyboard focus
// enters it first. Until then the server's HTML stays as it is, readable and unchanged; then the
// demo hydrates that HTML as its own React root, so nothing moves on the page.
import { startTransition, useEffect, useId, useRef, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { keepServerHtml } from "@site/src/serverHtml";
import { islandPrefix, type DemoModule, type Editable, type IslandComponent } from "./shared";

/** How far outside the viewport a demo starts to load (about half a phone screen). */
export const islandMargin = "400px 0px";

export function clientIsland(
  load: () => Promise<DemoModule>,
  editable?: Editable,
): IslandComponent {
  function Island() {
    const prefix = islandPrefix(useId());
    const box = useRef<HTMLDivElement>(null);
    useEffect(() => startIsland(box.current as HTMLDivElement, load, prefix), [prefix]);
    return (
      <div
        ref={box}
        data-island=""
        dangerouslySetInnerHTML={keepServerHtml}
        suppressHydrationWarning
      />
    );
  }
  return Object.assign(Island, { editable });
}

/** Something a reader did inside the demo before it was live, to be done again once it is. */
type Replay =
  | { kind: "event"; target: EventTarget; event: Event }
  | { kind: "value"; target: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement };

/**
 * Makes the demo in `box` live when it is needed; returns the clean-up for when the page goes.
 * `data-island` on the box tells where it is: "" waiting, "loading", "live".
 */
function startIsland(
  box: HTMLDivElement,
  load: () => Promise<DemoModule>,
  prefix: string,
): () => void {
  let gone = false;
  let loading = false;
  let root: Root | undefined;
  const replays: Replay[] = [];

  // After a client-side navigation (or under `npm start`) there is no server HTML to keep:
  // the demo renders as soon as its code is there.
  const serverHtml = box.hasChildNodes();

  const capture = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    if (event.type === "input" || event.type === "change") {
      if (
        (target instanceof HTMLInputElement ||
          target instanceof HTMLTextAreaElement ||
          target instanceof HTMLSelectElement) &&
        !replays.some((replay) => replay.kind === "value" && replay.target === target)
      )
        replays.push({ kind: "value", target });
    } else {
      // A click or a submit would do its default (tick a box, follow a link, send a form)
      // without the demo seeing it: it waits, and happens once the demo is live.
      if (event.type !== "keydown") event.preventDefault();
      replays.push({ kind: "event", target, event });
    }
    goLive();
  };
  const captured = ["click", "submit", "keydown", "input", "change"] as const;
  const triggers = ["pointerdown", "touchstart", "focusin"] as const;

  const stopWaiting = () => {
    observer?.disconnect();
    for (const type of triggers) box.removeEventListener(type, goLive);
  };
  const stopCapturing = () => {
    for (const type of captured) box.removeEventListener(type, capture, true);
  };

  function goLive() {
    if (loading || gone) return;
    loading = true;
    stopWaiting();
    box.dataset.island = "loading";
    load().then(
      ({ default: Demo }) => {
        if (gone) return;
        stopCapturing();
        root = renderDemo(box, <Demo />, { identifierPrefix: prefix }, serverHtml, replays);
        box.dataset.island = "live";
      },
      () => {
        // Offline or a failed chunk: the demo stays as the server rendered it; try again on
        // the next pointer or focus.
        loading = false;
        box.dataset.island = "";
        for (const type of triggers) box.addEventListener(type, goLive, { passive: true });
      },
    );
  }

  let observer: IntersectionObserver | undefined;
  if (!serverHtml) {
    goLive();
  } else {
    for (const type of captured) box.addEventListener(type, capture, true);
    for (const type of triggers) box.addEventListener(type, goLive, { passive: true });
    if (typeof IntersectionObserver === "function") {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) goLive();
        },
        { rootMargin: islandMargin },
      );
      observer.observe(box);
    } else {
      goLive();
    }
  }

  return () => {
    gone = true;
    stopWaiting();
    stopCapturing();
    // Not during the page's own commit: React warns about unmounting a root while rendering.
    const live = root;
    if (live) setTimeout(() => live.unmount(), 0);
  };
}

/**
 * Renders the demo into `box`: as a new root when there is no server HTML, else by hydrating the
 * server's HTML, at once and then replaying what the reader did if they already used it.
 */
function renderDemo(
  box: HTMLDivElement,
  demo: ReactNode,
  options: { identifierPrefix: string },
  serverHtml: boolean,
  replays: readonly Replay[],
): Root {
  if (!serverHtml) {
    // A root of its own inside the box: React does not let a leaf it renders be a root.
    const inner = document.createElement("div");
    inner.style.display = "contents";
    box.append(inner);
    const root = createRoot(inner, options);
    root.render(demo);
    return root;
  }
  let root: Root | undefined;
  if (replays.length > 0) {
    // Someone is using it: hydrate now, then replay what they did, in order.
    flushSync(() => {
      root = hydrateRoot(box, demo, options);
    });
    for (const replay of replays) replayInto(replay);
  } else {
    // Hydration as a transition yields to the browser every few milliseconds; an event
    // that arrives meanwhile makes React finish it at once and then handle the event.
    startTransition(() => {
      root = hydrateRoot(box, demo, options);
    });
  }
  return root as Root;
}

/** Does again, in the live demo, what a reader did before it was live. */
function replayInto(replay: Replay) {
  if (replay.kind === "event") {
    const { target, event } = replay;
    let copy: Event;
    if (event instanceof KeyboardEvent) copy = new KeyboardEvent(event.type, event);
    else if (event instanceof MouseEvent) copy = new MouseEvent(event.type, event);
    else copy = new Event(event.type, event);
    target.dispatchEvent(copy);
    return;
  }
  const control = replay.target;
  if (control instanceof HTMLSelectElement) {
    // React reads a select's change event as it is.
    control.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  if (
    control instanceof HTMLInputElement &&
    (control.type === "checkbox" || control.type === "radio")
  ) {
    // Ticked without a click (rare): untick it as React knows it, and click it again.
    if (control.checked !== control.defaultChecked) {
      control.checked = control.defaultChecked;
      control.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    }
    return;
  }
  // Typed text: React compares an input's value with the one it last saw, so tell it the
  // server's value (its tracked setter), put the reader's back without it (the prototype's
  // setter) and send the input event that React turns into onChange.
  const typed = control.value;
  if (typed === control.defaultValue) return;
  control.value = control.defaultValue;
  const prototype = Object.getPrototypeOf(control) as object;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(control, typed);
  control.dispatchEvent(new Event("input", { bubbles: true }));
}
