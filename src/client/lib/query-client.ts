/**
 * The TanStack Query client with the spec's defaults (tutor-experience.md section 9).
 */
import { QueryClient } from "@tanstack/react-query";
import { getQueryFn, isMobileBrowser } from "./request";

/** Back-off 1000·2^n ms capped at a maximum. */
export function backoffDelay(attemptIndex: number, capMs: number): number {
  return Math.min(1000 * 2 ** attemptIndex, capMs);
}

/** Builds the query client: no refetching, data never stale, 2 retries on mobile and none elsewhere. */
export function createQueryClient(isMobile: boolean = isMobileBrowser()) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: isMobile ? 2 : false,
        retryDelay: (attemptIndex) => backoffDelay(attemptIndex, 5000),
      },
      mutations: {
        retry: isMobile ? 2 : false,
        retryDelay: (attemptIndex) => backoffDelay(attemptIndex, 3000),
      },
    },
  });
}
