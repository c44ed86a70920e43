import { useNavigate } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import * as v from "valibot";
import { experienceLevels, ProfileUpdate } from "#db/validation/auth";
import { useSchemaForm } from "#web/components/form/use-schema-form";
import { AuthCard } from "#web/components/ui/auth-card";
import { Button } from "#web/components/ui/button";
import { Field, FormAlert, Select, TextInput } from "#web/components/ui/form";
import { ListInput } from "#web/components/ui/list-input";
import { ApiRequestError, api } from "#web/lib/api";
import { runQueryState } from "#web/lib/run-query";
import { setSession } from "#web/lib/session";
import { saveProfile } from "../api/profile";
import { CountrySelect } from "./country-select";

export const skillSuggestions = [
  "React",
  "Node.js",
  "UX design",
  "SEO",
  "Copywriting",
  "Shopify",
  "Python",
  "Mobile apps",
];
export const painSuggestions = [
  "Slow website",
  "No design team",
  "Low organic traffic",
  "Needs an MVP fast",
  "Manual reporting",
];

/** Onboarding asks for a part of the profile, checked by the schema the API checks a profile change with. */
const OnboardingStep = v.pick(ProfileUpdate, [
  "niche",
  "experience",
  "country",
  "skills",
  "painPoints",
  "completeOnboarding",
]);

export function OnboardingForm({ query }: { query?: string }) {
  const navigate = useNavigate();
  const form = useSchemaForm({
    schema: OnboardingStep,
    initial: { niche: "", experience: "", country: "", skills: [], painPoints: [], completeOnboarding: true },
    async onSubmit(values) {
      const me = await saveProfile(values);
      setSession(me);
      // A query from the landing hero runs at once (history state, so a reload does not run it again).
      await (query ? navigate({ to: "/prospects", state: runQueryState(query) }) : navigate({ to: "/dashboard" }));
    },
    onError: (err) => (err instanceof ApiRequestError ? err.message : "Could not save your profile. Please try again."),
  });
  // The country is proposed from where the request came from, unless the person has chosen one already.
  const chosenCountry = useRef("");
  chosenCountry.current = form.values.country ?? "";
  const { set } = form;
  useEffect(() => {
    let alive = true;
    api.profile.$get().then(
      async (res) => {
        if (!res.ok) return;
        const { requestCountry } = await res.json();
        if (alive && requestCountry && !chosenCountry.current) set("country", requestCountry);
      },
      () => {},
    );
    return () => {
      alive = false;
    };
  }, [set]);
  const { errors, values } = form;

  return (
    <AuthCard title="Complete Your Profile" subtitle="Tell us what you do so we can match you with the right clients.">
      <form onSubmit={form.handleSubmit} noValidate className="space-y-5">
        {form.message && <FormAlert>{form.message}</FormAlert>}
        <Field
          label="Your niche"
          error={errors.niche}
          hint="For example: web development for early-stage fintech startups"
        >
          {(p) => <TextInput {...p} {...form.text("niche")} />}
        </Field>
        <Field label="Experience" error={errors.experience}>
          {(p) => (
            <Select {...p} {...form.text("experience")}>
              <option value="">Choose your experience level</option>
              {experienceLevels.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          label="Country"
          error={errors.country}
          hint="Where you work from; some announcements are only for one country."
        >
          {(p) => <CountrySelect {...p} {...form.text("country")} />}
        </Field>
        <Field label="Key skills" error={errors.skills} hint="Press Enter after each skill.">
          {(p) => (
            <ListInput
              {...p}
              value={values.skills ?? []}
              onChange={(list) => set("skills", list)}
              placeholder="e.g. React"
              suggestions={skillSuggestions}
            />
          )}
        </Field>
        <Field label="Client pain points you solve" error={errors.painPoints} hint="Press Enter after each one.">
          {(p) => (
            <ListInput
              {...p}
              value={values.painPoints ?? []}
              onChange={(list) => set("painPoints", list)}
              placeholder="e.g. Slow website"
              suggestions={painSuggestions}
            />
          )}
        </Field>
        <Button type="submit" className="w-full" disabled={form.busy}>
          {form.busy ? "Saving..." : "Complete Setup"}
        </Button>
      </form>
    </AuthCard>
  );
}
