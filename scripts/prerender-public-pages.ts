/**
 * A Vite plugin that renders the public pages to HTML at the end of every client build (so
 * `npm run build`, `npm start`'s first build and the test builds all have them): Vite builds
 * src/client/prerender-page.tsx for Node, React renders each page it lists into the built
 * index.html, with that page's title and description, the stylesheet written into the page and
 * the scripts marked low priority (they only hydrate it), and the results are written to
 * dist/client/prerendered/, which the server sends to signed-out visitors (decision 034).
 * Everything about the pages comes from that built entry, so this file imports nothing of the
 * app (and vite.config.ts stays loadable as it is).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import react from "@vitejs/plugin-react";
import { build, type Plugin, type Rolldown } from "vite";

/** What the built render entry (src/client/prerender-page.tsx) exports. */
export interface RenderEntry {
  /** The HTML inside the root element of the app at a path, for a signed-out visitor. */
  prerenderPage(pagePath: string): Promise<string>;
  /** The paths to prerender, each with its file name and its own head (none: the default one). */
  prerenderedPages(): { path: string; fileName: string; head?: PageHead }[];
}

export interface PageHead {
  title: string;
  description: string;
}

/** The folder of the client build that holds the prerendered pages (not served as files). */
export const PRERENDERED_FOLDER = "prerendered";

const ROOT_ELEMENT = '<div id="root"></div>';

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(html)) throw new Error(`Prerendering: the page template has no ${what}`);
  return html.replace(pattern, () => replacement);
}

/** The built page template with a page's own title, description and rendered body. */
export function fillPageTemplate(template: string, body: string, head: PageHead | undefined) {
  let html = replaceOnce(template, new RegExp(ROOT_ELEMENT), `<div id="root">${body}</div>`, "root element");
  if (!head) return html;
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${title}</title>`, "title");
  html = replaceOnce(
    html,
    /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
    `<meta name="description" content="${description}" />`,
    "description",
  );
  return replaceOnce(
    html,
    /<meta\s+property="og:title"\s+content="[^"]*"\s*\/>/,
    `<meta property="og:title" content="${title}" />\n    <meta property="og:description" content="${description}" />`,
    "og:title",
  );
}

const STYLESHEET_LINK = /<link\s+rel="stylesheet"[^>]*?\shref="(\/assets\/[^"]+\.css)"[^>]*>/g;

/**
 * The template with each of its stylesheets written into a <style> element, read by `readAsset`
 * from its address: the first paint then needs the page alone, not a second round trip for a
 * render-blocking file. (The pages' Content-Security-Policy allows inline styles, not scripts.)
 */
export function inlineStylesheets(template: string, readAsset: (href: string) => string): string {
  return template.replace(STYLESHEET_LINK, (_link, href: string) => {
    const css = readAsset(href);
    if (/<\/style/i.test(css))
      throw new Error(`Prerendering: ${href} cannot be written into a <style> element`);
    return `<style>${css}</style>`;
  });
}

const SCRIPT_TAG = /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g;

/**
 * The template with its module script and preloads marked low priority: a prerendered page is
 * painted from its HTML, and the scripts only hydrate it, so the browser need not fetch them
 * ahead of what the page shows.
 */
export function lowerScriptPriority(template: string): string {
  return template.replace(SCRIPT_TAG, (tag) => `${tag} fetchpriority="low"`);
}

/** Builds the render entry for Node into a scratch folder and gives the path of its entry file. */
async function buildRenderEntry(clientRoot: string, bundleDir: string): Promise<string> {
  const output = await build({
    configFile: false,
    root: clientRoot,
    logLevel: "warn",
    plugins: [react()],
    build: {
      ssr: path.join(clientRoot, "prerender-page.tsx"),
      outDir: bundleDir,
      emptyOutDir: true,
      sourcemap: false,
      minify: false,
    },
  });
  const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  const entry = outputs
    .flatMap((result) => result.output)
    .find((chunk) => chunk.type === "chunk" && chunk.isEntry);
  if (!entry) throw new Error("Prerendering: the render entry was not built");
  return path.join(bundleDir, entry.fileName);
}

/** The plugin: after the client is written, renders every prerendered page into its folder. */
export function prerenderPublicPages(): Plugin {
  let clientRoot = "";
  let outDir = "";
  return {
    name: "vector:prerender-public-pages",
    apply: (config, environment) => environment.command === "build" && !config.build?.ssr,
    configResolved(config) {
      clientRoot = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const started = Date.now();
      // Inside the project, so the built entry finds React and the rest in node_modules.
      const bundleDir = path.resolve(
        import.meta.dirname,
        `../node_modules/.cache/vector-prerender-${process.pid}`,
      );
      try {
        const entryFile = await buildRenderEntry(clientRoot, bundleDir);
        const entry = (await import(pathToFileURL(entryFile).href)) as RenderEntry;
        const built = readFileSync(path.join(outDir, "index.html"), "utf8");
        const template = lowerScriptPriority(
          inlineStylesheets(built, (href) => readFileSync(path.join(outDir, href), "utf8")),
        );
        const pagesDir = path.join(outDir, PRERENDERED_FOLDER);
        mkdirSync(pagesDir, { recursive: true });
        const pages = entry.prerenderedPages();
        for (const page of pages) {
          const body = await entry.prerenderPage(page.path);
          writeFileSync(path.join(pagesDir, page.fileName), fillPageTemplate(template, body, page.head));
        }
        this.info(`prerendered ${pages.length} pages in ${Date.now() - started} ms`);
      } finally {
        rmSync(bundleDir, { recursive: true, force: true });
      }
    },
  };
}
