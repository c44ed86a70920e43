import { AlertTriangle, CreditCard, Gift, Loader2, Receipt, RotateCcw } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { EmptyState } from "#web/components/ui/empty-state";
import { FormAlert } from "#web/components/ui/form";
import { PageHeader } from "#web/components/ui/page-header";
import { toast } from "#web/components/ui/toast";
import { type BillingOverview, cancelSubscription, fetchBilling, requestRefund } from "#web/lib/billing/api";
import { goToCheckout } from "#web/lib/billing/checkout";
import { plural } from "#web/lib/format";
import { loadSession } from "#web/lib/session";

type State = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; data: BillingOverview };

// The app's one date style ('Nov 24, 2026'), read in UTC: periods end at a UTC instant.
const dateFmt = new Intl.DateTimeFormat(undefined, {
  year: "numeric",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});
const fmt = (iso: string) => dateFmt.format(new Date(iso));

const statusText: Record<string, string> = {
  active: "Active",
  non_renewing: "Cancelled, active until the period ends",
  past_due: "Payment failed, Paystack is retrying",
};

/** /billing: plan, usage against its limits, renewal, payments, cancelling, money back and the plans to move to. */
export function BillingPage() {
  const [state, setState] = useState<State>({ status: "loading" });
  const load = useCallback(() => {
    fetchBilling().then(
      (data) => setState({ status: "ready", data }),
      (err: Error) => setState({ status: "error", message: err.message }),
    );
  }, []);
  useEffect(load, [load]);

  if (state.status === "loading") {
    return (
      <section aria-busy="true" aria-label="Loading billing">
        <PageHeader title="Billing" subtitle="Your plan, usage and payments." />
        {/* Shaped as the page: the plan and usage cards, then the plans under their heading. */}
        <div className="space-y-6">
          <div className="grid gap-4 lg:grid-cols-2">
            {[0, 1].map((i) => (
              <div key={i} className="h-48 animate-pulse rounded-xl bg-slate-100" />
            ))}
          </div>
          <div className="h-7 w-24 animate-pulse rounded bg-slate-100" />
          <div className="grid gap-4 sm:grid-cols-2">
            {[0, 1].map((i) => (
              <div key={i} className="h-44 animate-pulse rounded-xl bg-slate-100" />
            ))}
          </div>
        </div>
      </section>
    );
  }
  if (state.status === "error") {
    return (
      <>
        <PageHeader title="Billing" subtitle="Your plan, usage and payments." />
        <EmptyState
          icon={AlertTriangle}
          title="Billing could not be loaded"
          action={
            <Button
              onClick={() => {
                setState({ status: "loading" });
                load();
              }}
            >
              Try again
            </Button>
          }
        >
          {state.message}
        </EmptyState>
      </>
    );
  }
  return <BillingView data={state.data} onChange={(data) => setState({ status: "ready", data })} reload={load} />;
}

