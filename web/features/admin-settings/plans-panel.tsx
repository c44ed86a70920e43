import { useState } from "react";
import { PlanLimitsUpdate, PriceNoticeCreate } from "#db/validation/admin-settings";
import { Badge } from "#web/components/admin/admin-ui";
import { useSchemaForm } from "#web/components/form/use-schema-form";
import { Button } from "#web/components/ui/button";
import { Field, Select, TextInput } from "#web/components/ui/form";
import { useAdminQuery } from "#web/lib/admin/use-admin-query";
import { plural } from "#web/lib/format";
import { draftPriceNotice, fetchSettings, type PlanSetting, savePlanLimits } from "./api";
import { FormOutcome, SettingsPanel } from "./settings-panel";

/** A plan limit: a whole number; an emptied box is NaN, which the schema names as not a whole number. */
function LimitField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: number | undefined;
  error?: string;
  onChange: (n: number) => void;
}) {
  return (
    <div className="w-36">
      <Field label={label} error={error}>
        {(p) => (
          <TextInput
            {...p}
            className="py-1.5 text-sm"
            type="number"
            min={0}
            max={1_000_000}
            step={1}
            value={value === undefined || Number.isNaN(value) ? "" : String(value)}
            onChange={(e) => onChange(e.target.valueAsNumber)}
          />
        )}
      </Field>
    </div>
  );
}

function PlanRow({ plan, onSaved }: { plan: PlanSetting; onSaved: () => void }) {
  const [saved, setSaved] = useState<string | null>(null);
  const form = useSchemaForm({
    schema: PlanLimitsUpdate,
    initial: { searchesLimit: plan.searchesLimit, pitchesLimit: plan.pitchesLimit },
    async onSubmit(values) {
      setSaved(null);
      await savePlanLimits(plan.id, {
        searchesLimit: values.searchesLimit ?? plan.searchesLimit,
        pitchesLimit: values.pitchesLimit ?? plan.pitchesLimit,
      });
      setSaved("Saved: applies to the next search or pitch.");
      onSaved();
    },
  });

  const per = plan.period === "month" ? "a month" : "in total";
  return (
    <li className="flex flex-col gap-3 px-4 py-4 lg:flex-row lg:items-end lg:justify-between">
      <div className="min-w-0">
        <h3 className="font-semibold text-slate-900">
          {plan.name}{" "}
          <span className="text-sm font-normal text-slate-600">· {plural(plan.users, "user", "users")}</span>
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
      <form
        onSubmit={form.handleSubmit}
        noValidate
        className="flex flex-wrap items-start gap-3"
        aria-label={`${plan.name} limits`}
      >
        <LimitField
          label={`Searches ${per}`}
          value={form.values.searchesLimit}
          error={form.errors.searchesLimit}
          onChange={(n) => form.set("searchesLimit", n)}
        />
        <LimitField
          label={`Pitches ${per}`}
          value={form.values.pitchesLimit}
          error={form.errors.pitchesLimit}
          onChange={(n) => form.set("pitchesLimit", n)}
        />
        <div className="pt-6">
          <Button type="submit" size="sm" disabled={form.busy}>
            {form.busy ? "Saving…" : `Save ${plan.name} limits`}
          </Button>
        </div>
        <FormOutcome message={form.message} saved={saved} />
      </form>
    </li>
  );
}

function PriceNotice({ earliest, noticeDays }: { earliest: string; noticeDays: number }) {
  const [saved, setSaved] = useState<string | null>(null);
  const form = useSchemaForm({
    schema: PriceNoticeCreate,
    initial: { plan: "pro", newPrice: "", effectiveOn: earliest },
    async onSubmit(values) {
      setSaved(null);
      const d = await draftPriceNotice(values);
      setSaved(
        `Draft saved for ${plural(d.recipients, "paying user", "paying users")}. Read and send it from Communications.`,
      );
    },
  });

  return (
    <div className="border-t border-slate-200 p-4">
      <h3 className="font-semibold text-slate-900">Changing a price</h3>
      <p className="mt-1 text-sm text-slate-600">
        Prices are set in Paystack and in <code>PLAN_PRICE_*</code>. The terms promise subscribers {noticeDays} days'
        written notice of a price change: draft the announcement to Paid users here, then send it from Communications
        before changing the price.
      </p>
      <form onSubmit={form.handleSubmit} noValidate className="mt-3 flex flex-wrap items-start gap-3">
        <div className="w-28">
          <Field label="Plan" error={form.errors.plan}>
            {(p) => (
              <Select
                {...p}
                className="py-1.5 text-sm"
                value={form.values.plan}
                onChange={(e) => form.set("plan", e.target.value === "agency" ? "agency" : "pro")}
              >
                <option value="pro">Pro</option>
                <option value="agency">Agency</option>
              </Select>
            )}
          </Field>
        </div>
        <div className="w-36">
          <Field label="New price" error={form.errors.newPrice}>
            {(p) => <TextInput {...p} {...form.text("newPrice")} className="py-1.5 text-sm" placeholder="35 USD" />}
          </Field>
        </div>
        <div className="w-44">
          <Field label="Applies from" error={form.errors.effectiveOn}>
            {(p) => (
              <TextInput {...p} {...form.text("effectiveOn")} className="py-1.5 text-sm" type="date" min={earliest} />
            )}
          </Field>
        </div>
        <div className="pt-6">
          <Button type="submit" size="sm" variant="secondary" disabled={form.busy}>
            {form.busy ? "Drafting…" : "Draft the announcement"}
          </Button>
        </div>
        <FormOutcome message={form.message} saved={saved} />
      </form>
    </div>
  );
}

/** Plans with editable limits, their Paystack prices, and the price-change notice. */
export function PlansPanel() {
  const query = useAdminQuery("settings", fetchSettings);
  return (
    <SettingsPanel
      title="Plans and limits"
      description="Limits apply to every user on the plan from their next search or pitch."
      query={query}
      isEmpty={(d) => d.plans.length === 0}
      loadingText="Loading plans…"
      emptyText="No plans are defined."
    >
      {(data) => (
        <>
          <ul className="divide-y divide-slate-100">
            {data.plans.map((p) => (
              <PlanRow key={p.id} plan={p} onSaved={query.reload} />
            ))}
          </ul>
          <PriceNotice earliest={data.earliestEffectiveDay} noticeDays={data.noticeDays} />
        </>
      )}
    </SettingsPanel>
  );
}
