// Reads a built page (its HTML) into what the site search indexes: one entry per section (the
// text between two headings) and one per reference row (an option, method, prop or error code in
// a table whose rows carry anchors, see src/rehypeReferenceAnchors.ts). Runs at build time only.
import { load, type CheerioAPI } from "cheerio";
import type { AnyNode, Element } from "domhandler";

export interface SearchSection {
  /** The page's address with the section's anchor, e.g. `/finder/api/#options`. */
  url: string;
  /** The page title, then the headings above the section: `["API", "Options"]`. */
  path: string[];
  /** What a reader sees in the section, code left out, spaces collapsed. */
  text: string;
  /** The section's code, indexed so an identifier used in an example finds it. */
  code: string;
}

export interface SearchReference {
  url: string;
  path: string[];
  /** The name in the row's first cell, e.g. `debounceMilliseconds`. */
  name: string;
  /** The table's first column heading: Option, Method, Prop, Code… */
  kind: string;
  /** The rest of the row as a reader sees it. */
  text: string;
}

export interface SearchPage {
  sections: SearchSection[];
  references: SearchReference[];
  /** Ids used by more than one element: a link or result to them could land on the wrong one. */
  duplicateIds: string[];
  /** The page's route, and where its text links to on this site (`/finder/api/#options`). */
  route: string;
  links: string[];
}

/** A link's target as an entry's url: path with its trailing slash, then the anchor if any. */
export function linkTarget(href: string, route: string): string | undefined {
  const url = new URL(href, `https://site.invalid${route}`);
  if (url.origin !== "https://site.invalid") return undefined;
  const path = url.pathname.endsWith("/") ? url.pathname : `${url.pathname}/`;
  return `${path}${url.hash}`;
}

/** Parts of a page that are not its teaching: controls, navigation, demos' live output. */
const skipped = [
  "script",
  "style",
  "noscript",
  "button",
  "nav",
  "svg",
  ".hash-link",
  ".theme-doc-toc-mobile",
  ".theme-doc-footer",
  '[role="region"][aria-label^="Live demo"]',
].join(",");

const headings = new Set(["h1", "h2", "h3", "h4"]);

/** Elements whose end is a word boundary even when no space follows in the source. */
const blocks = new Set([
  "p",
  "li",
  "td",
  "th",
  "tr",
  "div",
  "pre",
  "br",
  "dt",
  "dd",
  "figcaption",
  "blockquote",
  "summary",
  "details",
  "section",
  "table",
  "ul",
  "ol",
]);

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

/** A heading's text without the zero-width space Docusaurus puts before its hash link. */
const headingText = ($: CheerioAPI, heading: Element) =>
  collapse(
    $(heading)
      .clone()
      .find(skipped)
      .remove()
      .end()
      .text()
      .replace(/\u200b/g, ""),
  );

export function readPage(html: string, route: string): SearchPage {
  const $ = load(html);
  const content = $("article").first().length ? $("article").first() : $("main").first();
  const title =
    headingText($, content.find("h1").get(0) ?? $("h1").get(0)!) ||
    collapse($("title").text().split("|")[0] ?? "");
  const sections: SearchSection[] = [];
  const references: SearchReference[] = [];
  const trail: { level: number; text: string }[] = [];
  let current = { url: route, path: [title], text: "", code: "" };

  const startSection = (heading: Element) => {
    const level = Number(heading.tagName.slice(1));
    const text = headingText($, heading);
    if (level === 1) return;
    while (trail.length > 0 && trail[trail.length - 1]!.level >= level) trail.pop();
    trail.push({ level, text });
    flush();
    const id = heading.attribs.id;
    current = {
      url: id ? `${route}#${id}` : route,
      path: [title, ...trail.map((entry) => entry.text)],
      text: "",
      code: "",
    };
  };

  const flush = () => {
    const text = collapse(current.text);
    const code = collapse(current.code);
    if (text || code || current.path.length > 1) sections.push({ ...current, text, code });
  };

  const readReference = (row: Element) => {
    const cells = $(row).children("td").toArray();
    const table = $(row).closest("table");
    const kind = collapse(table.find("thead th").first().text());
    const name = collapse($(cells[0]).find("code").first().text());
    // A member's signature (or "property") sits under its name (src/rehypeMemberSignatures.ts).
    const signature = collapse($(cells[0]).find(".member-signature, .member-kind").text());
    const rest = [signature, ...cells.slice(1).map((cell) => collapse($(cell).text()))]
      .filter(Boolean)
      .join(" · ");
    references.push({
      url: `${route}#${row.attribs.id}`,
      path: [...current.path],
      name,
      kind,
      text: rest,
    });
  };

  const walk = (node: AnyNode, inCode: boolean) => {
    if (node.type === "text") {
      if (inCode) current.code += node.data;
      else current.text += node.data;
      return;
    }
    if (node.type !== "tag") return;
    if ($(node).is(skipped)) return;
    if (headings.has(node.tagName)) {
      startSection(node);
      return;
    }
    if (node.tagName === "tr" && node.attribs.id) readReference(node);
    const code = inCode || node.tagName === "pre";
    for (const child of node.children) walk(child, code);
    if (blocks.has(node.tagName)) {
      if (code) current.code += " ";
      else current.text += " ";
    }
  };

  for (const node of content.get(0)?.children ?? []) walk(node, false);
  flush();
  const ids = $("[id]")
    .toArray()
    .map((element) => (element as Element).attribs.id!);
  const duplicateIds = [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
  const links = content
    .find("a[href]")
    .toArray()
    .filter((link) => $(link).closest(skipped).length === 0)
    .flatMap((link) => linkTarget((link as Element).attribs.href!, route) ?? []);
  return { sections, references, duplicateIds, route, links };
}