function BillingView({
  data,
  onChange,
  reload,
}: {
  data: BillingOverview;
  onChange: (d: BillingOverview) => void;
  reload: () => void;
}) {
  const sub = data.subscription;
  // A refunded early-access purchase withdraws its perks; its receipt stays in the payment history.
  const livePerks = data.perks.filter((p) => p.purchase?.status !== "refunded");
  // Once cancelled, the question and its buttons are gone: focus stays in the card, on its heading.
  const planHeading = useRef<HTMLHeadingElement>(null);
  return (
    <div className="space-y-6">
      <PageHeader title="Billing" subtitle="Your plan, usage and payments." />
      {!data.paymentsConfigured && (
        <FormAlert tone="warning">
          Payments are not configured on this server yet, so plans cannot be bought or cancelled here.
        </FormAlert>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <Card className="p-6">
          <h2 ref={planHeading} tabIndex={-1} className="flex items-center gap-2 font-semibold text-slate-900">
            <CreditCard className="size-4 text-brand-600" aria-hidden /> Current plan
          </h2>
          <p className="mt-3 text-2xl font-bold text-slate-900">{data.plan.name}</p>
          {sub ? (
            <dl className="mt-3 space-y-1 text-sm text-slate-700">
              <div className="flex gap-2">
                <dt className="text-slate-500">Status:</dt>
                <dd>{statusText[sub.status] ?? sub.status}</dd>
              </div>
              {sub.currentPeriodEnd && (
                <div className="flex gap-2">
                  <dt className="text-slate-500">{sub.status === "non_renewing" ? "Ends on:" : "Renews on:"}</dt>
                  <dd>{fmt(sub.currentPeriodEnd)}</dd>
                </div>
              )}
              {sub.source === "staff" && <p>Set by staff. Contact support to change it.</p>}
              {sub.discounted && <p>Early-access price: 25% off for your first year.</p>}
            </dl>
          ) : (
            <p className="mt-3 text-sm text-slate-600">
              {data.plan.id === "free" ? "Free forever; no card on file." : "No Paystack subscription on record."}
            </p>
          )}
          {sub?.cancellable && data.paymentsConfigured && (
            <CancelButton
              until={sub.currentPeriodEnd}
              onDone={(d) => {
                onChange(d);
                planHeading.current?.focus();
              }}
            />
          )}
        </Card>

        <Card className="p-6">
          <h2 className="font-semibold text-slate-900">
            {data.plan.period === "lifetime" ? "Usage (in total)" : "Usage this month (UTC)"}
          </h2>
          <Meter label="Searches" used={data.usage.searchesUsed} max={data.usage.maxSearches} />
          <Meter label="Pitches" used={data.usage.pitchesUsed} max={data.usage.maxPitches} />
          <p className="mt-3 text-xs text-slate-500">
            {data.plan.period === "lifetime"
              ? "The Free plan's allowance does not reset."
              : "Paid plans start afresh on the first day of each month (UTC); unused searches do not carry over."}
          </p>
        </Card>
      </div>

      {livePerks.length > 0 && (
        <Card className="p-6">
          <h2 className="flex items-center gap-2 font-semibold text-slate-900">
            <Gift className="size-4 text-brand-600" aria-hidden /> Early-access perks
          </h2>
          <ul className="mt-3 space-y-1 text-sm text-slate-700">
            {livePerks.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: perks have no other identity on the client
              <li key={i}>
                {p.freeDays} days free and {p.discountPercent}% off your first {p.discountMonths} months:{" "}
                {p.appliedAt ? `applied on ${fmt(p.appliedAt)}` : "applied when you first subscribe to Pro or Agency"}.
              </li>
            ))}
          </ul>
        </Card>
      )}

      <Choices data={data} />
      <Payments data={data} reload={reload} />
    </div>
  );
}

function Meter({ label, used, max }: { label: string; used: number; max: number }) {
  const pct = max > 0 ? Math.min(100, Math.round((used / max) * 100)) : 100;
  return (
    <div className="mt-3">
      <div className="flex justify-between text-sm">
        <span className="text-slate-700">{label}</span>
        <span className="font-medium text-slate-900">
          {used}/{max} used
        </span>
      </div>
      {/* The bar in the app's colours (Chromium paints a meter with a green gradient image), amber once used up. */}
      <meter
        className="mt-1 block h-2 w-full overflow-hidden rounded-full bg-slate-200 [&::-moz-meter-bar]:bg-brand-600 [&::-webkit-meter-bar]:h-2 [&::-webkit-meter-bar]:rounded-full [&::-webkit-meter-bar]:border-0 [&::-webkit-meter-bar]:bg-slate-200 [&::-webkit-meter-bar]:bg-none [&::-webkit-meter-optimum-value]:rounded-full [&::-webkit-meter-optimum-value]:bg-brand-600 [&::-webkit-meter-optimum-value]:bg-none [&::-webkit-meter-suboptimum-value]:rounded-full [&::-webkit-meter-suboptimum-value]:bg-amber-500 [&::-webkit-meter-suboptimum-value]:bg-none"
        aria-label={`${label} used`}
        min={0}
        max={Math.max(1, max)}
        high={Math.max(1, max) * 0.99}
        value={Math.min(used, max)}
      >
        {pct}%
      </meter>
    </div>
  );
}

