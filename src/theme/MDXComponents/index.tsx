// Wraps the 3.9.1 MDX components: every Markdown table sits in a box of its own that scrolls
// sideways when the table is wider than the column (on phones), so the page never does; and code
// in a table cell stays inline code when src/rehypeCodeBreaks.ts has put <wbr> in it.
import {
  Children,
  isValidElement,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from "react";
import MDXComponents from "@theme-original/MDXComponents";
import CodeInline from "@theme/CodeInline";

/**
 * The theme's `code` shows code as a block unless every child is a one-line string; text with
 * break points (<wbr>) between its strings is still one line of inline code.
 */
function Code(props: ComponentProps<"code">): ReactNode {
  const children = Children.toArray(props.children);
  const hasBreaks = children.some((child) => isValidElement(child) && child.type === "wbr");
  const isInline = children.every(
    (child) =>
      (typeof child === "string" && !child.includes("\n")) ||
      (isValidElement(child) && child.type === "wbr"),
  );
  return hasBreaks && isInline ? <CodeInline {...props} /> : <MDXComponents.code {...props} />;
}

function ScrollableTable(props: ComponentProps<"table">): ReactNode {
  const boxRef = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const observer = new ResizeObserver(() => setOverflows(box.scrollWidth > box.clientWidth));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  // Only a box that scrolls takes focus, so a keyboard can scroll it and every other table
  // stays out of the tab order.
  const scrollable = overflows
    ? { tabIndex: 0, role: "region", "aria-label": "Table (scrolls sideways)" }
    : {};
  return (
    <div ref={boxRef} className="table-scroll" {...scrollable}>
      <table {...props} />
    </div>
  );
}

export default { ...MDXComponents, table: ScrollableTable, code: Code };
