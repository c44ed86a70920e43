import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { Lock, X } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "#web/components/ui/button";
import { ApiRequestError } from "#web/lib/api";
import { goToCheckout } from "#web/lib/billing/checkout";
import { loadSession } from "#web/lib/session";
import { getPaymentUrl } from "../external-links";
import { TextField } from "./text-field";

/**
 * Early Access checkout: a signed-in user goes straight to Paystack's payment
 * page (opened on the server with our secret key); a visitor first gives the
 * e-mail the purchase is linked to. When the server has no Paystack key and
 * the build has a static payment link, that link is the fallback; with
 * neither, the visitor is told plainly that payments are not configured.
 */
export function EarlyAccessButton({
  className = "",
  label = "Get Early Access",
}: {
  className?: string;
  label?: string;
}) {
  const [asking, setAsking] = useState(false);
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  const checkout = async (forEmail?: string) => {
    setBusy(true);
    setError("");
    try {
      await goToCheckout("early_access", forEmail);
    } catch (err) {
      const fallback = getPaymentUrl();
      if (err instanceof ApiRequestError && err.status === 503 && fallback) {
        window.location.assign(fallback);
        return;
      }
      setAsking(true);
      setError(
        err instanceof ApiRequestError && err.status === 503
          ? "Payments are not configured on this site yet, so Early Access can't be bought right now."
          : err instanceof ApiRequestError && err.status < 500
            ? err.message
            : "We couldn't reach the payment page. Please try again in a moment.",
      );
      setBusy(false);
    }
  };

  const start = async () => {
    const me = await loadSession().catch(() => null);
    if (me) await checkout();
    else setAsking(true);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (email.trim()) await checkout(email.trim());
  };

  const close = () => {
    setAsking(false);
    setError("");
    setBusy(false);
  };

  return (
    <>
      <Button size="lg" className={className} onClick={start} disabled={busy}>
        {busy && !asking ? "Opening the payment page..." : label}
      </Button>
      <Dialog open={asking} onClose={close} className="relative z-50">
        <DialogBackdrop className="fixed inset-0 bg-slate-900/50" />
        <div className="fixed inset-0 flex w-screen items-center justify-center overflow-y-auto p-4">
          <DialogPanel className="relative w-full max-w-md rounded-2xl bg-white p-6 shadow-xl sm:p-8">
            <button
              type="button"
              onClick={close}
              aria-label="Close"
              className="absolute top-4 right-4 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <X className="size-5" aria-hidden />
            </button>
            <DialogTitle className="pr-8 text-2xl font-bold text-slate-900">Early Access</DialogTitle>
            <p className="mt-2 text-slate-600">
              25,000 NGN, once. Your spot, 30 days free and 25% off your first year are linked to this e-mail: sign up
              with it to use them.
            </p>
            <form onSubmit={onSubmit} className="mt-6 space-y-4">
              <TextField
                label="Email"
                name="email"
                type="email"
                autoComplete="email"
                required
                maxLength={254}
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
              <p aria-live="assertive" className="text-sm text-red-700 empty:hidden">
                {error}
              </p>
              <Button type="submit" size="lg" className="w-full" disabled={busy || !email.trim()}>
                <Lock className="size-4" aria-hidden /> {busy ? "Opening the payment page..." : "Continue to payment"}
              </Button>
              <p className="text-center text-xs text-slate-500">Paid securely through Paystack.</p>
            </form>
          </DialogPanel>
        </div>
      </Dialog>
    </>
  );
}
