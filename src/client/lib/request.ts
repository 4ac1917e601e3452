/**
 * The request layer (tutor-experience.md section 7): credentials included, no-cache,
 * X-Analytics-Consent from the analytics consent, timeouts by path and user agent, and
 * errors "{status}: {text}" or "Request timeout: {url}".
 *
 * Replies are typed by their contracts: each call names the type its zod schema in src/contracts
 * infers, and the server checks every reply against that schema in its tests, so the browser does
 * not parse replies again (which would also bring the schema library into every page's first
 * load). Errors carry the contract's error body; callers tell them apart by its code.
 */
import { type ErrorCode, isErrorCode } from "../../contracts/error-codes";
import type { ErrorBody } from "../../contracts/errors";
import { browserStorage } from "./browser-storage";
import { hasAnalyticsConsent } from "./consent";

export const TUTOR_TIMEOUT_MS = 180_000;
export const MOBILE_TIMEOUT_MS = 30_000;
export const DEFAULT_TIMEOUT_MS = 15_000;

/** Whether a user agent is a phone or tablet browser. */
export function isMobileUserAgent(userAgent: string): boolean {
  return /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i.test(userAgent);
}

/**
 * The timeout of a request: long for tutor and assistant calls and for reading a photo (the
 * server gives the model reading it its own, longer limit), shorter on mobile, else 15 s.
 */
export function timeoutFor(url: string, userAgent: string): number {
  if (url.includes("/api/tutor/") || url.includes("/api/assistant/") || url.includes("/api/analyze-image"))
    return TUTOR_TIMEOUT_MS;
  return isMobileUserAgent(userAgent) ? MOBILE_TIMEOUT_MS : DEFAULT_TIMEOUT_MS;
}

/**
 * A non-OK answer: message "{status}: {text}", with the parsed JSON body when there is one (the
 * error body of src/contracts/errors.ts; partial, as a proxy or a lost connection may answer
 * something else).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Partial<ErrorBody> | null,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** The error code of a failed call (src/contracts/error-codes.ts), if the server gave one. */
export function errorCodeOf(error: unknown): ErrorCode | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const code: unknown = error.body?.code;
  return isErrorCode(code) ? code : undefined;
}

export interface RequestEnvironment {
  fetch: typeof fetch;
  userAgent: () => string;
  analyticsConsent: () => boolean;
  /** Overrides the timeout rule (tests use a short one). */
  timeoutMs?: (url: string) => number;
}

const browserEnvironment: RequestEnvironment = {
  fetch: (...args) => globalThis.fetch(...args),
  userAgent: () => globalThis.navigator?.userAgent ?? "",
  analyticsConsent: () => hasAnalyticsConsent(browserStorage, Date.now()),
};

async function throwIfNotOk(response: Response) {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  let body: ApiError["body"] = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  throw new ApiError(response.status, `${response.status}: ${text}`, body);
}

