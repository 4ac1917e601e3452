/**
 * CNXML problem markup to the editor's text: markdown with $...$ inline and $$...$$ display
 * math. Images become links (the page only loads its own images), empty cross-references
 * become words ("the figure"), and figures an exercise refers to are brought along with it.
 */
import { mathmlToLatex } from "./mathml-to-latex";
import {
  attribute,
  childElements,
  descendants,
  firstChild,
  isElement,
  textContent,
  type XmlElement,
  type XmlNode,
} from "./xml";

const MATHML_NAMESPACE = "http://www.w3.org/1998/Math/MathML";

export interface RenderContext {
  /** Every element of the module with an id, to resolve cross-references. */
  elementsById: Map<string, XmlElement>;
  /** The public address of a media file referenced as "../../media/<file>". */
  mediaUrl: (source: string) => string;
}

const REFERENCE_WORDS: Record<string, string> = {
  figure: "the figure",
  table: "the table",
  equation: "the equation",
  example: "the example",
  exercise: "the exercise",
  section: "the section",
  note: "the note",
};

const LETTER_STYLES = new Set(["lower-alpha", "upper-alpha", "lower-roman", "upper-roman"]);

function escapeText(text: string): string {
  // Dollar signs in prose ("sells for $40") would otherwise open math.
  return text.replace(/\s+/g, " ").replace(/\$/g, "\\$");
}

function listMarker(list: XmlElement, index: number): string {
  if (attribute(list, "list-type") !== "enumerated") return "-";
  const style = attribute(list, "number-style") ?? "arabic";
  const prefix = attribute(list, "mark-prefix") ?? (LETTER_STYLES.has(style) ? "(" : "");
  const suffix = attribute(list, "mark-suffix") ?? (LETTER_STYLES.has(style) ? ")" : ".");
  const letter = String.fromCharCode(97 + (index % 26));
  const roman = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x"][index] ?? String(index + 1);
  const mark =
    style === "lower-alpha"
      ? letter
      : style === "upper-alpha"
        ? letter.toUpperCase()
        : style === "lower-roman"
          ? roman
          : style === "upper-roman"
            ? roman.toUpperCase()
            : String(index + 1);
  return `${prefix}${mark}${suffix}`;
}

function scriptOutsideMath(element: XmlElement, marker: "^" | "_"): string {
  const inner = textContent(element).replace(/\s+/g, " ").trim().replace(/[−–—]/g, "-");
  if (!inner) return "";
  return `$${marker}{${inner.replace(/([{}\\$%#&_^~])/g, "\\$1")}}$`;
}

function renderMedia(element: XmlElement, context: RenderContext): string {
  const image = descendants(
    element,
    (candidate) => candidate.localName === "image" && !!attribute(candidate, "src"),
  )[0];
  const alt = (attribute(element, "alt") ?? "").replace(/\s+/g, " ").trim().replace(/[[\]]/g, "");
  if (!image) return alt ? `(${escapeText(alt)})` : "";
  const url = context.mediaUrl(attribute(image, "src") ?? "");
  return `[Image${alt ? `: ${escapeText(alt)}` : ""}](${url})`;
}

function renderTable(element: XmlElement, context: RenderContext): string {
  const rows = descendants(element, (candidate) => candidate.localName === "row").map((row) =>
    childElements(row, "entry").map((entry) => renderInline(entry, context).replace(/\|/g, "\\|").trim()),
  );
  if (rows.length === 0) return "";
  const width = Math.max(...rows.map((row) => row.length));
  const line = (cells: string[]) =>
    `| ${Array.from({ length: width }, (_, index) => cells[index] ?? "").join(" | ")} |`;
  const [header, ...body] = rows;
  const title = firstChild(element, "title");
  return [
    title ? `**${renderInline(title, context).trim()}**\n\n` : "",
    [line(header), line(Array.from({ length: width }, () => "---")), ...body.map(line)].join("\n"),
  ].join("");
}

