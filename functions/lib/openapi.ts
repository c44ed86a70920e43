import type { StandardSchemaV1 } from "@standard-schema/spec";
import { resolver } from "hono-openapi";

/** A JSON response entry for describeRoute, from the same valibot schema the handler returns. */
// Named so the declaration emit never has to spell out hono-openapi's JSON Schema types.
type JsonResponse = { description: string; content?: { "application/json": { schema: ReturnType<typeof resolver> } } };

export const jsonResponse = (description: string, schema?: StandardSchemaV1): JsonResponse => ({
  description,
  ...(schema ? { content: { "application/json": { schema: resolver(schema) } } } : {}),
});

export const errorResponse = (description: string) => ({ description });

/** The two answers every admin route gives before its handler runs (middleware/admin-session.ts). */
export const adminGuarded = {
  401: errorResponse("No admin session."),
  403: errorResponse("Role not allowed."),
};
