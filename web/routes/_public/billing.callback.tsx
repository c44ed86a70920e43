import { createFileRoute } from "@tanstack/react-router";
import { BillingCallbackPage } from "#web/features/billing/components/billing-callback-page";
import { textParams } from "#web/lib/search-params";

// Paystack adds ?trxref=...&reference=... to the callback URL.
export const Route = createFileRoute("/_public/billing/callback")({
  validateSearch: textParams("reference", "trxref"),
  component: () => {
    const { reference, trxref } = Route.useSearch();
    return <BillingCallbackPage reference={reference ?? trxref} />;
  },
});
