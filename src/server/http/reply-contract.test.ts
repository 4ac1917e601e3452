/** A route's reply is checked against its response contract before it leaves the server. */
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { registerErrorHandlers } from "./errors";
import { answers, withReplyContracts } from "./reply-contract";

const greetingSchema = z.object({ greeting: z.string(), count: z.number().int() });

describe("reply contracts", () => {
  const fastify = Fastify();
  beforeAll(async () => {
    registerErrorHandlers(fastify);
    const app = withReplyContracts(fastify);
    app.get("/kept", answers(greetingSchema), async () => ({ greeting: "hello", count: 2 }));
    app.post("/created", answers(greetingSchema, 201), async (_request, reply) =>
      reply.status(201).send({ greeting: "made", count: 1 }),
    );
    // A reply that drifted: the count became text. Its type is checked too, hence the cast here.
    app.get("/drifted", answers(greetingSchema), async () => {
      const drifted: unknown = { greeting: "hello", count: "two" };
      return drifted as z.infer<typeof greetingSchema>;
    });
    await fastify.ready();
  });
  afterAll(() => fastify.close());

  it("sends a reply that matches its contract as JSON", async () => {
    const response = await fastify.inject({ method: "GET", url: "/kept" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ greeting: "hello", count: 2 });
  });

  it("checks the reply of a creation under its own status", async () => {
    const response = await fastify.inject({ method: "POST", url: "/created" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ greeting: "made", count: 1 });
  });

  it("refuses to send a reply that drifted from its contract, outside production", async () => {
    const response = await fastify.inject({ method: "GET", url: "/drifted" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: "Something went wrong on our side", code: "INTERNAL" });
  });
});
