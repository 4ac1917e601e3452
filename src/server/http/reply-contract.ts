/**
 * Replies typed and checked by the response schemas of src/contracts. A route declares its
 * answer with `answers(schema)`; through `withReplyContracts(app)` the handler must then return
 * (or send) that shape, or the typecheck fails. Outside production every reply is also parsed
 * with its schema before it is sent, so a reply that drifts from its contract fails the tests
 * (a 500 naming the route and the field) instead of reaching a client that trusts the type.
 * In production the reply is sent without that parse: the types and the tests are the guard.
 */
import type { FastifyInstance, FastifySerializerCompiler, FastifyTypeProvider } from "fastify";
import type { z } from "zod";
import { describeZodError } from "./errors";

/** Types a route's request parts and replies by the zod schemas of its `schema` option. */
export interface ZodContractTypeProvider extends FastifyTypeProvider {
  validator: this["schema"] extends z.ZodType ? z.output<this["schema"]> : unknown;
  serializer: this["schema"] extends z.ZodType ? z.input<this["schema"]> : unknown;
}

/** The app with routes typed by their response contracts. */
export function withReplyContracts(app: FastifyInstance) {
  return app.withTypeProvider<ZodContractTypeProvider>();
}

/** Whether replies are parsed before they are sent (everywhere but production). */
const CHECK_REPLIES = process.env.NODE_ENV !== "production";

/** A reply that does not match its route's response contract. */
export class ReplyContractError extends Error {
  constructor(route: string, detail: string) {
    super(`The reply of ${route} does not match its contract: ${detail}`);
    this.name = "ReplyContractError";
  }
}

/**
 * Fastify calls a route's serializer compiler once per response status, with that status's
 * schema (its types name the route's whole schema object instead, hence the cast in answers()).
 */
const serializeByContract: FastifySerializerCompiler<z.ZodType> = ({ schema, method, url, httpStatus }) => {
  const route = `${method} ${url} (${httpStatus})`;
  return (data) => {
    if (CHECK_REPLIES) {
      const result = schema.safeParse(data);
      if (!result.success) throw new ReplyContractError(route, describeZodError(result.error));
    }
    return JSON.stringify(data);
  };
};

/**
 * The route options that declare a route's reply: its schema for the success status (200 unless
 * another is given, e.g. 201 for a creation), serialized and checked by the contract serializer.
 * Errors are thrown as AppErrors and answered by the error handler in their own contract.
 */
export function answers<Schema extends z.ZodType, Status extends 200 | 201 = 200>(
  schema: Schema,
  status?: Status,
) {
  type RouteSchema = { response: { [code in Status]: Schema } };
  return {
    schema: { response: { [status ?? 200]: schema } } as RouteSchema,
    serializerCompiler: serializeByContract as unknown as FastifySerializerCompiler<RouteSchema>,
  };
}
