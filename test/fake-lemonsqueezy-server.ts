/**
 * A fake Lemon Squeezy on loopback, for tests, benchmarks and browser tests: the checkouts and
 * subscriptions API calls the product makes (create a checkout; read, cancel and resume a subscription) (JSON:API, bearer key checked), and the hosted pages
 * a student is sent to (buy links, custom checkouts, the store's billing page).
 */
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export const FAKE_LEMONSQUEEZY_KEY = "ls-test-key";

export interface FakeLemonSqueezy {
  baseUrl: string;
  /** Bodies of POST /v1/checkouts, in order. */
  checkouts: { data: { attributes: Record<string, unknown>; relationships: Record<string, unknown> } }[];
  /** Subscriptions GET /v1/subscriptions/{id} answers with (attributes by id). */
  subscriptions: Map<string, Record<string, unknown>>;
  /** Every request path, in order. */
  requests: string[];
  /** When set, API calls answer with this status (a provider outage). */
  failWith: number | undefined;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function sendJson(response: ServerResponse, status: number, value: unknown) {
  response.writeHead(status, { "content-type": "application/vnd.api+json" });
  response.end(JSON.stringify(value));
}

function sendPage(response: ServerResponse, title: string) {
  response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
  response.end(`<!doctype html><html lang="en"><title>${title}</title><h1>${title}</h1></html>`);
}

/** Starts the fake on a port (a free one by default). */
export async function startFakeLemonSqueezy(port = 0): Promise<FakeLemonSqueezy> {
  const fake: FakeLemonSqueezy = {
    baseUrl: "",
    checkouts: [],
    subscriptions: new Map(),
    requests: [],
    failWith: undefined,
    close: async () => {},
  };
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", fake.baseUrl);
    fake.requests.push(`${request.method} ${url.pathname}`);
    if (url.pathname.startsWith("/v1/")) {
      if (request.headers.authorization !== `Bearer ${FAKE_LEMONSQUEEZY_KEY}`) {
        return sendJson(response, 401, { errors: [{ detail: "Unauthenticated." }] });
      }
      if (fake.failWith) return sendJson(response, fake.failWith, { errors: [{ detail: "Unavailable" }] });
    }
    if (request.method === "POST" && url.pathname === "/v1/checkouts") {
      const body = JSON.parse(await readBody(request));
      fake.checkouts.push(body);
      const id = randomUUID();
      return sendJson(response, 201, {
        data: {
          type: "checkouts",
          id,
          attributes: { url: `${fake.baseUrl}/checkout/custom/${id}?signature=test` },
        },
      });
    }
    const subscription = url.pathname.match(/^\/v1\/subscriptions\/([^/]+)$/);
    // Cancel (DELETE) and resume (PATCH cancelled: false), answering the new state as the API does.
    if ((request.method === "DELETE" || request.method === "PATCH") && subscription) {
      const id = decodeURIComponent(subscription[1]);
      const attributes = fake.subscriptions.get(id);
      if (!attributes) return sendJson(response, 404, { errors: [{ detail: "Not found" }] });
      const body = request.method === "PATCH" ? JSON.parse((await readBody(request)) || "{}") : undefined;
      const cancel = request.method === "DELETE";
      if (!cancel && body?.data?.attributes?.cancelled !== false) {
        return sendJson(response, 422, { errors: [{ detail: "Only cancelled: false is supported here" }] });
      }
      const updated = {
        ...attributes,
        status: cancel ? "cancelled" : "active",
        cancelled: cancel,
        ends_at: cancel ? attributes.renews_at : null,
        updated_at: new Date().toISOString(),
      };
      fake.subscriptions.set(id, updated);
      return sendJson(response, 200, { data: { type: "subscriptions", id, attributes: updated } });
    }
    if (request.method === "GET" && subscription) {
      const attributes = fake.subscriptions.get(decodeURIComponent(subscription[1]));
      if (!attributes) return sendJson(response, 404, { errors: [{ detail: "Not found" }] });
      return sendJson(response, 200, { data: { type: "subscriptions", id: subscription[1], attributes } });
    }
    if (request.method === "GET" && url.pathname.startsWith("/checkout/"))
      return sendPage(response, "Lemon Squeezy checkout");
    if (request.method === "GET" && url.pathname === "/billing")
      return sendPage(response, "Lemon Squeezy billing");
    sendJson(response, 404, { errors: [{ detail: "Not found" }] });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
