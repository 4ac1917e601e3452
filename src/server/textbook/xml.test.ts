import { describe, expect, it } from "vitest";
import { childElements, descendants, parseXml, textContent, XmlSyntaxError } from "./xml";

describe("parsing XML", () => {
  it("resolves namespaces declared on inner elements and keeps mixed content in order", () => {
    const root = parseXml(
      '<document xmlns="http://cnx.rice.edu/cnxml"><para>Speed <m:math xmlns:m="http://www.w3.org/1998/Math/MathML"><m:mi>v</m:mi></m:math> is fast.</para></document>',
    );
    const [para] = childElements(root, "para");
    expect(root.namespace).toBe("http://cnx.rice.edu/cnxml");
    expect(para.children[0]).toBe("Speed ");
    const math = para.children[1];
    expect(typeof math !== "string" && math.namespace).toBe("http://www.w3.org/1998/Math/MathML");
    expect(para.children[2]).toBe(" is fast.");
  });

  it("decodes entities and character references, and reads CDATA as text", () => {
    const root = parseXml('<a title="&quot;x&quot;">&lt;&amp;&gt; &#916; &#x3b8; <![CDATA[<raw>]]></a>');
    expect(root.attributes.title).toBe('"x"');
    expect(textContent(root)).toBe("<&> Δ θ <raw>");
  });

  it("drops comments, so commented-out markup is not read", () => {
    const root = parseXml('<a><!-- <link class="os-embed"/> --><b/></a>');
    expect(descendants(root, (element) => element.name === "link")).toHaveLength(0);
    expect(childElements(root).map((element) => element.name)).toEqual(["b"]);
  });

  it.each([
    ["an unclosed element", "<a><b></a>"],
    ["text only", "just text"],
    ["an unknown entity", "<a>&nbsp;</a>"],
    ["an undeclared prefix", "<m:math/>"],
    ["two roots", "<a/><b/>"],
    ["an unterminated comment", "<a><!-- </a>"],
    ["an HTML error page", "<html><body><p>Not found</body></html>"],
  ])("rejects %s", (_, source) => {
    expect(() => parseXml(source)).toThrow(XmlSyntaxError);
  });
});
