// theme-classic's TabItem (3.9.1) with its label on the panel (`data-tab-label`): without
// JavaScript the tabs cannot switch, so a style sheet in <noscript> (docusaurus.config.ts) shows
// every panel one after another, each under its label, in place of the tabs.
import type { ReactNode } from "react";
import clsx from "clsx";
import type { Props } from "@theme/TabItem";
import styles from "./styles.module.css";

export default function TabItem({ children, hidden, className, label, value }: Props): ReactNode {
  return (
    <div
      role="tabpanel"
      className={clsx(styles.tabItem, className)}
      hidden={hidden}
      data-tab-label={label ?? value}
    >
      {children}
    </div>
  );
}
