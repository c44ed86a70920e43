import { createFileRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { BillingCallbackPage } from "#web/features/billing/components/billing-callback-page";

// Paystack adds ?trxref=...&reference=... to the callback URL.
export const Route = createFileRoute("/_public/billing/callback")({
  validateSearch: v.object({ reference: v.optional(v.string()), trxref: v.optional(v.string()) }),
  component: () => {
    const { reference, trxref } = Route.useSearch();
    return <BillingCallbackPage reference={reference ?? trxref} />;
  },
});
