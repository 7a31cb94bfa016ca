import { useId, type ReactNode } from "react";
import clsx from "clsx";
import styles from "./styles.module.css";

export interface FlowStep {
  /** What happens at this step, in a few words. */
  title: ReactNode;
  /** One line of detail under the title. */
  detail?: ReactNode;
  /** A way out of the flow at this step, e.g. "No: stop, nothing is emitted". */
  exit?: ReactNode;
}

export interface FlowProps {
  steps: FlowStep[];
  /** Says what the diagram shows; also its accessible name. */
  caption: ReactNode;
  /** `row` lays short pipelines out left to right on wide screens; phones always stack. */
  direction?: "row" | "column";
}

/**
 * A diagram of steps in order, drawn with HTML and CSS instead of a diagram library: an ordered
 * list reads well in a screen reader, costs no JavaScript, and follows the colour mode.
 */
export default function Flow({ steps, caption, direction = "column" }: FlowProps) {
  const captionId = useId();
  return (
    <figure className={styles.figure} aria-labelledby={captionId}>
      <ol className={clsx(styles.flow, direction === "row" && styles.row)}>
        {steps.map((step, index) => (
          <li key={index} className={styles.step}>
            <span className={styles.title}>{step.title}</span>
            {step.detail && <span className={styles.detail}>{step.detail}</span>}
            {step.exit && <span className={styles.exit}>{step.exit}</span>}
          </li>
        ))}
      </ol>
      <figcaption id={captionId} className={styles.caption}>
        {caption}
      </figcaption>
    </figure>
  );
}
