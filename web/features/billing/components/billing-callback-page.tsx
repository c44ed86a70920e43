import { Link } from "@tanstack/react-router";
import { CheckCircle2, Clock, Loader2, XCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { buttonClass } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { type VerifyOutcome, verifyPayment } from "#web/lib/billing/api";
import { fetchMe, loadSession, setSession } from "#web/lib/session";
import { useDocumentTitle } from "#web/lib/use-document-title";

type State = { status: "checking" } | { status: "done"; outcome: VerifyOutcome } | { status: "error"; message: string };

/** How often a payment Paystack has not confirmed yet is asked about again. */
const RECHECK_MS = 3_000;
const MAX_CHECKS = 10;

/**
 * /billing/callback: where Paystack sends the browser after paying. The
 * reference in the URL is checked with Paystack by our server; only its
 * answer decides what this page says.
 */
export function BillingCallbackPage({ reference }: { reference: string | undefined }) {
  useDocumentTitle("Your payment");
  const [state, setState] = useState<State>({ status: "checking" });
  useEffect(() => {
    if (!reference) {
      setState({ status: "error", message: "This page needs the payment reference Paystack adds to its address." });
      return;
    }
    let alive = true;
    let checks = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      checks++;
      verifyPayment(reference).then(
        async (outcome) => {
          if (!alive) return;
          if (outcome.status === "pending" && checks < MAX_CHECKS) {
            timer = setTimeout(check, RECHECK_MS);
          }
          if (outcome.status === "paid") {
            // The plan changed on the server: the app's idea of the session follows.
            const me = await fetchMe().catch(() => null);
            if (me) setSession(me);
          }
          if (alive) setState({ status: "done", outcome });
        },
        (err: Error) => alive && setState({ status: "error", message: err.message }),
      );
    };
    check();
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [reference]);

  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card className="p-8 text-center" aria-live="polite">
        {state.status === "checking" ? (
          <>
            <Loader2 className="mx-auto size-10 animate-spin text-brand-600" aria-hidden />
            <h1 className="mt-4 text-xl font-semibold text-slate-900">Confirming your payment…</h1>
            <p className="mt-2 text-slate-600">We are checking with Paystack. This takes a few seconds.</p>
          </>
        ) : state.status === "error" ? (
          <>
            <XCircle className="mx-auto size-10 text-red-600" aria-hidden />
            <h1 className="mt-4 text-xl font-semibold text-slate-900">We could not confirm the payment</h1>
            <p className="mt-2 text-slate-600">{state.message}</p>
            <NextLinks paid={false} />
          </>
        ) : (
          <>
            {state.outcome.status === "paid" ? (
              <CheckCircle2 className="mx-auto size-10 text-emerald-600" aria-hidden />
            ) : state.outcome.status === "pending" ? (
              <Clock className="mx-auto size-10 text-amber-600" aria-hidden />
            ) : (
              <XCircle className="mx-auto size-10 text-red-600" aria-hidden />
            )}
            <h1 className="mt-4 text-xl font-semibold text-slate-900">
              {state.outcome.status === "paid"
                ? "Payment confirmed"
                : state.outcome.status === "pending"
                  ? "Payment not confirmed yet"
                  : "Payment not completed"}
            </h1>
            <p className="mt-2 text-slate-600">{state.outcome.message}</p>
            <NextLinks paid={state.outcome.status === "paid"} earlyAccess={state.outcome.kind === "early_access"} />
          </>
        )}
      </Card>
    </div>
  );
}

/** Where the Early Access offer is bought: its section of the waitlist page (a prerendered page). */
export const EARLY_ACCESS_OFFER = "/waitlist#early-access";

function NextLinks({ paid, earlyAccess = false }: { paid: boolean; earlyAccess?: boolean }) {
  const [signedIn, setSignedIn] = useState<boolean | null>(null);
  useEffect(() => {
    loadSession().then(
      (me) => setSignedIn(me !== null),
      () => setSignedIn(false),
    );
  }, []);
  if (signedIn === null) return null;
  // An Early Access payment that did not go through says 'You can try again': the offer is one click away.
  const retry = earlyAccess && !paid;
  const tryAgain = retry && (
    <a href={EARLY_ACCESS_OFFER} className={buttonClass("primary")}>
      Try again
    </a>
  );
  if (!signedIn) {
    return (
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {tryAgain}
        <Link to="/sign-up" className={buttonClass(retry ? "secondary" : "primary")}>
          Create your account
        </Link>
        <Link to="/" className={buttonClass("secondary")}>
          Home
        </Link>
      </div>
    );
  }
  return (
    <div className="mt-6 flex flex-wrap justify-center gap-3">
      {tryAgain}
      {paid && !earlyAccess ? (
        <Link to="/prospects" className={buttonClass("primary")}>
          Find clients
        </Link>
      ) : null}
      <Link to="/billing" className={buttonClass((paid && !earlyAccess) || retry ? "secondary" : "primary")}>
        Go to billing
      </Link>
    </div>
  );
}
