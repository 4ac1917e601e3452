/**
 * The build-time entry (scripts/prerender-public-pages.ts): renders a page as a signed-out
 * visitor sees it before any script runs, with React's own static rendering, which waits for
 * the page's lazily loaded code. The browser entry (main.tsx) hydrates the result.
 */
import { prerender } from "react-dom/static";
import { Router } from "wouter";
import { findPublicPage, prerenderedFileName, prerenderedPagePaths } from "../contracts/public-pages";
import { AppRoot } from "./app/app-root";
import { createQueryClient } from "./lib/query-client";
import { startSignedOut } from "./lib/use-auth";

/** The HTML of the app at a path for a signed-out visitor (the inside of the root element). */
export async function prerenderPage(path: string): Promise<string> {
  const queryClient = createQueryClient(false);
  startSignedOut(queryClient);
  // The browser reads the path from its location; here the router is told it.
  const { prelude } = await prerender(
    <Router ssrPath={path}>
      <AppRoot queryClient={queryClient} />
    </Router>,
  );
  const html = await new Response(prelude).text();
  queryClient.clear();
  return html;
}

/** The pages to prerender: path, file name in the build, and the head of those that set their own. */
export function prerenderedPages() {
  return prerenderedPagePaths().map((path) => {
    const page = findPublicPage(path);
    return {
      path,
      fileName: prerenderedFileName(path),
      head: page ? { title: page.title, description: page.description } : undefined,
    };
  });
}