/** Creates the request functions over an environment (the browser's by default). */
export function createRequestLayer(environment: RequestEnvironment = browserEnvironment) {
  /**
   * Sends a request under the path's timeout. The timer covers the whole call: a stream keeps it
   * running until its body is read (call release() then); other calls release it on the headers.
   */
  async function open(
    method: string,
    url: string,
    data: unknown,
    signal: AbortSignal | undefined,
    accept?: string,
  ): Promise<{ response: Response; release: () => void; timedOut: () => boolean }> {
    const controller = new AbortController();
    const timeoutMs = environment.timeoutMs?.(url) ?? timeoutFor(url, environment.userAgent());
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    if (signal?.aborted) controller.abort(signal.reason);
    else signal?.addEventListener("abort", () => controller.abort(signal.reason), { once: true });
    const timedOut = () => controller.signal.aborted && !signal?.aborted;
    const isForm = typeof FormData !== "undefined" && data instanceof FormData;
    const headers: Record<string, string> = {
      "Cache-Control": "no-cache",
      Pragma: "no-cache",
      "X-Analytics-Consent": environment.analyticsConsent() ? "true" : "false",
    };
    if (data !== undefined && !isForm) headers["Content-Type"] = "application/json";
    if (accept) headers.Accept = accept;
    try {
      const response = await environment.fetch(url, {
        method,
        headers,
        body: data === undefined ? undefined : isForm ? data : JSON.stringify(data),
        credentials: "include",
        cache: "no-store",
        signal: controller.signal,
      });
      return { response, release: () => clearTimeout(timer), timedOut };
    } catch (error) {
      clearTimeout(timer);
      if (timedOut()) throw new Error(`Request timeout: ${url}`);
      throw error;
    }
  }

  async function send(method: string, url: string, data?: unknown, signal?: AbortSignal): Promise<Response> {
    const { response, release } = await open(method, url, data, signal);
    release();
    return response;
  }

  return {
    /** Sends a request and throws ApiError for a non-OK answer. */
    async apiRequest(method: string, url: string, data?: unknown, signal?: AbortSignal): Promise<Response> {
      const response = await send(method, url, data, signal);
      await throwIfNotOk(response);
      return response;
    },
    /**
     * Sends a request and gives its JSON reply, typed by the reply's contract (name the type its
     * schema infers); throws ApiError for a non-OK answer.
     */
    async requestJson<Reply>(
      method: string,
      url: string,
      data?: unknown,
      signal?: AbortSignal,
    ): Promise<Reply> {
      const response = await send(method, url, data, signal);
      await throwIfNotOk(response);
      return (await response.json()) as Reply;
    },
    /** A TanStack query function: GET of the first query key; a 401 gives null when asked. */
    getQueryFn<T>(options: { on401: "returnNull" | "throw" }) {
      return async ({
        queryKey,
        signal,
      }: {
        queryKey: readonly unknown[];
        signal?: AbortSignal;
      }): Promise<T | null> => {
        const url = String(queryKey[0]);
        const response = await send("GET", url, undefined, signal);
        if (options.on401 === "returnNull" && response.status === 401) {
          // Read to its end, so the browser closes the request instead of keeping it open.
          await response.text().catch(() => "");
          return null;
        }
        await throwIfNotOk(response);
        return (await response.json()) as T;
      };
    },
    /**
     * Sends a request that asks for a server-sent event stream; calls onEvent for each event and
     * throws ApiError for a non-OK answer (before the stream starts).
     */
    async streamRequest(
      method: string,
      url: string,
      data: unknown,
      onEvent: (event: string, payload: unknown) => void,
      signal?: AbortSignal,
    ): Promise<void> {
      const { response, release, timedOut } = await open(method, url, data, signal, "text/event-stream");
      try {
        await throwIfNotOk(response);
        if (!response.body) throw new Error("Empty response from server");
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = "";
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buffer += value;
          let boundary = buffer.indexOf("\n\n");
          while (boundary >= 0) {
            const block = buffer.slice(0, boundary);
            buffer = buffer.slice(boundary + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1] ?? "message";
            const dataLine = /^data: (.*)$/m.exec(block)?.[1];
            if (dataLine !== undefined) onEvent(event, JSON.parse(dataLine));
            boundary = buffer.indexOf("\n\n");
          }
        }
      } catch (error) {
        // A reply that stalls part-way is timed out like one that never starts.
        if (timedOut()) throw new Error(`Request timeout: ${url}`);
        throw error;
      } finally {
        release();
      }
    },
    /** Whether this browser counts as mobile for retries and timeouts. */
    isMobile: () => isMobileUserAgent(environment.userAgent()),
  };
}

const defaultLayer = createRequestLayer();
export const apiRequest = defaultLayer.apiRequest;
export const requestJson = defaultLayer.requestJson;
export const getQueryFn = defaultLayer.getQueryFn;
export const streamRequest = defaultLayer.streamRequest;
export const isMobileBrowser = defaultLayer.isMobile;
