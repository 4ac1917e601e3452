/**
 * A small namespace-aware XML parser for book sources (CNXML, MathML, collection XML).
 * It keeps mixed content in order, drops comments and processing instructions, and rejects
 * input that is not well-formed, so a broken source is reported instead of half-read.
 */

/** An element: its local name, resolved namespace, attributes by name, and children in order. */
export interface XmlElement {
  name: string;
  namespace: string;
  attributes: Record<string, string>;
  children: XmlNode[];
}

/** A child of an element: an element or a run of text. */
export type XmlNode = XmlElement | string;

/** The source text is not well-formed XML. */
export class XmlSyntaxError extends Error {}

const PREDEFINED_ENTITIES: Record<string, string> = {
  lt: "<",
  gt: ">",
  amp: "&",
  quot: '"',
  apos: "'",
};

const NAME = /[A-Za-z_][\w.:-]*/y;
const ATTRIBUTE = /\s*([A-Za-z_][\w.:-]*)\s*=\s*("([^"]*)"|'([^']*)')/y;
const WHITESPACE = /\s*/y;

function decodeEntities(text: string, position: number): string {
  if (!text.includes("&")) return text;
  return text.replace(/&([^;\s&]*);?/g, (match, entity: string) => {
    if (!match.endsWith(";")) throw new XmlSyntaxError(`Unterminated entity near offset ${position}`);
    if (entity.startsWith("#x")) return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
    if (entity.startsWith("#")) return String.fromCodePoint(Number.parseInt(entity.slice(1), 10));
    const value = PREDEFINED_ENTITIES[entity];
    if (value === undefined) throw new XmlSyntaxError(`Unknown entity &${entity}; near offset ${position}`);
    return value;
  });
}

interface OpenElement {
  element: XmlElement;
  qualifiedName: string;
  scope: Map<string, string>;
}

function splitName(qualifiedName: string): { prefix: string; local: string } {
  const colon = qualifiedName.indexOf(":");
  return colon < 0
    ? { prefix: "", local: qualifiedName }
    : { prefix: qualifiedName.slice(0, colon), local: qualifiedName.slice(colon + 1) };
}

