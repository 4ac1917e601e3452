import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fillPageTemplate, inlineStylesheets, lowerScriptPriority } from "./prerender-public-pages";

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

  it("carries its stylesheets in the page, so the first paint waits for no other file", () => {
    const built =
      '<head>\n<script type="module" crossorigin src="/assets/index-1.js"></script>\n<link rel="stylesheet" crossorigin href="/assets/index-2.css">\n</head>';
    const read: string[] = [];
    const html = inlineStylesheets(built, (href) => {
      read.push(href);
      return "body{margin:0}";
    });
    expect(read).toEqual(["/assets/index-2.css"]);
    expect(html).toContain("<style>body{margin:0}</style>");
    expect(html).not.toContain("stylesheet");
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
  });

  it("stops the build when a stylesheet would end the <style> element early", () => {
    const built = '<link rel="stylesheet" href="/assets/index-2.css">';
    expect(() => inlineStylesheets(built, () => 'a::after{content:"</style>"}')).toThrow(/<style>/);
  });

  it("marks its scripts low priority, since the page shows without them", () => {
    const built =
      '<script type="module" crossorigin src="/assets/index-1.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/react-3.js">';
    const html = lowerScriptPriority(built);
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js">');
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-3.js">',
    );
    expect(lowerScriptPriority(html)).toBe(html);
  });
});
