import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useEffect, useState } from "react";
import { experienceLevels, ProfileUpdate } from "#db/validation/auth";
import { AuthCard } from "#web/components/ui/auth-card";
import { Button } from "#web/components/ui/button";
import { Field, FormAlert, Select, TextInput } from "#web/components/ui/form";
import { ListInput } from "#web/components/ui/list-input";
import { ApiRequestError, api } from "#web/lib/api";
import { checkForm } from "#web/lib/check-form";
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

export function OnboardingForm({ query }: { query?: string }) {
  const navigate = useNavigate();
  const [niche, setNiche] = useState("");
  const [experience, setExperience] = useState("");
  const [skills, setSkills] = useState<string[]>([]);
  const [painPoints, setPainPoints] = useState<string[]>([]);
  // Proposed from the country the request came from; the user may change it or clear it.
  const [country, setCountry] = useState("");
  useEffect(() => {
    let alive = true;
    api.profile.$get().then(
      async (res) => {
        if (!res.ok) return;
        const body = (await res.json()) as { requestCountry?: string };
        if (alive && body.requestCountry) setCountry((c) => c || (body.requestCountry as string));
      },
      () => {},
    );
    return () => {
      alive = false;
    };
  }, []);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setMessage(null);
    const values = { niche, experience, skills, painPoints, country, completeOnboarding: true };
    const checked = checkForm(ProfileUpdate, values);
    if (checked.errors) return setErrors(checked.errors);
    setErrors({});
    setBusy(true);
    try {
      const me = await saveProfile(checked.output);
      setSession(me);
      // A query from the landing hero runs at once (history state, so a reload does not run it again).
      await (query ? navigate({ to: "/prospects", state: runQueryState(query) }) : navigate({ to: "/dashboard" }));
    } catch (err) {
      setMessage(err instanceof ApiRequestError ? err.message : "Could not save your profile. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Complete Your Profile" subtitle="Tell us what you do so we can match you with the right clients.">
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {message && <FormAlert>{message}</FormAlert>}
        <Field
          label="Your niche"
          error={errors.niche}
          hint="For example: web development for early-stage fintech startups"
        >
          {(p) => <TextInput {...p} value={niche} onChange={(e) => setNiche(e.target.value)} />}
        </Field>
        <Field label="Experience" error={errors.experience}>
          {(p) => (
            <Select {...p} value={experience} onChange={(e) => setExperience(e.target.value)}>
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
          {(p) => <CountrySelect {...p} value={country} onChange={(e) => setCountry(e.target.value)} />}
        </Field>
        <Field label="Key skills" error={errors.skills} hint="Press Enter after each skill.">
          {(p) => (
            <ListInput
              {...p}
              value={skills}
              onChange={setSkills}
              placeholder="e.g. React"
              suggestions={skillSuggestions}
            />
          )}
        </Field>
        <Field label="Client pain points you solve" error={errors.painPoints} hint="Press Enter after each one.">
          {(p) => (
            <ListInput
              {...p}
              value={painPoints}
              onChange={setPainPoints}
              placeholder="e.g. Slow website"
              suggestions={painSuggestions}
            />
          )}
        </Field>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Saving..." : "Complete Setup"}
        </Button>
      </form>
    </AuthCard>
  );
}