/** Parses a whole document and returns its root element; throws XmlSyntaxError when malformed. */
export function parseXml(source: string): XmlElement {
  const stack: OpenElement[] = [];
  let root: XmlElement | undefined;
  let position = 0;

  function skipUntil(terminator: string, what: string) {
    const end = source.indexOf(terminator, position);
    if (end < 0) throw new XmlSyntaxError(`Unterminated ${what} at offset ${position}`);
    const content = source.slice(position, end);
    position = end + terminator.length;
    return content;
  }

  function appendText(text: string) {
    const current = stack.at(-1);
    if (!current) {
      if (text.trim()) throw new XmlSyntaxError(`Text outside the root element at offset ${position}`);
      return;
    }
    const children = current.element.children;
    const last = children.at(-1);
    if (typeof last === "string") children[children.length - 1] = last + text;
    else children.push(text);
  }

  while (position < source.length) {
    const next = source.indexOf("<", position);
    if (next < 0) {
      appendText(decodeEntities(source.slice(position), position));
      break;
    }
    if (next > position) appendText(decodeEntities(source.slice(position, next), position));
    position = next;
    if (source.startsWith("<!--", position)) {
      position += 4;
      skipUntil("-->", "comment");
    } else if (source.startsWith("<![CDATA[", position)) {
      position += 9;
      appendText(skipUntil("]]>", "CDATA section"));
    } else if (source.startsWith("<?", position)) {
      position += 2;
      skipUntil("?>", "processing instruction");
    } else if (source.startsWith("<!", position)) {
      // A DOCTYPE; book sources declare no entities, so its content is not needed.
      position += 2;
      skipUntil(">", "declaration");
    } else if (source.startsWith("</", position)) {
      position += 2;
      const name = skipUntil(">", "end tag").trim();
      const open = stack.pop();
      if (!open || open.qualifiedName !== name) {
        throw new XmlSyntaxError(
          `End tag </${name}> does not match <${open?.qualifiedName ?? "nothing"}> at offset ${position}`,
        );
      }
      if (stack.length === 0) root = open.element;
    } else {
      position = readStartTag(position + 1);
    }
  }
  if (stack.length > 0) throw new XmlSyntaxError(`Element <${stack.at(-1)?.qualifiedName}> is never closed`);
  if (!root) throw new XmlSyntaxError("The document has no root element");
  return root;

  function readStartTag(start: number): number {
    NAME.lastIndex = start;
    const nameMatch = NAME.exec(source);
    if (!nameMatch) throw new XmlSyntaxError(`Invalid tag at offset ${start}`);
    const qualifiedName = nameMatch[0];
    let cursor = NAME.lastIndex;
    const rawAttributes: [string, string][] = [];
    for (;;) {
      ATTRIBUTE.lastIndex = cursor;
      const attribute = ATTRIBUTE.exec(source);
      if (!attribute) break;
      rawAttributes.push([attribute[1], decodeEntities(attribute[3] ?? attribute[4] ?? "", cursor)]);
      cursor = ATTRIBUTE.lastIndex;
    }
    WHITESPACE.lastIndex = cursor;
    WHITESPACE.exec(source);
    cursor = WHITESPACE.lastIndex;
    const selfClosing = source.startsWith("/>", cursor);
    if (!selfClosing && source[cursor] !== ">") {
      throw new XmlSyntaxError(`Malformed start tag <${qualifiedName}> at offset ${start}`);
    }
    if (stack.length === 0 && root) throw new XmlSyntaxError(`A second root element at offset ${start}`);

    const parentScope = stack.at(-1)?.scope ?? new Map([["xml", "http://www.w3.org/XML/1998/namespace"]]);
    let scope = parentScope;
    const attributes: Record<string, string> = {};
    for (const [name, value] of rawAttributes) {
      if (name === "xmlns" || name.startsWith("xmlns:")) {
        if (scope === parentScope) scope = new Map(parentScope);
        scope.set(name === "xmlns" ? "" : name.slice(6), value);
        continue;
      }
      // Attributes are looked up by local name: book sources use unprefixed ones (xml:lang aside).
      attributes[splitName(name).local] = value;
    }
    const { prefix, local } = splitName(qualifiedName);
    const namespace = scope.get(prefix);
    if (namespace === undefined && prefix) {
      throw new XmlSyntaxError(`Undeclared namespace prefix "${prefix}" at offset ${start}`);
    }
    const element: XmlElement = { name: local, namespace: namespace ?? "", attributes, children: [] };
    const parent = stack.at(-1);
    if (parent) parent.element.children.push(element);
    if (selfClosing) {
      if (!parent) root = element;
      return cursor + 2;
    }
    stack.push({ element, qualifiedName, scope });
    return cursor + 1;
  }
}

/** Child elements of an element, optionally only those with a local name. */
export function childElements(element: XmlElement, name?: string): XmlElement[] {
  return element.children.filter(
    (child): child is XmlElement => typeof child !== "string" && (name === undefined || child.name === name),
  );
}

/** The first child element with a local name. */
export function firstChild(element: XmlElement, name: string): XmlElement | undefined {
  return childElements(element, name)[0];
}

/** Every descendant element (document order) that matches a test. */
export function descendants(element: XmlElement, test: (candidate: XmlElement) => boolean): XmlElement[] {
  const found: XmlElement[] = [];
  const visit = (node: XmlElement) => {
    for (const child of node.children) {
      if (typeof child === "string") continue;
      if (test(child)) found.push(child);
      visit(child);
    }
  };
  visit(element);
  return found;
}

/** The concatenated text of an element and its descendants. */
export function textContent(node: XmlNode): string {
  if (typeof node === "string") return node;
  return node.children.map(textContent).join("");
}

/** Whether an element's class attribute lists a class name. */
export function hasClass(element: XmlElement, className: string): boolean {
  return (element.attributes.class ?? "").split(/\s+/).includes(className);
}
