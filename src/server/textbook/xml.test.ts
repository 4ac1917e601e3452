import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fixtureRepositories } from "./openstax-fixtures.test-helpers";
import {
  attribute,
  childElements,
  descendants,
  hasClass,
  parseXml,
  textContent,
  XmlSyntaxError,
} from "./xml";

describe("parsing XML", () => {
  it("resolves namespaces declared on inner elements and keeps mixed content in order", () => {
    const root = parseXml(
      '<document xmlns="http://cnx.rice.edu/cnxml"><para>Speed <m:math xmlns:m="http://www.w3.org/1998/Math/MathML"><m:mi>v</m:mi></m:math> is fast.</para></document>',
    );
    const [para] = childElements(root, "para");
    expect(root.namespaceURI).toBe("http://cnx.rice.edu/cnxml");
    const [before, math, after] = Array.from(para.childNodes);
    expect(before.nodeValue).toBe("Speed ");
    expect(math.namespaceURI).toBe("http://www.w3.org/1998/Math/MathML");
    expect(math.localName).toBe("math");
    expect(after.nodeValue).toBe(" is fast.");
  });

  it("decodes entities and character references, and reads CDATA as text", () => {
    const root = parseXml('<a title="&quot;x&quot;">&lt;&amp;&gt; &#916; &#x3b8; <![CDATA[<raw>]]></a>');
    expect(attribute(root, "title")).toBe('"x"');
    expect(textContent(root)).toBe("<&> Δ θ <raw>");
  });

  it("keeps comments out of the elements and the text, so commented-out markup is not read", () => {
    const root = parseXml('<a><!-- <link class="os-embed"/> --><b/></a>');
    expect(descendants(root, (element) => element.localName === "link")).toHaveLength(0);
    expect(childElements(root).map((element) => element.localName)).toEqual(["b"]);
    expect(textContent(root)).toBe("");
  });

  it("reads attributes and class lists", () => {
    const root = parseXml('<section class="review-problems  unnumbered" id="s1"/>');
    expect(attribute(root, "id")).toBe("s1");
    expect(attribute(root, "url")).toBeUndefined();
    expect(hasClass(root, "unnumbered")).toBe(true);
    expect(hasClass(root, "review")).toBe(false);
  });

  it.each([
    ["an unclosed element", "<a><b></a>"],
    ["text only", "just text"],
    ["an unknown entity", "<a>&nbsp;</a>"],
    ["an undeclared prefix", "<m:math/>"],
    ["two roots", "<a/><b/>"],
    ["an unterminated comment", "<a><!-- </a>"],
    ["an HTML error page", "<html><body><p>Not found</body></html>"],
    ["a document cut short", "<document><para>cut short"],
    ["an unquoted attribute", "<a b=c/>"],
    ["text after the root element", "<a/>trailing"],
  ])("rejects %s", (_, source) => {
    expect(() => parseXml(source)).toThrow(XmlSyntaxError);
  });

  it("reads the replacement character U+FFFD, a legal XML character, in text and attributes", () => {
    const root = parseXml('<media alt="speed v\uFFFD=\uFFFD0.6c"><para>a \uFFFD b</para></media>');
    expect(attribute(root, "alt")).toBe("speed v\uFFFD=\uFFFD0.6c");
    expect(textContent(root)).toBe("a \uFFFD b");
  });

  it.each([
    ["an unclosed element", '<a alt="\uFFFD"><b></a>'],
    ["an unquoted attribute", "<a b=c>\uFFFD</a>"],
    ["an unknown entity", "<a>\uFFFD&nbsp;</a>"],
    ["text after the root element", "<a>\uFFFD</a>trailing"],
  ])("still rejects %s in a text that holds U+FFFD", (_, source) => {
    expect(() => parseXml(source)).toThrow(XmlSyntaxError);
  });

  it("either reads or rejects a real module cut short anywhere, and never fails in another way", () => {
    const [physics] = fixtureRepositories();
    const source = readFileSync(path.join(physics.folder, "modules/m54057/index.cnxml"), "utf8");
    const outcomes = { parsed: 0, rejected: 0 };
    for (let cut = 0; cut < source.length; cut += Math.ceil(source.length / 150)) {
      try {
        parseXml(source.slice(0, cut));
        outcomes.parsed += 1;
      } catch (error) {
        expect(error).toBeInstanceOf(XmlSyntaxError);
        outcomes.rejected += 1;
      }
    }
    expect(outcomes.rejected).toBeGreaterThan(100);
    // Only the whole file is a document; every shorter cut leaves an element open.
    expect(outcomes.parsed).toBe(0);
    expect(() => parseXml(source)).not.toThrow();
  });
});
