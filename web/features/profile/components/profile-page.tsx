import { Link } from "@tanstack/react-router";
import { useState } from "react";
import * as v from "valibot";
import { experienceLevels, ProfileUpdate } from "#db/validation/auth";
import { useSchemaForm } from "#web/components/form/use-schema-form";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { Field, FormAlert, Select, TextArea, TextInput } from "#web/components/ui/form";
import { ListInput } from "#web/components/ui/list-input";
import { toast } from "#web/components/ui/toast";
import { ApiRequestError } from "#web/lib/api";
import { initials } from "#web/lib/format";
import type { Me } from "#web/lib/session";
import { setSession } from "#web/lib/session";
import { saveProfile } from "../api/profile";
import { CountrySelect, countryName } from "./country-select";
import { NotificationsSection } from "./notifications-section";
import { painSuggestions, skillSuggestions } from "./onboarding-form";

/** The fields the profile page edits: a part of the schema the API checks a profile change with. */
const ProfileEdit = v.pick(ProfileUpdate, [
  "name",
  "niche",
  "experience",
  "skills",
  "painPoints",
  "portfolioUrl",
  "linkedinUrl",
  "pitchTemplate",
  "country",
]);

const draftOf = ({ user, profile: p }: Me): v.InferInput<typeof ProfileEdit> => ({
  name: user.name,
  niche: p.niche,
  // The stored text, if it is one of the levels the form offers.
  experience: experienceLevels.find((level) => level === p.experience) ?? "",
  skills: p.skills,
  painPoints: p.painPoints,
  portfolioUrl: p.portfolioUrl,
  linkedinUrl: p.linkedinUrl,
  pitchTemplate: p.pitchTemplate,
  country: p.country,
});

function ReadOnly({ label, children, className }: { label: string; children: React.ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="mt-1 text-slate-900">{children}</dd>
    </div>
  );
}

const none = <span className="text-slate-500">Not set</span>;

