// Every route of the site specification (site-spec.md §2) with the title its page shows.
// The browser tests visit each one, and the sitemap must list exactly these.
export const basePath = "/finder/";

export const docsRoutes = [
  ["", "Finder"],
  ["getting-started/", "Getting started"],
  ["getting-started/basic-usage/", "Basic usage"],
  ["getting-started/basic-usage/search/", "Search"],
  ["getting-started/basic-usage/filters/", "Filters"],
  ["getting-started/basic-usage/sort-by/", "Sort by"],
  ["getting-started/basic-usage/component/", "Display matches"],
  ["getting-started/basic-usage/controls/", "Build controls"],
  ["getting-started/basic-usage/result/", "The finished list"],
  ["getting-started/context/", "Injecting context"],
  ["getting-started/context/context-rules/", "Context-aware rules"],
  ["getting-started/context/injecting-state/", "Injecting UI state"],
  ["getting-started/pagination/", "Paginating matches"],
  ["getting-started/effects/", "Coupling rules with effects"],
  ["getting-started/testing/", "Previewing and testing"],
  ["rules/", "Rules"],
  ["rules/search-rule/", "Search rule"],
  ["rules/filter-rule/", "Filter rule"],
  ["rules/sort-by-rule/", "Sort-by rule"],
  ["rules/group-by-rule/", "Group-by rule"],
  ["rules/ruleset/", "Rulesets"],
  ["rules/effects/", "Effects"],
  ["rules/effects/rule-effects/", "Rule effects"],
  ["rules/effects/search-effects/", "Search effects"],
  ["api/", "API"],
  ["api/search-api/", "Search API"],
  ["api/filters-api/", "Filters API"],
  ["api/sort-by-api/", "SortBy API"],
  ["api/group-by-api/", "GroupBy API"],
  ["api/pagination-api/", "Pagination API"],
  ["api/matches-api/", "Matches API"],
  ["api/events-api/", "Events API"],
  ["api/test-api/", "Test API"],
  ["components/", "React components"],
  ["components/finder/", "<Finder>"],
  ["components/finder-content/", "Finder.Content"],
  ["components/finder-search-term-haystack/", "Finder.SearchTermHaystack"],
  ["components/string-match/", "StringMatch"],
  ["components/use-finder/", "useFinder"],
  ["examples/", "Examples"],
].map(([path, title]) => ({
  path: basePath + path,
  title,
  // Docusaurus titles a page "<title> | Finder", except a page titled like the site itself.
  documentTitle: title === "Finder" ? "Finder" : `${title} | Finder`,
  inSidebar: true,
}));

export const standaloneRoutes = [
  {
    path: `${basePath}markdown-page/`,
    title: "Glossary and compatibility",
    documentTitle: "Glossary and compatibility | Finder",
    inSidebar: false,
  },
];

export const allRoutes = [...docsRoutes, ...standaloneRoutes];