function renderLink(element: XmlElement, context: RenderContext): string {
  const text = renderChildren(element, context).trim();
  const url = attribute(element, "url");
  if (url) {
    if (!/^https?:\/\//.test(url)) return text;
    return `[${text || url}](${url})`;
  }
  if (text) return text;
  const targetId = attribute(element, "target-id");
  if (attribute(element, "document")) return targetId ? "the referenced item" : "the referenced section";
  const target = targetId ? context.elementsById.get(targetId) : undefined;
  return (target && REFERENCE_WORDS[target.localName ?? ""]) ?? "the referenced item";
}

function renderChildren(element: XmlElement, context: RenderContext): string {
  return Array.from(element.childNodes)
    .map((child) => renderNode(child, context))
    .join("");
}

function renderInline(element: XmlElement, context: RenderContext): string {
  return renderChildren(element, context).replace(/(?<!\s)\s*\n+\s*/g, " ");
}

function block(text: string): string {
  const trimmed = text.trim();
  return trimmed ? `\n\n${trimmed}\n\n` : "";
}

function renderNode(node: XmlNode, context: RenderContext): string {
  if (node.nodeType === node.TEXT_NODE || node.nodeType === node.CDATA_SECTION_NODE) {
    return escapeText(node.nodeValue ?? "");
  }
  // Comments and processing instructions are not content: a commented-out embed stays out.
  if (!isElement(node)) return "";
  if (node.namespaceURI === MATHML_NAMESPACE) {
    if (node.localName !== "math") return "";
    const latex = mathmlToLatex(node);
    if (!latex) return "";
    return attribute(node, "display") === "block" ? block(`$$${latex}$$`) : `$${latex}$`;
  }
  switch (node.localName) {
    case "para":
    case "note":
    case "section":
    case "example":
    case "problem":
    case "div":
      return block(renderChildren(node, context));
    case "title": {
      const title = renderInline(node, context).trim();
      return title ? block(`**${title}**`) : "";
    }
    case "list": {
      const items = childElements(node, "item").map(
        (item, index) => `${listMarker(node, index)} ${renderInline(item, context).trim()}`,
      );
      const title = firstChild(node, "title");
      return block(
        [title ? `**${renderInline(title, context).trim()}**` : "", ...items].filter(Boolean).join("\n"),
      );
    }
    case "equation": {
      const maths = childElements(node).filter((child) => child.namespaceURI === MATHML_NAMESPACE);
      if (maths.length === 0) return block(renderChildren(node, context));
      return block(maths.map((math) => `$$${mathmlToLatex(math)}$$`).join("\n\n"));
    }
    case "figure":
    case "subfigure":
      return block(
        childElements(node)
          .filter((child) => child.localName !== "title" && child.localName !== "label")
          .map((child) =>
            child.localName === "caption"
              ? `*${renderInline(child, context).trim()}*`
              : renderNode(child, context).trim(),
          )
          .filter(Boolean)
          .join("\n\n"),
      );
    case "media":
      return renderMedia(node, context);
    case "table":
      return block(renderTable(node, context));
    case "emphasis": {
      const inner = renderChildren(node, context);
      if (!inner.trim()) return inner;
      const marker =
        attribute(node, "effect") === "bold" ? "**" : attribute(node, "effect") === "italics" ? "*" : "";
      const leading = /^\s/.test(inner) ? " " : "";
      const trailing = /\s$/.test(inner) ? " " : "";
      return `${leading}${marker}${inner.trim()}${marker}${trailing}`;
    }
    case "sup":
      return scriptOutsideMath(node, "^");
    case "sub":
      return scriptOutsideMath(node, "_");
    case "link":
      return renderLink(node, context);
    case "newline":
      return "\n";
    case "code":
      return `\`${textContent(node)}\``;
    case "iframe": {
      const source = attribute(node, "src");
      return source ? `[${source}](${source})` : "";
    }
    case "solution":
    case "commentary":
    case "label":
    case "footnote":
    case "caption":
    case "metadata":
      return "";
    default:
      return renderChildren(node, context);
  }
}

/** Tidies rendered text: single spaces, no spaces at line ends, at most one blank line. */
function tidy(text: string): string {
  return text
    .split("\n")
    .map((line) => line.replace(/[ \t]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Figures and tables outside an element that its cross-references point at, in reference order. */
export function referencedOutsideElements(element: XmlElement, context: RenderContext): XmlElement[] {
  const inside = new Set(descendants(element, () => true));
  const found: XmlElement[] = [];
  for (const link of descendants(element, (candidate) => candidate.localName === "link")) {
    const targetId = attribute(link, "target-id");
    if (!targetId || attribute(link, "document")) continue;
    const target = context.elementsById.get(targetId);
    if (!target || inside.has(target) || found.includes(target)) continue;
    if (target.localName === "figure" || target.localName === "table") found.push(target);
  }
  return found;
}

/** Renders an element (a problem, a figure) as markdown with LaTeX math. */
export function renderMarkdown(element: XmlElement, context: RenderContext): string {
  return tidy(renderNode(element, context));
}

/** An index of every element with an id in a document. */
export function indexElementsById(root: XmlElement): Map<string, XmlElement> {
  const index = new Map<string, XmlElement>();
  for (const element of descendants(root, (candidate) => candidate.hasAttribute("id"))) {
    index.set(attribute(element, "id") ?? "", element);
  }
  return index;
}
