// Swizzled from @docusaurus/core 3.9.1 (theme-fallback/Error). The structure is the
// original's; only the page it shows changes, to the spec's "This page crashed." page
// with the error, its causes and a "Try again" button (src/components/CrashReport).
import type { ReactNode } from "react";
import Head from "@docusaurus/Head";
import ErrorBoundary from "@docusaurus/ErrorBoundary";
import { RouteContextProvider } from "@docusaurus/core/lib/client/routeContext";
import Layout from "@theme/Layout";
import type { Props } from "@theme/Error";
import CrashReport from "@site/src/components/CrashReport";

const title = "This page crashed.";

export default function Error({ error, tryAgain }: Props): ReactNode {
  // As in the original: the theme layout needs a route context, and the layout itself may
  // throw, so the report is also the fallback of a boundary of its own.
  return (
    <RouteContextProvider
      value={{ plugin: { name: "docusaurus-core-error-boundary", id: "default" } }}
    >
      <ErrorBoundary fallback={() => <CrashReport error={error} tryAgain={tryAgain} />}>
        <Head>
          <title>{title}</title>
        </Head>
        <Layout title={title}>
          <CrashReport error={error} tryAgain={tryAgain} />
        </Layout>
      </ErrorBoundary>
    </RouteContextProvider>
  );
}
