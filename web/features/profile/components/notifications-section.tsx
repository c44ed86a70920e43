import { Description, Field, Label, Switch } from "@headlessui/react";
import { Link } from "@tanstack/react-router";
import { BellRing } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Card } from "#web/components/ui/card";
import { toast } from "#web/components/ui/toast";
import { ApiRequestError } from "#web/lib/api";
import type { Me } from "#web/lib/session";
import { setSession } from "#web/lib/session";
import { browserTimeZone, saveProfile } from "../api/profile";
import { AnnouncementsSwitch } from "./announcements-switch";

/** The zone's name as people say it, with its IANA id: "Central European Standard Time (Europe/Berlin)". */
function describeZone(zone: string) {
  try {
    const name = new Intl.DateTimeFormat("en", { timeZone: zone, timeZoneName: "long" })
      .formatToParts(new Date())
      .find((p) => p.type === "timeZoneName")?.value;
    return name && name !== zone ? `${name} (${zone})` : zone;
  } catch {
    return zone;
  }
}

/**
 * The profile's Notifications: the daily follow-up digest switch (saved on
 * change) and the time zone it follows. The digest e-mail links here
 * (/profile#notifications).
 */
export function NotificationsSection({ me }: { me: Me }) {
  const [on, setOn] = useState(me.profile.followUpDigest);
  const [busy, setBusy] = useState(false);
  const ref = useRef<HTMLElement>(null);
  const zone = me.profile.timeZone;
  const browserZone = browserTimeZone();
  // The digest goes only to a verified address (services/follow-ups/digest.ts).
  const verified = me.user.emailVerified;

  useEffect(() => {
    if (window.location.hash === "#notifications") ref.current?.scrollIntoView({ block: "start" });
  }, []);

  const toggle = async (next: boolean) => {
    // A change while one saves is dropped (the switch stays enabled: see below).
    if (busy) return;
    setOn(next);
    setBusy(true);
    try {
      const saved = await saveProfile({ followUpDigest: next });
      setSession(saved);
      setOn(saved.profile.followUpDigest);
      toast({
        title: next ? "Digest turned on" : "Digest turned off",
        description: !next
          ? "You will no longer get the daily follow-up e-mail."
          : verified
            ? "You will get an e-mail at 8:00 on days a follow-up is due."
            : "It starts once your e-mail address is verified.",
      });
    } catch (err) {
      setOn(!next);
      toast({
        title: "Could not save your notification setting",
        description: err instanceof ApiRequestError ? err.message : "Check your connection and try again.",
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    // Not a named region: it would be a second landmark called "Notifications" beside the toasts' live region.
    <section id="notifications" ref={ref} className="mt-6 scroll-mt-24">
      <Card className="p-6">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <BellRing className="size-5 text-brand-600" aria-hidden /> Notifications
        </h2>
        <Field className="mt-4 flex items-start justify-between gap-4">
          <div>
            <Label className="font-medium text-slate-900">Daily follow-up digest</Label>
            <Description className="mt-1 text-sm text-slate-600">
              One e-mail at 8:00 your time on the days follow-ups are due or overdue, listing who to follow up with.
            </Description>
            {!verified && (
              <p className="mt-1 text-sm text-amber-800">
                Not sent until your e-mail address is verified.{" "}
                <Link to="/verify-email" className="font-medium underline">
                  Verify e-mail
                </Link>
              </p>
            )}
          </div>
          <Switch
            checked={on}
            onChange={toggle}
            // Not disabled while it saves: the browser would drop the focus of a disabled switch to <body>.
            aria-busy={busy}
            className="group relative mt-1 inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-slate-500 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-checked:bg-brand-600"
          >
            <span
              aria-hidden
              className="size-4 translate-x-1 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-6"
            />
          </Switch>
        </Field>
        <p className="mt-2 text-sm font-medium text-slate-700">{on ? "On" : "Off"}</p>
        <AnnouncementsSwitch me={me} />
        <dl className="mt-4 border-t border-slate-100 pt-4 text-sm">
          <dt className="font-medium text-slate-600">Time zone used</dt>
          <dd className="mt-1 text-slate-900">{describeZone(zone)}</dd>
          <dd className="mt-1 text-slate-600">
            {browserZone && browserZone !== zone
              ? `This browser is set to ${browserZone}; it is saved to your profile the next time you open Leadsmith here.`
              : "Taken from your browser when you use Leadsmith, so the digest arrives in your morning."}
          </dd>
        </dl>
      </Card>
    </section>
  );
}
