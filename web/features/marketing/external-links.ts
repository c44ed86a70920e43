/**
 * Build-time links to outside services. Read at render time (not at import)
 * so a missing value simply hides or disables the control that needs it.
 */
function readUrl(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const url = value.trim();
  return /^https?:\/\//i.test(url) ? url : undefined;
}

/** The card-payment provider's page for the Early Access offer. */
export const getPaymentUrl = () => readUrl(import.meta.env.VITE_PAYSTACK_URL);

/** The invite link to the WhatsApp community, shown after joining the waitlist. */
export const getCommunityUrl = () => readUrl(import.meta.env.VITE_COMMUNITY_URL);
