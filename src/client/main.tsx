/**
 * The browser entry. A page the build prerendered (features/site and the plan chooser, served to
 * signed-out visitors) is hydrated; any other page is rendered here.
 */
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
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
