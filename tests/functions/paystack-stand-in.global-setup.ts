/**
 * Vitest globalSetup (Node): the local Paystack stand-in
 * (tests/functions/paystack-stand-in.ts) the billing tests pay through. The
 * Worker reaches it as PAYSTACK_BASE_URL; it signs with the same test key.
 */
import type { TestProject } from "vitest/node";
import { startPaystackStandIn } from "./paystack-stand-in";

declare module "vitest" {
  export interface ProvidedContext {
    paystackOrigin: string;
  }
}

export const PAYSTACK_TEST_SECRET = "sk_test_leadsmith_webhook_secret";

export default async function setup(project: TestProject) {
  const standIn = await startPaystackStandIn({ secret: PAYSTACK_TEST_SECRET });
  project.provide("paystackOrigin", standIn.origin);
  return () => standIn.close();
}
