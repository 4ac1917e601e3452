/**
 * The tracking dashboard's calls (accounts-and-business.md section 7, Tracking): one query hook
 * per read, keyed by its URL. They answer 403 to anyone but developers and admins.
 */
import { useQuery } from "@tanstack/react-query";
import type {
  ApiUsagePage,
  DailyStatsRow,
  LearnerMemoryDebug,
  TrackingAnalytics,
  TrackingUser,
} from "../../../contracts/tracking";
import { API_USAGE_PAGE_SIZE } from "../../../contracts/tracking-limits";
import { getQueryFn } from "../../lib/request";

/** The calls this dashboard makes, listed on the page as the spec asks. */
export const TRACKING_ENDPOINTS = [
  { method: "GET", path: "/api/users", purpose: "Users for the selector, searchable by email, name or id" },
  { method: "GET", path: "/api/assistant/memory/debug?userId={id}", purpose: "The user's AI memory" },
  { method: "GET", path: "/api/analytics/user/{id}", purpose: "The user's analytics" },
  {
    method: "GET",
    path: "/api/analytics/api-usage/{id}",
    purpose: "The user's model calls, newest first, paged",
  },
  { method: "GET", path: "/api/analytics/daily-stats", purpose: "Calls, cost, tokens and latency per day" },
  { method: "GET", path: "/api/assistant/thread/{userId}", purpose: "The user's stored conversations" },
] as const;

function trackingQuery<T>(url: string, enabled = true) {
  return {
    queryKey: [url],
    queryFn: getQueryFn<T>({ on401: "throw" }),
    enabled,
    retry: false,
  };
}

/** Users matching the text (from 3 characters), else the newest users. */
export function useTrackingUsers(search: string) {
  return useQuery<TrackingUser[] | null>({
    ...trackingQuery<TrackingUser[]>(`/api/users?search=${encodeURIComponent(search.trim())}`),
    placeholderData: (previous) => previous,
  });
}

export function useLearnerMemory(userId: string) {
  return useQuery<LearnerMemoryDebug | null>(
    trackingQuery(`/api/assistant/memory/debug?userId=${encodeURIComponent(userId)}`),
  );
}

export function useTrackingAnalytics(userId: string) {
  return useQuery<TrackingAnalytics | null>(
    trackingQuery(`/api/analytics/user/${encodeURIComponent(userId)}`),
  );
}

export function useApiUsage(userId: string, page: number) {
  return useQuery<ApiUsagePage | null>({
    ...trackingQuery<ApiUsagePage>(
      `/api/analytics/api-usage/${encodeURIComponent(userId)}?page=${page}&pageSize=${API_USAGE_PAGE_SIZE}`,
    ),
    placeholderData: (previous) => previous,
  });
}

/** Daily statistics of one user, or of everyone when userId is undefined. */
export function useDailyStats(userId: string | undefined) {
  const query = userId ? `?userId=${encodeURIComponent(userId)}` : "";
  return useQuery<DailyStatsRow[] | null>(trackingQuery(`/api/analytics/daily-stats${query}`));
}
