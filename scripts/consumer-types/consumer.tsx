// What an application writes with the published types. Type-checked against the minimum
// TypeScript; every `@ts-expect-error` proves that a mistake is still caught there.
import {
  FinderCore,
  filterRule,
  finderRuleset,
  searchRule,
  sortByRule,
  groupByRule,
  type FinderChangeEvent,
} from "@finderjs/core";
import { Finder, useFinder, useFinderRef } from "@finderjs/react";

interface Job {
  id: string;
  title: string;
  salary: number | null;
  remote: boolean;
  team: string;
}
interface Ctx {
  currency: "USD" | "EUR";
}

const rules = finderRuleset<Job, Ctx>([
  searchRule({ searchFn: (job) => [job.title, job.team] }),
  filterRule({
    id: "team",
    multiple: true,
    filterFn: (job, team: string) => job.team === team,
    options: ({ items }) => [...new Set(items.map((job) => job.team))].map((value) => ({ value })),
  }),
  filterRule({ id: "remote", boolean: true, filterFn: (job) => job.remote }),
  sortByRule({ id: "salary", sortFn: (job) => job.salary, defaultSortDirection: "desc" }),
  groupByRule({ id: "team", groupFn: (job) => job.team }),
]);

const minSalary = filterRule<Job, number>({
  id: "minSalary",
  filterFn: (job, min) => (job.salary ?? 0) >= min,
  // @ts-expect-error a default must be an FValue (number)
  defaultValue: "high",
});

const finder = new FinderCore<Job, Ctx>([], {
  rules: [...rules, minSalary],
  context: { currency: "EUR" },
  onChange: (event: FinderChangeEvent<Job, Ctx>) => event.instance.pagination.page,
});
const titles: string[] = (finder.matches.items ?? []).map((job) => job.title);
const counts: Map<unknown, number> = finder.filters.countRuleOptions("team", true);
// @ts-expect-error the context is typed
finder.setContext({ currency: "GBP" });

// `FinderCore` is one name for the class and the instance type: what events and callbacks hand
// over is a `FinderCore`, and the class can be extended and checked with instanceof.
let kept: FinderCore<Job, Ctx> = finder;
finder.events.on("change", (event) => {
  kept = event.instance;
});
class LoggingFinder extends FinderCore<Job, Ctx> {
  get count(): number {
    return this.matches.numMatchedItems;
  }
}
const logged: FinderCore<Job, Ctx> = new LoggingFinder([], { rules, onInit: (f) => (kept = f) });
const isFinder: boolean =
  (kept as unknown) instanceof FinderCore && logged instanceof LoggingFinder;

function Count() {
  const live = useFinder<Job, Ctx>();
  return <p>{live.matches.numMatchedItems}</p>;
}

export function App({ jobs }: { jobs: Job[] }) {
  const ref = useFinderRef<Job, Ctx>();
  return (
    <Finder items={jobs} rules={rules} context={{ currency: "USD" }} controllerRef={ref}>
      <Count />
      <Finder.Content<Job>>
        {{
          items: ({ items }) => items.map((job) => <b key={job.id}>{job.title}</b>),
          groups: ({ groups }) => groups.map((group) => <h2 key={group.id}>{group.id}</h2>),
          noMatches: <p>None</p>,
        }}
      </Finder.Content>
    </Finder>
  );
}

export { titles, counts, isFinder };
