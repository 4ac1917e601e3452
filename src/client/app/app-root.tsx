/**
 * The app with its providers, the same tree in the browser and at build time: hydration needs
 * the markup the build rendered to come from exactly this tree. (The build puts wouter's Router
 * around it to give the path; a provider adds no markup.)
 */
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, useEffect } from "react";
import { App } from "./app";

/**
 * Marks the document once the script has taken over (`data-app-ready` on <html>): before that a
 * prerendered page shows but its buttons do nothing, and a link is an ordinary page load.
 */
function MarkReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = "true";
  }, []);
  return null;
}

/** The whole client. */
export function AppRoot({ queryClient }: { queryClient: QueryClient }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <App />
        <MarkReady />
      </QueryClientProvider>
    </StrictMode>
  );
}
