import { Megaphone, Trash2 } from "lucide-react";
import { BannerCreate, bannerTones } from "#db/validation/communications";
import { Badge, type Tone } from "#web/components/admin/admin-ui";
import { LoadError } from "#web/components/data-table/data-table";
import { useSchemaForm } from "#web/components/form/use-schema-form";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { EmptyState } from "#web/components/ui/empty-state";
import { Field, FormAlert, Select, TextInput } from "#web/components/ui/form";
import { toast } from "#web/components/ui/toast";
import { useAdminQuery } from "#web/lib/admin/use-admin-query";
import { ApiRequestError } from "#web/lib/api";
import { type Banner, createBanner, deleteBanner, fetchBanners, updateBanner } from "../api";

const stateTone: Record<Banner["state"], Tone> = { live: "green", scheduled: "blue", ended: "slate" };
const stateLabel: Record<Banner["state"], string> = { live: "Live", scheduled: "Scheduled", ended: "Ended" };

/** A Date as the value of a datetime-local input, in the browser's zone. */
const localInput = (d: Date) => {
  const off = d.getTimezoneOffset() * 60_000;
  return new Date(d.getTime() - off).toISOString().slice(0, 16);
};
const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/** Platform content: the announcement banner shown in the app and on the public pages between its start and end. */
export function PlatformContentTab() {
  const { data, error, loading, reload } = useAdminQuery("banners", fetchBanners);
  const act = async (what: () => Promise<unknown>, done: string) => {
    try {
      await what();
      toast({ title: done });
      reload();
    } catch (err) {
      toast({
        title: "Could not change the banner",
        description: err instanceof Error ? err.message : undefined,
        variant: "destructive",
      });
    }
  };
  return (
    <section aria-labelledby="banner-title" className="grid gap-6 xl:grid-cols-5">
      <div className="xl:col-span-2">
        <BannerForm onSaved={reload} />
      </div>
      <div className="xl:col-span-3">
        <h2 id="banner-title" className="text-lg font-semibold text-slate-900">
          Announcement banners
        </h2>
        <p className="mb-4 text-sm text-slate-600">
          Shown at the top of the app and of every public page from the start to the end; when several overlap, the one
          that started last.
        </p>
        {error && <LoadError message={error} onRetry={reload} />}
        {loading && !data && <div className="h-24 animate-pulse rounded-xl bg-slate-200" aria-hidden />}
        {data && data.banners.length === 0 && (
          <EmptyState icon={Megaphone} title="No banners">
            Schedule one with the form; it appears for everyone at its start time.
          </EmptyState>
        )}
        <ul className="space-y-3">
          {data?.banners.map((b) => (
            <li key={b.id}>
              <Card className="p-4">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge tone={stateTone[b.state]}>{stateLabel[b.state]}</Badge>
                  <p className="font-medium text-slate-900">{b.message}</p>
                </div>
                {b.linkUrl && (
                  <p className="mt-1 text-sm text-slate-600">
                    Link: {b.linkText} → <span className="break-all">{b.linkUrl}</span>
                  </p>
                )}
                <p className="mt-1 text-sm text-slate-600">
                  {when(b.startsAt)} – {when(b.endsAt)}
                </p>
                <div className="mt-3 flex gap-2">
                  {b.state === "live" && (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() =>
                        act(() => updateBanner(b.id, { endsAt: new Date().toISOString() }), "Banner ended")
                      }
                    >
                      End now
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => act(() => deleteBanner(b.id), "Banner deleted")}
                    aria-label={`Delete banner ${b.message}`}
                  >
                    <Trash2 className="size-4" aria-hidden /> Delete
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function BannerForm({ onSaved }: { onSaved: () => void }) {
  const form = useSchemaForm({
    schema: BannerCreate,
    initial: {
      message: "",
      linkUrl: "",
      linkText: "",
      tone: "info",
      startsAt: localInput(new Date()),
      endsAt: localInput(new Date(Date.now() + 7 * 86_400_000)),
    },
    async onSubmit(values) {
      // The inputs hold the browser's local time; the API takes the instant.
      await createBanner({ ...values, startsAt: values.startsAt.toISOString(), endsAt: values.endsAt.toISOString() });
      form.reset({ startsAt: form.values.startsAt, endsAt: form.values.endsAt });
      toast({ title: values.startsAt <= new Date() ? "Banner is live" : "Banner scheduled" });
      onSaved();
    },
    onError: (err) => (err instanceof ApiRequestError ? err.message : "Could not save the banner. Please try again."),
  });
  const alert = form.message ?? form.errors.form;

  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-slate-900">Schedule a banner</h2>
      <form onSubmit={form.handleSubmit} noValidate className="mt-4 space-y-4">
        {alert && <FormAlert>{alert}</FormAlert>}
        <Field label="Message" hint="One line, up to 280 characters." error={form.errors.message}>
          {(p) => <TextInput {...p} {...form.text("message")} maxLength={280} />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Link (optional)"
            hint="https://… or a page of the site such as /pricing"
            error={form.errors.linkUrl}
          >
            {(p) => <TextInput {...p} {...form.text("linkUrl")} />}
          </Field>
          <Field label="Link text" error={form.errors.linkText}>
            {(p) => <TextInput {...p} {...form.text("linkText")} maxLength={40} />}
          </Field>
        </div>
        <Field label="Style" error={form.errors.tone}>
          {(p) => (
            <Select
              {...p}
              value={form.values.tone}
              onChange={(e) => form.set("tone", bannerTones.find((t) => t === e.target.value) ?? "info")}
            >
              <option value="info">Information</option>
              <option value="success">Good news</option>
              <option value="warning">Warning</option>
            </Select>
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Starts" error={form.errors.startsAt}>
            {(p) => <TextInput {...p} {...form.text("startsAt")} type="datetime-local" />}
          </Field>
          <Field label="Ends" error={form.errors.endsAt}>
            {(p) => <TextInput {...p} {...form.text("endsAt")} type="datetime-local" />}
          </Field>
        </div>
        <Button type="submit" disabled={form.busy} className="w-full">
          {form.busy ? "Saving…" : "Schedule banner"}
        </Button>
      </form>
    </Card>
  );
}