export function ProfilePage({ me }: { me: Me }) {
  const [editing, setEditing] = useState(false);
  const form = useSchemaForm({
    schema: ProfileEdit,
    initial: draftOf(me),
    async onSubmit(values) {
      const next = await saveProfile(values);
      setSession(next);
      form.reset(draftOf(next));
      setEditing(false);
      toast({ title: "Profile saved", description: "Your changes are saved." });
    },
    onError: (err) => (err instanceof ApiRequestError ? err.message : "Could not save your profile. Please try again."),
  });
  const draft = form.values;

  const p = me.profile;
  return (
    <div className="mx-auto max-w-3xl">
      <Card className="p-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-center gap-4">
            <div
              className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xl font-semibold text-white"
              aria-hidden
            >
              {initials(me.user.name)}
            </div>
            <div>
              <h1 className="text-2xl font-bold text-slate-900">{me.user.name}</h1>
              <p className="text-slate-600">{me.user.email}</p>
              <span className="mt-1 inline-block rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700">
                {me.plan.name} Plan
              </span>{" "}
              <Link to="/billing" className="text-sm font-medium text-brand-700 hover:underline">
                Billing and plan
              </Link>
            </div>
          </div>
          <Button
            variant={editing ? "secondary" : "primary"}
            onClick={() => {
              setEditing((x) => !x);
              form.reset(draftOf(me));
            }}
          >
            {editing ? "Cancel" : "Edit Profile"}
          </Button>
        </div>

        {editing ? (
          <form onSubmit={form.handleSubmit} noValidate className="mt-8 grid gap-5 sm:grid-cols-2">
            {form.message && (
              <div className="sm:col-span-2">
                <FormAlert>{form.message}</FormAlert>
              </div>
            )}
            <Field label="Full name" error={form.errors.name}>
              {(a) => <TextInput {...a} {...form.text("name")} />}
            </Field>
            <Field
              label="Email"
              hint={
                <>
                  Your sign-in address is changed on{" "}
                  <Link to="/settings" className="font-medium text-brand-700 underline">
                    Settings
                  </Link>
                  .
                </>
              }
            >
              {(a) => <TextInput {...a} value={me.user.email} disabled />}
            </Field>
            <Field label="Niche" error={form.errors.niche}>
              {(a) => <TextInput {...a} {...form.text("niche")} />}
            </Field>
            <Field label="Experience level" error={form.errors.experience}>
              {(a) => (
                <Select {...a} {...form.text("experience")}>
                  <option value="">Not set</option>
                  {experienceLevels.map((l) => (
                    <option key={l}>{l}</option>
                  ))}
                </Select>
              )}
            </Field>
            <div className="sm:col-span-2">
              <Field label="Key skills" error={form.errors.skills}>
                {(a) => (
                  <ListInput
                    {...a}
                    value={draft.skills ?? []}
                    onChange={(list) => form.set("skills", list)}
                    suggestions={skillSuggestions}
                  />
                )}
              </Field>
            </div>
            <div className="sm:col-span-2">
              <Field label="Target client pain points" error={form.errors.painPoints}>
                {(a) => (
                  <ListInput
                    {...a}
                    value={draft.painPoints ?? []}
                    onChange={(list) => form.set("painPoints", list)}
                    suggestions={painSuggestions}
                  />
                )}
              </Field>
            </div>
            <Field label="Country" error={form.errors.country} hint="Some announcements are only for one country.">
              {(a) => <CountrySelect {...a} {...form.text("country")} />}
            </Field>
            <Field label="Portfolio URL" error={form.errors.portfolioUrl}>
              {(a) => <TextInput {...a} type="url" placeholder="https://" {...form.text("portfolioUrl")} />}
            </Field>
            <Field label="LinkedIn URL" error={form.errors.linkedinUrl}>
              {(a) => (
                <TextInput
                  {...a}
                  type="url"
                  placeholder="https://www.linkedin.com/in/..."
                  {...form.text("linkedinUrl")}
                />
              )}
            </Field>
            <div className="sm:col-span-2">
              <Field label="Default pitch template" error={form.errors.pitchTemplate}>
                {(a) => <TextArea {...a} rows={6} {...form.text("pitchTemplate")} />}
              </Field>
            </div>
            <div className="sm:col-span-2 flex justify-end gap-2">
              <Button type="submit" disabled={form.busy}>
                {form.busy ? "Saving..." : "Save Changes"}
              </Button>
            </div>
          </form>
        ) : (
          <dl className="mt-8 grid gap-6 sm:grid-cols-2">
            <ReadOnly label="Niche">{p.niche || none}</ReadOnly>
            <ReadOnly label="Experience level">{p.experience || none}</ReadOnly>
            <ReadOnly label="Key skills">
              {p.skills.length ? (
                <span className="flex flex-wrap gap-1.5">
                  {p.skills.map((s) => (
                    <span key={s} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm">
                      {s}
                    </span>
                  ))}
                </span>
              ) : (
                none
              )}
            </ReadOnly>
            <ReadOnly label="Target client pain points">
              {p.painPoints.length ? p.painPoints.join(", ") : none}
            </ReadOnly>
            <ReadOnly label="Country">{p.country ? countryName(p.country) : none}</ReadOnly>
            <ReadOnly label="Portfolio URL">
              {p.portfolioUrl ? (
                <a
                  href={p.portfolioUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-brand-700 hover:underline"
                >
                  {p.portfolioUrl}
                </a>
              ) : (
                none
              )}
            </ReadOnly>
            <ReadOnly label="LinkedIn URL">
              {p.linkedinUrl ? (
                <a
                  href={p.linkedinUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-brand-700 hover:underline"
                >
                  {p.linkedinUrl}
                </a>
              ) : (
                none
              )}
            </ReadOnly>
            <ReadOnly label="Default pitch template" className="sm:col-span-2">
              {p.pitchTemplate ? <pre className="whitespace-pre-wrap font-sans">{p.pitchTemplate}</pre> : none}
            </ReadOnly>
          </dl>
        )}
      </Card>
      <NotificationsSection me={me} />
    </div>
  );
}
