// Wraps theme-classic's Details (3.9.1), a Markdown page's <details>: while it is closed, the code
// blocks inside it render their code without highlighting (src/tabPanel.ts), every word still in
// the HTML; the colours come when it first opens.
import { useState, type ReactNode, type ToggleEvent } from "react";
import type { Props } from "@theme/Details";
import Details from "@theme-original/Details";
import { ShownWhen } from "@site/src/tabPanel";

export default function DetailsWithCodeOnOpen({ children, onToggle, ...props }: Props): ReactNode {
  const [opened, setOpened] = useState(props.open === true);
  return (
    <Details
      {...props}
      onToggle={(event: ToggleEvent<HTMLDetailsElement>) => {
        if (event.currentTarget.open) setOpened(true);
        onToggle?.(event);
      }}
    >
      <ShownWhen shown={opened}>{children}</ShownWhen>
    </Details>
  );
}
