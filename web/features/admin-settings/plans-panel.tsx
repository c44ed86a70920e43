import { useState } from "react";
import { Badge, LoadError } from "#web/components/admin/admin-ui";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { useAdminQuery } from "#web/lib/admin/use-admin-query";
import { draftPriceNotice, fetchSettings, type PlanSetting, savePlanLimits } from "./api";

const field =
  "mt-1 block w-28 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30";

function PlanRow({ plan, onSaved }: { plan: PlanSetting; onSaved: () => void }) {
  const [searches, setSearches] = useState(String(plan.searchesLimit));
  const [pitches, setPitches] = useState(String(plan.pitchesLimit));
  const [state, setState] = useState<{ busy: boolean; message: string | null; ok: boolean }>({
    busy: false,
    message: null,
    ok: false,
  });

  async function save(e: React.FormEvent) {
    e.preventDefault();
    setState({ busy: true, message: null, ok: false });
    try {
      await savePlanLimits(plan.id, { searchesLimit: Number(searches), pitchesLimit: Number(pitches) });
      setState({ busy: false, message: "Saved: applies to the next search or pitch.", ok: true });
      onSaved();
    } catch (err) {
      setState({ busy: false, message: (err as Error).message, ok: false });
    }
  }

  const per = plan.period === "month" ? "a month" : "in total";
  return (
    <li className="flex flex-col gap-3 px-4 py-4 lg:flex-row lg:items-end lg:justify-between">
      <div className="min-w-0">
        <h3 className="font-semibold text-slate-900">
          {plan.name} <span className="text-sm font-normal text-slate-600">· {plan.users} users</span>
        </h3>
        <p className="text-sm text-slate-600">
          {plan.gateway
            ? plan.gateway.price
              ? `${plan.gateway.price} a month with Paystack (plan ${plan.gateway.planCode ?? "code not set"})`
              : "Price not configured (PLAN_PRICE_*)"
            : "Free"}{" "}
          {plan.gateway &&
            (plan.gateway.purchasable ? <Badge tone="green">On sale</Badge> : <Badge tone="slate">Not on sale</Badge>)}
        </p>
      </div>
      <form onSubmit={save} className="flex flex-wrap items-end gap-3" aria-label={`${plan.name} limits`}>
        <label className="text-sm font-medium text-slate-700">
          Searches {per}
          <input
            className={field}
            type="number"
            min={0}
            max={1_000_000}
            step={1}
            required
            value={searches}
            onChange={(e) => setSearches(e.target.value)}
          />
        </label>
        <label className="text-sm font-medium text-slate-700">
          Pitches {per}
          <input
            className={field}
            type="number"
            min={0}
            max={1_000_000}
            step={1}
            required
            value={pitches}
            onChange={(e) => setPitches(e.target.value)}
          />
        </label>
        <Button type="submit" size="sm" disabled={state.busy}>
          {state.busy ? "Saving…" : `Save ${plan.name} limits`}
        </Button>
        {state.message && (
          <p
            role={state.ok ? "status" : "alert"}
            className={`w-full text-sm ${state.ok ? "text-green-800" : "text-red-700"}`}
          >
            {state.message}
          </p>
        )}
      </form>
    </li>
  );
}

function PriceNotice({ earliest, noticeDays }: { earliest: string; noticeDays: number }) {
  const [plan, setPlan] = useState<"pro" | "agency">("pro");
  const [newPrice, setNewPrice] = useState("");
  const [effectiveOn, setEffectiveOn] = useState(earliest);
  const [state, setState] = useState<{ busy: boolean; message: string | null; ok: boolean }>({
    busy: false,
    message: null,
    ok: false,
  });

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setState({ busy: true, message: null, ok: false });
    try {
      const d = await draftPriceNotice({ plan, newPrice, effectiveOn });
      setState({
        busy: false,
        ok: true,
        message: `Draft saved for ${d.recipients} paying users. Read and send it from Communications.`,
      });
    } catch (err) {
      setState({ busy: false, ok: false, message: (err as Error).message });
    }
  }

  return (
    <div className="border-t border-slate-200 p-4">
      <h3 className="font-semibold text-slate-900">Changing a price</h3>
      <p className="mt-1 text-sm text-slate-600">
        Prices are set in Paystack and in <code>PLAN_PRICE_*</code>. The terms promise subscribers {noticeDays} days'
        written notice of a price change: draft the announcement to Paid users here, then send it from Communications
        before changing the price.
      </p>
      <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-3">
        <label className="text-sm font-medium text-slate-700">
          Plan
          <select className={field} value={plan} onChange={(e) => setPlan(e.target.value as "pro" | "agency")}>
            <option value="pro">Pro</option>
            <option value="agency">Agency</option>
          </select>
        </label>
        <label className="text-sm font-medium text-slate-700">
          New price
          <input
            className={field}
            placeholder="35 USD"
            required
            value={newPrice}
            onChange={(e) => setNewPrice(e.target.value)}
          />
        </label>
        <label className="text-sm font-medium text-slate-700">
          Applies from
          <input
            className={`${field} w-40`}
            type="date"
            min={earliest}
            required
            value={effectiveOn}
            onChange={(e) => setEffectiveOn(e.target.value)}
          />
        </label>
        <Button type="submit" size="sm" variant="secondary" disabled={state.busy}>
          {state.busy ? "Drafting…" : "Draft the announcement"}
        </Button>
        {state.message && (
          <p
            role={state.ok ? "status" : "alert"}
            className={`w-full text-sm ${state.ok ? "text-green-800" : "text-red-700"}`}
          >
            {state.message}
          </p>
        )}
      </form>
    </div>
  );
}

/** Plans with editable limits, their Paystack prices, and the price-change notice. */
export function PlansPanel() {
  const { data, error, reload } = useAdminQuery("settings", fetchSettings);
  return (
    <Card className="p-0">
      <div className="border-b border-slate-200 p-4">
        <h2 className="text-lg font-semibold text-slate-900">Plans and limits</h2>
        <p className="text-sm text-slate-600">
          Limits apply to every user on the plan from their next search or pitch.
        </p>
      </div>
      {error ? (
        <div className="p-4">
          <LoadError message={error} onRetry={reload} />
        </div>
      ) : !data ? (
        <p className="p-4 text-sm text-slate-600">Loading plans…</p>
      ) : data.plans.length === 0 ? (
        <p className="p-4 text-sm text-slate-600">No plans are defined.</p>
      ) : (
        <>
          <ul className="divide-y divide-slate-100">
            {data.plans.map((p) => (
              <PlanRow key={p.id} plan={p} onSaved={reload} />
            ))}
          </ul>
          <PriceNotice earliest={data.earliestEffectiveDay} noticeDays={data.noticeDays} />
        </>
      )}
    </Card>
  );
}
