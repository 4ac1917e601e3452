/**
 * The browser entry. A page the build prerendered (features/site and the plan chooser, served to
 * signed-out visitors) is hydrated; any other page is rendered here.
 *
 * Hydration runs as a transition: React then works in slices of a few milliseconds and yields to
 * the browser between them, instead of one long task that blocks input while a phone parses and
 * hydrates the page. The page is already painted, so nothing waits for it; a click on a part not
 * yet hydrated makes React hydrate that part first.
 */
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { AppRoot } from "./app/app-root";
import { createQueryClient } from "./lib/query-client";
import { reloadPagesOfSignedOutStudents } from "./lib/signed-out-pages";
import { isServedSignedOut, startSignedOut } from "./lib/use-auth";
import "./styles.css";

const queryClient = createQueryClient();
if (isServedSignedOut()) startSignedOut(queryClient);
reloadPagesOfSignedOutStudents();

const root = document.getElementById("root") as HTMLElement;
const app = <AppRoot queryClient={queryClient} />;
if (root.hasChildNodes()) {
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else createRoot(root).render(app);
