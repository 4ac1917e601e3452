import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backoffDelay } from "./query-client";
import { ApiError, createRequestLayer, errorCodeOf, timeoutFor } from "./request";

const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0";
const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148";

describe("request timeouts", () => {
  it("gives tutor and assistant calls 180 s, mobile 30 s and everything else 15 s", () => {
    expect(timeoutFor("/api/tutor/solve", DESKTOP)).toBe(180_000);
    expect(timeoutFor("/api/assistant/chat", PHONE)).toBe(180_000);
    // Reading a photo waits as long as the server lets the model read it.
    expect(timeoutFor("/api/analyze-image", DESKTOP)).toBe(180_000);
    expect(timeoutFor("/api/subscription/status", PHONE)).toBe(30_000);
    expect(timeoutFor("/api/subscription/status", DESKTOP)).toBe(15_000);
  });

  it("backs off 1000·2^n ms up to a cap", () => {
    expect([0, 1, 2, 3].map((n) => backoffDelay(n, 5000))).toEqual([1000, 2000, 4000, 5000]);
    expect([0, 1, 2].map((n) => backoffDelay(n, 3000))).toEqual([1000, 2000, 3000]);
  });
});

describe("the request layer against a real server", () => {
  let server: Server;
  let base: string;
  const seen: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk) => {
        body += chunk;
      });
      request.on("end", () => {
        seen.push({ method: request.method, url: request.url, headers: request.headers, body });
        if (request.url === "/api/slow") return; // never answers
        if (request.url === "/api/stalls") {
          // Starts a reply, then goes quiet.
          response.writeHead(200, { "content-type": "text/event-stream" });
          response.write('event: delta\ndata: {"text":"Energy is"}\n\n');
          return;
        }
        if (request.url === "/api/auth/user") {
          response.writeHead(401, { "content-type": "application/json" });
          return response.end(
            JSON.stringify({ message: "Please sign in to continue", code: "UNAUTHORIZED" }),
          );
        }
        if (request.url === "/api/coded-limit") {
          response.writeHead(402, { "content-type": "application/json" });
          return response.end(
            JSON.stringify({
              message: "Your sessions are used",
              code: "SESSION_LIMIT_REACHED",
              requiresUpgrade: true,
            }),
          );
        }
        if (request.url === "/api/odd-code") {
          response.writeHead(400, { "content-type": "application/json" });
          return response.end(JSON.stringify({ message: "Odd", code: "SOMETHING_ELSE" }));
        }
        if (request.url === "/api/limit") {
          response.writeHead(402, { "content-type": "application/json" });
          return response.end(JSON.stringify({ message: "Session limit reached", requiresUpgrade: true }));
        }
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify({ ok: true }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  function layer(options: { consent?: boolean; userAgent?: string } = {}) {
    return createRequestLayer({
      fetch: (input, init) => fetch(`${base}${input}`, init),
      userAgent: () => options.userAgent ?? DESKTOP,
      analyticsConsent: () => options.consent ?? false,
    });
  }

  it("sends JSON with no-cache headers and the analytics consent", async () => {
    await layer({ consent: true }).apiRequest("POST", "/api/echo", { problem: "A ball" });
    const request = seen.at(-1);
    expect(request?.method).toBe("POST");
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(request?.headers["cache-control"]).toBe("no-cache");
    expect(request?.headers["x-analytics-consent"]).toBe("true");
    expect(JSON.parse(request?.body ?? "")).toEqual({ problem: "A ball" });

    await layer({ consent: false }).apiRequest("GET", "/api/echo");
    expect(seen.at(-1)?.headers["x-analytics-consent"]).toBe("false");
    expect(seen.at(-1)?.headers["content-type"]).toBeUndefined();
  });

  it("turns a non-OK answer into '{status}: {text}' and keeps the parsed body", async () => {
    const error = await layer()
      .apiRequest("POST", "/api/limit", {})
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(
      '402: {"message":"Session limit reached","requiresUpgrade":true}',
    );
    expect((error as ApiError).body?.requiresUpgrade).toBe(true);
  });

  it("gives the JSON reply of a call typed by its contract", async () => {
    expect(await layer().requestJson<{ ok: boolean }>("GET", "/api/echo")).toEqual({ ok: true });
  });

  it("tells errors apart by the code of the one list, whatever their message says", async () => {
    const limited = await layer()
      .requestJson("POST", "/api/coded-limit", {})
      .catch((caught: unknown) => caught);
    expect(errorCodeOf(limited)).toBe("SESSION_LIMIT_REACHED");
    // A code outside the list (a proxy's, say) and a failure that is no answer at all have none.
    const odd = await layer()
      .requestJson("GET", "/api/odd-code")
      .catch((caught: unknown) => caught);
    expect(errorCodeOf(odd)).toBeUndefined();
    expect(errorCodeOf(new TypeError("Failed to fetch"))).toBeUndefined();
  });

  it("gives null for a 401 when the query asks for it, having read its body, and an error otherwise", async () => {
    const query = { queryKey: ["/api/auth/user"] as const };
    const answered: Response[] = [];
    const reading = createRequestLayer({
      fetch: async (input, init) => {
        const response = await fetch(`${base}${input}`, init);
        answered.push(response);
        return response;
      },
      userAgent: () => DESKTOP,
      analyticsConsent: () => false,
    });
    expect(await reading.getQueryFn({ on401: "returnNull" })(query)).toBeNull();
    expect(answered.map((response) => [response.status, response.bodyUsed])).toEqual([[401, true]]);
    await expect(layer().getQueryFn({ on401: "throw" })(query)).rejects.toThrow(/^401: /);
  });

  it("reports 'Request timeout: {url}' when the server does not answer in time", async () => {
    const fast = createRequestLayer({
      fetch: (input, init) => fetch(`${base}${input}`, init),
      userAgent: () => DESKTOP,
      analyticsConsent: () => false,
      timeoutMs: () => 50,
    });
    await expect(fast.apiRequest("GET", "/api/slow")).rejects.toThrow("Request timeout: /api/slow");
  });

  it("sends nothing for a call already stopped (a Stop during a retry's wait)", async () => {
    const before = seen.length;
    const stopped = new AbortController();
    stopped.abort(new Error("Stopped"));
    await expect(layer().apiRequest("POST", "/api/echo", {}, stopped.signal)).rejects.toThrow();
    // Give a request that did go out time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen.length).toBe(before);
  });

  it("times out a streamed reply that stalls part-way, after passing on what arrived", async () => {
    const fast = createRequestLayer({
      fetch: (input, init) => fetch(`${base}${input}`, init),
      userAgent: () => DESKTOP,
      analyticsConsent: () => false,
      timeoutMs: () => 300,
    });
    const events: unknown[] = [];
    await expect(
      fast.streamRequest("POST", "/api/stalls", {}, (event, payload) => events.push({ event, payload })),
    ).rejects.toThrow("Request timeout: /api/stalls");
    expect(events).toEqual([{ event: "delta", payload: { text: "Energy is" } }]);
  });
});
