import type { ReactNode } from "react";
import type { FinderCore, FinderGroup, FinderPaginationApi, FinderState } from "@finderjs/core";
import { useFinder } from "./useFinder";

/** What every content render prop receives. `pagination` is the instance's live pagination object. */
export interface FinderContentArgs<FContext = unknown> {
  pagination: FinderPaginationApi;
  context: FContext;
}

export interface FinderItemsArgs<
  FItem = unknown,
  FContext = unknown,
> extends FinderContentArgs<FContext> {
  /** The matched items of the current page. */
  items: FItem[];
}

export interface FinderGroupsArgs<
  FItem = unknown,
  FContext = unknown,
> extends FinderContentArgs<FContext> {
  /** The matched items of the current page, grouped by the active group rule. */
  groups: FinderGroup<FItem>[];
}

/**
 * Something to render, or a function returning it. A function is called with `args` (not mounted as a
 * component type), so an inline arrow does not remount its subtree when the parent re-renders.
 */
export type FinderRenderProp<Args> = ReactNode | ((args: Args) => ReactNode);

/** One render prop per `finder.state`; exactly the one matching the state renders. */
export interface FinderContentRenderProps<FItem = unknown, FContext = unknown> {
  loading?: FinderRenderProp<FinderContentArgs<FContext>>;
  empty?: FinderRenderProp<FinderContentArgs<FContext>>;
  noMatches?: FinderRenderProp<FinderContentArgs<FContext>>;
  items?: FinderRenderProp<FinderItemsArgs<FItem, FContext>>;
  groups?: FinderRenderProp<FinderGroupsArgs<FItem, FContext>>;
}

/**
 * Render props as an object given as children (`<Finder.Content>{{ items: …, noMatches: … }}`), or
 * the same keys as props (`<Finder.Content items={…} noMatches={…} />`).
 */
export interface FinderContentProps<
  FItem = unknown,
  FContext = unknown,
> extends FinderContentRenderProps<FItem, FContext> {
  children?: FinderContentRenderProps<FItem, FContext>;
}

export interface FinderContentSlotProps<Args> {
  children: FinderRenderProp<Args>;
}

const contentKeys = ["loading", "empty", "noMatches", "items", "groups"] as const;

// The function is called from a component of its own, mounted only while its state is shown: hooks
// called directly inside an inline render prop then belong to this component and keep a stable order
// (though rendering a component from the render prop is the clearer way to use hooks).
function FinderSlot<Args>({ render, args }: { render: (args: Args) => ReactNode; args: Args }) {
  return render(args);
}

function renderSlot<Args>(slot: FinderRenderProp<Args> | undefined, args: Args, key: FinderState) {
  if (typeof slot === "function") return <FinderSlot key={key} render={slot} args={args} />;
  return slot ?? null;
}

// Renders the render prop named by the current state, with the args that state provides.
function renderState<FItem, FContext>(
  finder: FinderCore<FItem, FContext>,
  slots: FinderContentRenderProps<FItem, FContext>,
): ReactNode {
  const state = finder.state;
  const args: FinderContentArgs<FContext> = {
    pagination: finder.pagination,
    context: finder.context,
  };
  switch (state) {
    case "items":
      return renderSlot(slots.items, { ...args, items: finder.matches.items ?? [] }, state);
    case "groups":
      return renderSlot(slots.groups, { ...args, groups: finder.matches.groups ?? [] }, state);
    default:
      return renderSlot(slots[state], args, state);
  }
}

/**
 * Renders exactly one of its render props: the one named by `finder.state` (`loading`, `empty`,
 * `noMatches`, `items` or `groups`), or nothing if that one was not given.
 */
export function FinderContent<FItem = unknown, FContext = unknown>(
  props: FinderContentProps<FItem, FContext>,
): ReactNode {
  const finder = useFinder<FItem, FContext>();
  const { children } = props;
  // A render prop given as a prop wins over the same key in the children object; an explicit
  // `undefined` prop does not hide the children's one.
  const slots: FinderContentRenderProps<FItem, FContext> = {
    loading: props.loading ?? children?.loading,
    empty: props.empty ?? children?.empty,
    noMatches: props.noMatches ?? children?.noMatches,
    items: props.items ?? children?.items,
    groups: props.groups ?? children?.groups,
  };
  if (!contentKeys.some((key) => slots[key] !== undefined)) {
    throw new Error(
      "<Finder.Content> needs at least one render prop. Pass an object as its children, for example " +
        '<Finder.Content>{{ items: ({ items }) => <List items={items} />, noMatches: "No results" }}' +
        "</Finder.Content>, using the keys loading, empty, noMatches, items and groups.",
    );
  }
  return renderState(finder, slots);
}

/** Renders its children while `finder.state` is `"loading"`. */
function FinderLoading<FContext = unknown>({
  children,
}: FinderContentSlotProps<FinderContentArgs<FContext>>): ReactNode {
  return renderState(useFinder<unknown, FContext>(), { loading: children });
}

/** Renders its children while `finder.state` is `"empty"` (no items at all). */
function FinderEmpty<FContext = unknown>({
  children,
}: FinderContentSlotProps<FinderContentArgs<FContext>>): ReactNode {
  return renderState(useFinder<unknown, FContext>(), { empty: children });
}

/** Renders its children while `finder.state` is `"noMatches"` (items exist, none match). */
function FinderNoMatches<FContext = unknown>({
  children,
}: FinderContentSlotProps<FinderContentArgs<FContext>>): ReactNode {
  return renderState(useFinder<unknown, FContext>(), { noMatches: children });
}

/** Renders its children while `finder.state` is `"items"` (matches, no active group rule). */
function FinderItems<FItem = unknown, FContext = unknown>({
  children,
}: FinderContentSlotProps<FinderItemsArgs<FItem, FContext>>): ReactNode {
  return renderState(useFinder<FItem, FContext>(), { items: children });
}

/** Renders its children while `finder.state` is `"groups"` (matches, a group rule is active). */
function FinderGroups<FItem = unknown, FContext = unknown>({
  children,
}: FinderContentSlotProps<FinderGroupsArgs<FItem, FContext>>): ReactNode {
  return renderState(useFinder<FItem, FContext>(), { groups: children });
}

FinderContent.Loading = FinderLoading;
FinderContent.Empty = FinderEmpty;
FinderContent.NoMatches = FinderNoMatches;
FinderContent.Items = FinderItems;
FinderContent.Groups = FinderGroups;
