import { Megaphone, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Badge, LoadError, type Tone } from "#web/components/admin/admin-ui";
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
  const [message, setMessage] = useState("");
  const [linkUrl, setLinkUrl] = useState("");
  const [linkText, setLinkText] = useState("");
  const [tone, setTone] = useState<Banner["tone"]>("info");
  const [startsAt, setStartsAt] = useState(() => localInput(new Date()));
  const [endsAt, setEndsAt] = useState(() => localInput(new Date(Date.now() + 7 * 86_400_000)));
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setAlert(null);
    const start = new Date(startsAt);
    const end = new Date(endsAt);
    if (!message.trim()) return setAlert("Message is required");
    if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return setAlert("Choose a start and an end");
    if (end <= start) return setAlert("The end must be after the start");
    setBusy(true);
    try {
      await createBanner({
        message,
        linkUrl,
        linkText,
        tone,
        startsAt: start.toISOString(),
        endsAt: end.toISOString(),
      });
      setMessage("");
      setLinkUrl("");
      setLinkText("");
      toast({ title: start <= new Date() ? "Banner is live" : "Banner scheduled" });
      onSaved();
    } catch (err) {
      setAlert(err instanceof ApiRequestError ? err.message : "Could not save the banner. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-slate-900">Schedule a banner</h2>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
        {alert && <FormAlert>{alert}</FormAlert>}
        <Field label="Message" hint="One line, up to 280 characters.">
          {(p) => <TextInput {...p} value={message} maxLength={280} onChange={(e) => setMessage(e.target.value)} />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Link (optional)" hint="https://… or a page of the site such as /pricing">
            {(p) => <TextInput {...p} value={linkUrl} onChange={(e) => setLinkUrl(e.target.value)} />}
          </Field>
          <Field label="Link text">
            {(p) => <TextInput {...p} value={linkText} maxLength={40} onChange={(e) => setLinkText(e.target.value)} />}
          </Field>
        </div>
        <Field label="Style">
          {(p) => (
            <Select {...p} value={tone} onChange={(e) => setTone(e.target.value as Banner["tone"])}>
              <option value="info">Information</option>
              <option value="success">Good news</option>
              <option value="warning">Warning</option>
            </Select>
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Starts">
            {(p) => (
              <TextInput {...p} type="datetime-local" value={startsAt} onChange={(e) => setStartsAt(e.target.value)} />
            )}
          </Field>
          <Field label="Ends">
            {(p) => (
              <TextInput {...p} type="datetime-local" value={endsAt} onChange={(e) => setEndsAt(e.target.value)} />
            )}
          </Field>
        </div>
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? "Saving…" : "Schedule banner"}
        </Button>
      </form>
    </Card>
  );
}
