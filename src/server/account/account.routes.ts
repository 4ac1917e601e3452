/**
 * The student's own data and account: GET /api/account/export (a JSON download),
 * POST /api/account/delete-data (conversations, learner memory, usage records and Priority
 * Support requests) and
 * POST /api/account/delete-account (all of it and the account itself; the cookie is cleared).
 */
import type { FastifyInstance } from "fastify";
import {
  deleteAccountRequest,
  deleteAccountResponseSchema,
  deleteDataRequest,
  deleteDataResponseSchema,
} from "../../contracts/account";
import type { Database } from "../db/client";
import { answers, withReplyContracts } from "../http/reply-contract";
import { parseInput } from "../http/validate";
import { deleteAccount } from "./delete-account";
import { deleteAccountData } from "./delete-account-data";
import { exportAccountData } from "./export-account-data";

/** Registers the account data routes. */
export async function registerAccountRoutes(
  fastify: FastifyInstance,
  options: {
    db: Database;
    /** Set-Cookie values that remove the sign-in cookies from the browser. */
    signInCookieExpiries: string[];
  },
) {
  const app = withReplyContracts(fastify);
  // The export is sent as indented text for people who open the file, so it is typed by
  // accountExportSchema through exportAccountData and checked against it in the tests.
  app.get("/api/account/export", async (request, reply) => {
    const student = await request.requireUser();
    const data = await exportAccountData(options.db, student.id);
    const day = data.exportedAt.slice(0, 10);
    return reply
      .header("content-disposition", `attachment; filename="vector-data-${day}.json"`)
      .header("cache-control", "no-store")
      .type("application/json; charset=utf-8")
      .send(JSON.stringify(data, null, 2));
  });

  app.post("/api/account/delete-data", answers(deleteDataResponseSchema), async (request) => {
    const student = await request.requireUser();
    const body = parseInput(deleteDataRequest, request.body);
    return deleteAccountData(options.db, student.id, body);
  });

  app.post("/api/account/delete-account", answers(deleteAccountResponseSchema), async (request, reply) => {
    const student = await request.requireUser();
    const body = parseInput(deleteAccountRequest, request.body);
    const result = await deleteAccount(options.db, student, body);
    // Every session row is gone already; this browser also forgets the cookie.
    for (const cookie of options.signInCookieExpiries) reply.header("set-cookie", cookie);
    return result;
  });
}
