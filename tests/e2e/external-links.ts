/**
 * The outside links the build under test is made with (scripts/test.ts sets
 * them as VITE_PAYSTACK_URL and VITE_COMMUNITY_URL), and the Paystack secret
 * key its server verifies webhooks with (scripts/e2e-server.ts). The tests
 * answer these URLs themselves: nothing leaves the machine.
 */
export const E2E_PAYMENT_URL = "https://paystack.com/pay/leadsmith-early-access-e2e";
export const E2E_COMMUNITY_URL = "https://chat.whatsapp.com/LeadsmithE2E";
export const E2E_PAYSTACK_SECRET = "sk_test_leadsmith_e2e_only";
