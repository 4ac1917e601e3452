import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { createQueryClient } from "./lib/query-client";
import { reloadPagesOfSignedOutStudents } from "./lib/signed-out-pages";
import "./styles.css";

const queryClient = createQueryClient();
reloadPagesOfSignedOutStudents();

createRoot(document.getElementById("root") as HTMLElement).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <App />
    </QueryClientProvider>
  </StrictMode>,
);