/**
 * 'Cancel subscription' and its question in place. The button the keyboard was on gives way to the
 * question, so focus moves to its safe answer ('Keep my plan'), and back to the button after it.
 */
export function CancelButton({ until, onDone }: { until: string | null; onDone: (d: BillingOverview) => void }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (confirming) keepRef.current?.focus();
    else if (asked.current) cancelRef.current?.focus();
    asked.current ||= confirming;
  }, [confirming]);
  const cancel = async () => {
    setBusy(true);
    setError(null);
    try {
      const data = await cancelSubscription();
      onDone(data);
      toast({
        title: "Subscription cancelled",
        description: until ? `Your plan stays active until ${fmt(until)}.` : undefined,
      });
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  if (!confirming) {
    return (
      <Button ref={cancelRef} variant="secondary" className="mt-4" onClick={() => setConfirming(true)}>
        Cancel subscription
      </Button>
    );
  }
  return (
    <div className="mt-4 space-y-3 rounded-lg border border-slate-200 p-3 text-sm">
      <p>
        Your subscription will not renew.{until ? ` You keep your plan until ${fmt(until)}, then move to Free.` : ""}
      </p>
      {error && <FormAlert>{error}</FormAlert>}
      <div className="flex gap-2">
        <Button variant="danger" size="sm" onClick={cancel} disabled={busy}>
          {busy && <Loader2 className="size-4 animate-spin" aria-hidden />} Yes, cancel
        </Button>
        <Button ref={keepRef} variant="ghost" size="sm" onClick={() => setConfirming(false)} disabled={busy}>
          Keep my plan
        </Button>
      </div>
    </div>
  );
}

function Choices({ data }: { data: BillingOverview }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const choose = async (plan: "pro" | "agency") => {
    setBusy(plan);
    setError(null);
    try {
      await loadSession();
      await goToCheckout(plan);
    } catch (err) {
      setError((err as Error).message);
      setBusy(null);
    }
  };
  const paid = data.choices.filter((c) => c.id !== "free");
  return (
    <section aria-labelledby="plan-choices">
      <h2 id="plan-choices" className="text-lg font-semibold text-slate-900">
        Plans
      </h2>
      {error && (
        <div className="mt-3">
          <FormAlert>{error}</FormAlert>
        </div>
      )}
      <ul className="mt-3 grid gap-4 sm:grid-cols-2">
        {paid.map((c) => {
          const current = c.id === data.plan.id;
          return (
            <li key={c.id}>
              <Card className="flex h-full flex-col p-5">
                <h3 className="font-semibold text-slate-900">{c.name}</h3>
                <p className="mt-1 text-2xl font-bold text-slate-900">
                  {c.price ? (
                    <>
                      {c.price.display}
                      <span className="text-sm font-normal text-slate-600"> a month ({c.price.currency})</span>
                    </>
                  ) : (
                    <span className="text-base font-normal text-slate-600">Price not configured</span>
                  )}
                </p>
                <p className="mt-2 flex-1 text-sm text-slate-600">
                  {plural(c.searchesLimit, "search", "searches")} and {plural(c.pitchesLimit, "pitch", "pitches")} a
                  month; all 25 results of each search.
                </p>
                {current ? (
                  <p className="mt-4 text-sm font-medium text-emerald-700">Your current plan</p>
                ) : c.purchasable ? (
                  <Button className="mt-4" onClick={() => choose(c.id as "pro" | "agency")} disabled={busy !== null}>
                    {busy === c.id && <Loader2 className="size-4 animate-spin" aria-hidden />}
                    {data.plan.id === "free" ? `Upgrade to ${c.name}` : `Switch to ${c.name}`}
                  </Button>
                ) : (
                  <p className="mt-4 text-sm text-slate-600">
                    {data.paymentsConfigured
                      ? `${c.name} cannot be bought here yet: its Paystack plan is not configured.`
                      : "Payments are not configured on this server yet."}
                  </p>
                )}
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** One row of the payment history: a subscription payment or an early-access purchase, refunded alike. */
type PaidRow = {
  key: string;
  title: string;
  paidAt: string;
  display: string;
  currency: string;
  reference: string;
  status: "paid" | "refunded";
  refund: "pending" | "refunded" | "rejected" | null;
  refundable: boolean;
  target: { paymentId: number } | { purchaseId: number };
};

function Payments({ data, reload }: { data: BillingOverview; reload: () => void }) {
  const [asking, setAsking] = useState<string | null>(null);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (row: PaidRow) => {
    setBusy(true);
    setError(null);
    try {
      await requestRefund(row.target, reason);
      toast({ title: "Refund requested", description: "Our staff review it; its status shows here." });
      setAsking(null);
      setReason("");
      reload();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const rows: PaidRow[] = [
    ...data.payments.map((p) => ({ ...p, key: `payment-${p.id}`, title: p.description, target: { paymentId: p.id } })),
    // An early-access spot is paid once, before (or without) an account; once linked it is this user's payment too.
    ...data.perks.flatMap(({ purchase: e }) =>
      e ? [{ ...e, key: `purchase-${e.id}`, title: "Early access, one payment", target: { purchaseId: e.id } }] : [],
    ),
  ];
  return (
    <section aria-labelledby="payment-history">
      <h2 id="payment-history" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Receipt className="size-5 text-brand-600" aria-hidden /> Payment history
      </h2>
      {rows.length === 0 ? (
        <p className="mt-3 rounded-lg border border-dashed border-slate-300 p-5 text-center text-sm text-slate-600">
          No payments yet.
        </p>
      ) : (
        <Card className="mt-3 divide-y divide-slate-100">
          {rows.map((p) => (
            <div key={p.key} className="p-4 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div>
                  <p className="font-medium text-slate-900">{p.title}</p>
                  <p className="text-slate-500">
                    {fmt(p.paidAt)} · {p.display} {p.currency} · ref {p.reference}
                  </p>
                </div>
                <div className="text-right">
                  {p.status === "refunded" ? (
                    <span className="text-emerald-700">Refunded</span>
                  ) : p.refund === "pending" ? (
                    <span className="text-amber-700">Refund requested</span>
                  ) : p.refund === "rejected" ? (
                    <span className="text-slate-600">Refund declined</span>
                  ) : p.refundable ? (
                    <Button variant="ghost" size="sm" onClick={() => setAsking(asking === p.key ? null : p.key)}>
                      <RotateCcw className="size-4" aria-hidden /> Ask for a refund
                    </Button>
                  ) : (
                    <span className="text-slate-500">Paid</span>
                  )}
                </div>
              </div>
              {asking === p.key && (
                <div className="mt-3 space-y-2">
                  <p className="text-slate-700">
                    The 30-day money-back guarantee: once approved, the full amount goes back to your card through
                    Paystack and{" "}
                    {"purchaseId" in p.target ? "the early-access perks it bought end" : "the plan it paid for ends"}.
                  </p>
                  <label className="block text-slate-700" htmlFor={`reason-${p.key}`}>
                    Reason (optional)
                  </label>
                  <textarea
                    id={`reason-${p.key}`}
                    className="w-full rounded-lg border border-slate-300 p-2"
                    rows={2}
                    maxLength={1000}
                    value={reason}
                    onChange={(e) => setReason(e.target.value)}
                  />
                  {error && <FormAlert>{error}</FormAlert>}
                  <Button size="sm" onClick={() => submit(p)} disabled={busy}>
                    {busy && <Loader2 className="size-4 animate-spin" aria-hidden />} Request refund
                  </Button>
                </div>
              )}
            </div>
          ))}
        </Card>
      )}
    </section>
  );
}
