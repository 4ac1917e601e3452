/**
 * The app with its providers, the same tree in the browser and at build time: hydration needs
 * the markup the build rendered to come from exactly this tree. (The build puts wouter's Router
 * around it to give the path; a provider adds no markup.)
 */
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { App } from "./app";

/** The whole client. */
export function AppRoot({ queryClient }: { queryClient: QueryClient }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>
    </StrictMode>
  );
}
