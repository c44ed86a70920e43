import { Lock } from "lucide-react";
import { useState } from "react";
import * as v from "valibot";
import { CheckoutRequest } from "#db/validation/billing";
import { useSchemaForm } from "#web/components/form/use-schema-form";
import { Button } from "#web/components/ui/button";
import { Dialog } from "#web/components/ui/dialog";
import { ApiRequestError } from "#web/lib/api";
import { goToCheckout } from "#web/lib/billing/checkout";
import { loadSession } from "#web/lib/session";
import { getPaymentUrl } from "../external-links";
import { EmailField } from "./text-field";

/** A visitor's early-access checkout needs the e-mail the checkout schema takes as optional. */
const EarlyAccessEmail = v.required(v.pick(CheckoutRequest, ["email"]));

/** Why the payment page did not open, in words a visitor can act on. */
function checkoutFailure(err: unknown) {
  if (err instanceof ApiRequestError && err.status === 503) {
    return "Payments are not configured on this site yet, so Early Access can't be bought right now.";
  }
  return err instanceof ApiRequestError && err.status < 500
    ? err.message
    : "We couldn't reach the payment page. Please try again in a moment.";
}

/**
 * Opens Paystack's page for Early Access. When the server has no Paystack key
 * and the build has a static payment link, that link is the fallback.
 */
async function checkout(email?: string) {
  try {
    await goToCheckout("early_access", email);
  } catch (err) {
    const fallback = getPaymentUrl();
    if (err instanceof ApiRequestError && err.status === 503 && fallback) {
      window.location.assign(fallback);
      return;
    }
    throw err;
  }
}

/**
 * Early Access checkout: a signed-in user goes straight to Paystack's payment
 * page (opened on the server with our secret key); a visitor first gives the
 * e-mail the purchase is linked to. With neither a Paystack key nor a static
 * payment link, the visitor is told plainly that payments are not configured.
 */
export function EarlyAccessButton({
  className = "",
  label = "Get Early Access",
}: {
  className?: string;
  label?: string;
}) {
  const [asking, setAsking] = useState(false);
  // From a successful checkout until the browser has left for the payment page.
  const [leaving, setLeaving] = useState(false);
  const [starting, setStarting] = useState(false);
  const form = useSchemaForm({
    schema: EarlyAccessEmail,
    initial: { email: "" },
    async onSubmit({ email }) {
      await checkout(email);
      setLeaving(true);
    },
    onError: checkoutFailure,
  });
  const busy = form.busy || leaving;

  const start = async () => {
    const me = await loadSession().catch(() => null);
    if (!me) {
      setAsking(true);
      return;
    }
    setStarting(true);
    try {
      await checkout();
    } catch (err) {
      // Signed in, yet the page did not open: the dialog says why and offers to try with an e-mail.
      setStarting(false);
      form.setMessage(checkoutFailure(err));
      setAsking(true);
    }
  };

  const close = () => {
    setAsking(false);
    setLeaving(false);
    form.reset();
  };

  return (
    <>
      <Button size="lg" className={className} onClick={start} disabled={starting}>
        {starting ? "Opening the payment page..." : label}
      </Button>
      <Dialog
        open={asking}
        onClose={close}
        locked={busy}
        size="md"
        title="Early Access"
        subtitle="25,000 NGN, once. Your spot, 30 days free and 25% off your first year are linked to this e-mail: sign up with it to use them."
      >
        <form onSubmit={form.handleSubmit} noValidate className="space-y-4 pb-1">
          <EmailField error={form.errors.email} {...form.text("email")} />
          <p aria-live="assertive" className="text-sm text-red-700 empty:hidden">
            {form.message}
          </p>
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            <Lock className="size-4" aria-hidden /> {busy ? "Opening the payment page..." : "Continue to payment"}
          </Button>
          <p className="text-center text-xs text-slate-500">Paid securely through Paystack.</p>
        </form>
      </Dialog>
    </>
  );
}
