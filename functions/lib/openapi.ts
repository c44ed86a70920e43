import type { StandardSchemaV1 } from "@standard-schema/spec";
import { resolver } from "hono-openapi";

/** A JSON response entry for describeRoute, from the same valibot schema the handler returns. */
export const jsonResponse = (description: string, schema?: StandardSchemaV1) => ({
  description,
  ...(schema ? { content: { "application/json": { schema: resolver(schema) } } } : {}),
});

export const errorResponse = (description: string) => ({ description });

/** The two answers every admin route gives before its handler runs (middleware/admin-session.ts). */
export const adminGuarded = {
  401: errorResponse("No admin session."),
  403: errorResponse("Role not allowed."),
};
