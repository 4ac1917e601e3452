import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fillPageTemplate } from "./prerender-public-pages";

const template = readFileSync(path.resolve(import.meta.dirname, "../src/client/index.html"), "utf8");

describe("a prerendered page's HTML", () => {
  it("holds the rendered page in the root element and its own title and description", () => {
    const html = fillPageTemplate(template, "<h1>Pricing</h1>", {
      title: "Pricing · Vector <plans>",
      description: 'Plans from $20 & "more"',
    });
    expect(html).toContain('<div id="root"><h1>Pricing</h1></div>');
    expect(html).toContain("<title>Pricing · Vector &lt;plans&gt;</title>");
    expect(html).toContain('<meta name="description" content="Plans from $20 &amp; &quot;more&quot;" />');
    expect(html).toContain('<meta property="og:title" content="Pricing · Vector &lt;plans&gt;" />');
    expect(html).toContain(
      '<meta property="og:description" content="Plans from $20 &amp; &quot;more&quot;" />',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    // The server fills in the canonical link, og:url and the signed-out mark on each request.
    expect(html).toContain("<!--vector:head-->");
  });

  it("keeps the template's head for a page without one of its own", () => {
    const html = fillPageTemplate(template, "<h1>404 - Page Not Found</h1>", undefined);
    expect(html).toContain(template.match(/<title>[^<]*<\/title>/)?.[0]);
    expect(html).toContain('<div id="root"><h1>404 - Page Not Found</h1></div>');
  });

  it("stops the build when the template has lost the root element", () => {
    expect(() => fillPageTemplate("<html><body></body></html>", "<h1>x</h1>", undefined)).toThrow(
      /root element/,
    );
  });
});
