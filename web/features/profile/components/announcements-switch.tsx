import { Description, Field, Label, Switch } from "@headlessui/react";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { toast } from "#web/components/ui/toast";
import { ApiRequestError } from "#web/lib/api";
import type { Me } from "#web/lib/session";
import { setSession } from "#web/lib/session";
import { saveProfile } from "../api/profile";

/** The announcements switch of the profile's Notifications (staff e-mails about the product). */
export function AnnouncementsSwitch({ me }: { me: Me }) {
  const [on, setOn] = useState(me.profile.announcements);
  const [busy, setBusy] = useState(false);
  const toggle = async (next: boolean) => {
    // A change while one saves is dropped (the switch stays enabled: see below).
    if (busy) return;
    setOn(next);
    setBusy(true);
    try {
      const saved = await saveProfile({ announcements: next });
      setSession(saved);
      setOn(saved.profile.announcements);
      toast({ title: next ? "Announcements turned on" : "Announcements turned off" });
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
    <div className="mt-4 border-t border-slate-100 pt-4">
      <Field className="flex items-start justify-between gap-4">
        <div>
          <Label className="font-medium text-slate-900">Announcements</Label>
          <Description className="mt-1 text-sm text-slate-600">
            Occasional e-mails from the Leadsmith team about new features, plan and price changes. We count whether they
            are opened and which links are clicked (see the{" "}
            <Link to="/privacy-policy" hash="email-tracking" className="text-brand-700 underline">
              privacy policy
            </Link>
            ).
          </Description>
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
    </div>
  );
}
