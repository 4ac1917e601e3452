/**
 * Reading book sources (CNXML, MathML, collection XML) with @xmldom/xmldom, a namespace-aware
 * DOM parser, plus the few tree helpers the importer uses. Anything the parser reports, even a
 * warning, rejects the file: a broken source is reported instead of half-read. The one exception
 * is xmldom's notice that the text holds U+FFFD, the replacement character: it is a legal XML
 * character (book sources have it where a symbol was lost long ago, as in an image description
 * of University Physics Volume 3, chapter 5), so the file is read with it as it stands.
 */
import { DOMParser, type Element, type Node, ParseError } from "@xmldom/xmldom";

export type { Element as XmlElement, Node as XmlNode } from "@xmldom/xmldom";

/** The source text is not well-formed XML. */
export class XmlSyntaxError extends Error {}

/** Parses a whole document and returns its root element; throws XmlSyntaxError when malformed. */
export function parseXml(source: string): Element {
  let firstReport: string | undefined;
  const parser = new DOMParser({
    onError: (level, message) => {
      if (level === "warning" && isReplacementCharacterNotice(message, source)) return;
      // xmldom reports some well-formedness errors (an unknown entity, text after the root, an
      // unquoted attribute) as mere errors or warnings and carries on; stop at the first of any.
      firstReport ??= `${message.replace(/\s+/g, " ").trim()} (${level})`;
      throw new XmlSyntaxError(firstReport);
    },
  });
  let root: Element | null;
  try {
    root = parser.parseFromString(source, "text/xml").documentElement;
  } catch (error) {
    // xmldom wraps whatever onError throws in its own ParseError.
    if (error instanceof ParseError) throw new XmlSyntaxError(firstReport ?? error.message, { cause: error });
    throw error;
  }
  if (!root) throw new XmlSyntaxError("the document has no root element");
  return root;
}

/**
 * xmldom warns once, before reading, when a text contains U+FFFD ("source encoding issues?"); the
 * text was decoded as UTF-8 already, and the character is well-formed XML.
 */
function isReplacementCharacterNotice(message: string, source: string): boolean {
  return source.includes("\uFFFD") && /^Unicode replacement character detected/.test(message);
}

/** Whether a node is an element (rather than text, a comment or a processing instruction). */
export function isElement(node: Node): node is Element {
  return node.nodeType === node.ELEMENT_NODE;
}

/** Child elements of an element, optionally only those with a local name. */
export function childElements(element: Element, name?: string): Element[] {
  const found: Element[] = [];
  // Sibling links, not childNodes: xmldom's node lists are slow to copy, and this runs per node.
  for (let child = element.firstChild; child; child = child.nextSibling) {
    if (isElement(child) && (name === undefined || child.localName === name)) found.push(child);
  }
  return found;
}

/** The first child element with a local name. */
export function firstChild(element: Element, name: string): Element | undefined {
  return childElements(element, name)[0];
}

/** Every descendant element (document order) that matches a test. */
export function descendants(element: Element, test: (candidate: Element) => boolean): Element[] {
  const found: Element[] = [];
  const visit = (parent: Element) => {
    for (const child of childElements(parent)) {
      if (test(child)) found.push(child);
      visit(child);
    }
  };
  visit(element);
  return found;
}

/** The concatenated text of a node and its descendants. */
export function textContent(node: Node): string {
  return node.textContent ?? "";
}

/** An attribute's value, or undefined when the element does not have it. */
export function attribute(element: Element, name: string): string | undefined {
  return element.getAttribute(name) ?? undefined;
}

/** Whether an element's class attribute lists a class name. */
export function hasClass(element: Element, className: string): boolean {
  return (element.getAttribute("class") ?? "").split(/\s+/).includes(className);
}
