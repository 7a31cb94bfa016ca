// The same scenarios with @tanstack/table-core's filtered, sorted, grouped, paginated and
// faceted row models.
import * as T from "@tanstack/table-core";
import { storeReactivityBindings } from "@tanstack/table-core/store-reactivity-bindings";
import { SELECTED_COLORS, TOGGLED_COLOR, isSubsequence } from "./data.mjs";

const features = T.tableFeatures({
  coreReactivityFeature: storeReactivityBindings(),
  columnFilteringFeature: T.columnFilteringFeature,
  rowSortingFeature: T.rowSortingFeature,
  columnGroupingFeature: T.columnGroupingFeature,
  rowExpandingFeature: T.rowExpandingFeature,
  rowPaginationFeature: T.rowPaginationFeature,
  columnFacetingFeature: T.columnFacetingFeature,
  filteredRowModel: T.createFilteredRowModel(),
  sortedRowModel: T.createSortedRowModel(),
  groupedRowModel: T.createGroupedRowModel(),
  paginatedRowModel: T.createPaginatedRowModel(),
  facetedRowModel: T.createFacetedRowModel(),
  facetedUniqueValues: T.createFacetedUniqueValues(),
  sortFns: T.sortFns,
  filterFns: T.filterFns,
});

const includesSome = (row, id, value) => value.includes(row.getValue(id));
const columns = [
  {
    id: "name",
    accessorFn: (item) => item.name.toLowerCase().replace(/[^a-z0-9]/g, ""),
    filterFn: (row, id, value) => isSubsequence(row.getValue(id), value),
  },
  { id: "color", accessorKey: "color", filterFn: includesSome },
  { id: "brand", accessorKey: "brand", filterFn: includesSome },
  {
    id: "inStock",
    accessorKey: "inStock",
    filterFn: (row, id, value) => row.getValue(id) === value,
  },
  { id: "price", accessorKey: "price" },
  { id: "rating", accessorKey: "rating" },
];

function filtersWith(term, colors) {
  const filters = [
    { id: "color", value: colors },
    { id: "inStock", value: true },
  ];
  if (term) filters.push({ id: "name", value: term });
  return filters;
}

function create(items) {
  return T.constructTable({
    features,
    data: items,
    columns,
    initialState: {
      columnFilters: filtersWith("", SELECTED_COLORS),
      sorting: [{ id: "price", desc: false }],
      grouping: ["brand"],
      pagination: { pageIndex: 1, pageSize: 50 },
    },
  });
}

const read = (table) => table.getRowModel().rows.length;

export function tanstackImplementation(items) {
  let shared;
  let colors = SELECTED_COLORS;
  const searched = () => {
    if (!shared) {
      shared = create(items);
      shared.setColumnFilters(filtersWith("cot", colors));
      read(shared);
    }
    return shared;
  };
  return {
    name: "TanStack",
    // Each run builds a 100k-row table (about a second); fewer runs keep the bench short.
    runs: { S1: 5, S2: 5, S3: 9, S4: 9, S5: 9 },
    scenarios: {
      S1: { setup: () => undefined, run: () => read(create(items)) },
      S2: {
        setup: () => {
          const table = create(items);
          table.setColumnFilters(filtersWith("co", SELECTED_COLORS));
          read(table);
          return table;
        },
        run: (table) => {
          table.setColumnFilters(filtersWith("cot", SELECTED_COLORS));
          return read(table);
        },
      },
      S3: {
        setup: searched,
        run: (table) => {
          colors = colors.includes(TOGGLED_COLOR)
            ? colors.filter((color) => color !== TOGGLED_COLOR)
            : [...colors, TOGGLED_COLOR];
          table.setColumnFilters(filtersWith("cot", colors));
          return read(table);
        },
      },
      S4: {
        // Without a state change in between, TanStack would return its memoised facets.
        setup: () => {
          const table = searched();
          colors = colors.includes(TOGGLED_COLOR)
            ? colors.filter((color) => color !== TOGGLED_COLOR)
            : [...colors, TOGGLED_COLOR];
          table.setColumnFilters(filtersWith("cot", colors));
          read(table);
          return table;
        },
        run: (table) => table.getColumn("brand").getFacetedUniqueValues().size,
      },
      S5: {
        setup: () => {
          const table = searched();
          table.setSorting([{ id: "price", desc: false }]);
          read(table);
          return table;
        },
        run: (table) => {
          table.setSorting([{ id: "rating", desc: true }]);
          return read(table);
        },
      },
      S6: {
        setup: () => {
          const table = searched();
          table.setPageIndex(1);
          read(table);
          return table;
        },
        run: (table) => {
          table.setPageIndex(2);
          return read(table);
        },
      },
    },
    exercise: (list) => {
      const table = create(list);
      table.setColumnFilters(filtersWith("cot", [...SELECTED_COLORS, TOGGLED_COLOR]));
      read(table);
      table.getColumn("brand").getFacetedUniqueValues();
      table.setSorting([{ id: "rating", desc: true }]);
      read(table);
      table.setPageIndex(2);
      read(table);
      return table;
    },
    keepAlive: (table) => read(table),
  };
}
