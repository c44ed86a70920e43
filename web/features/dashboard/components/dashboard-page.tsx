import { useNavigate } from "@tanstack/react-router";
import { BellRing, Sparkles, Users } from "lucide-react";
import { ButtonLink } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import type { Me } from "#web/features/auth/api/auth";
import { SearchBar } from "#web/features/prospects/components/search-bar";

const examples = [
  "Seed-stage fintech startups hiring React developers",
  "E-commerce brands that just launched",
  "Healthcare startups asking for help",
  "Remote AI companies hiring designers",
];

function greeting(now = new Date()) {
  const h = now.getHours();
  return h < 12 ? "Good morning" : h < 18 ? "Good afternoon" : "Good evening";
}

export function DashboardPage({ me }: { me: Me }) {
  const first = me.user.name.split(/\s+/)[0] ?? me.user.name;
  const { usage, plan } = me;
  const navigate = useNavigate();
  const search = (q: string) => navigate({ to: "/prospects", search: { q } });
  return (
    <div className="space-y-6">
      <section className="rounded-2xl bg-gradient-to-r from-brand-600 to-violet-600 p-6 text-white shadow-sm">
        <h1 className="text-2xl font-bold sm:text-3xl">
          {greeting()}, {first}!
        </h1>
        <p className="mt-1 text-brand-100">Find clients who need you today.</p>
        <div className="mt-4 flex flex-wrap gap-2 text-sm">
          <span className="rounded-full bg-white/15 px-3 py-1">
            {plan.name} Plan • {usage.pitchesUsed}/{usage.maxPitches} pitches used
          </span>
          <span className="rounded-full bg-white/15 px-3 py-1">
            {usage.searchesUsed}/{usage.maxSearches} searches used
          </span>
        </div>
      </section>

      {!me.user.emailVerified && (
        <Card className="flex flex-col gap-3 border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-amber-900">
            Please verify your e-mail address so we can send you follow-up reminders.
          </p>
          <ButtonLink to="/verify-email" size="sm" variant="secondary">
            Verify e-mail
          </ButtonLink>
        </Card>
      )}

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Card className="p-5">
            <h2 className="flex items-center gap-2 font-semibold text-slate-900">
              <Sparkles className="size-4 text-brand-600" aria-hidden /> AI prospect search
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              Describe your ideal client; we find people showing a buying signal now.
            </p>
            <div className="mt-4">
              <SearchBar showSkills={false} onSearch={(q) => search(q)} />
            </div>
            <div className="mt-3 flex flex-wrap gap-2">
              {examples.map((e) => (
                <button
                  key={e}
                  type="button"
                  onClick={() => search(e)}
                  className="rounded-full border border-slate-200 px-3 py-1 text-xs text-slate-600 hover:border-brand-300 hover:text-brand-700"
                >
                  {e}
                </button>
              ))}
            </div>
          </Card>
        </div>
        <div className="space-y-6">
          <Card className="p-5">
            <h2 className="flex items-center gap-2 font-semibold text-slate-900">
              <BellRing className="size-4" aria-hidden /> Follow-ups due
            </h2>
            <p className="mt-2 text-sm text-slate-600">
              No follow-ups yet. One is scheduled 3 days after each pitch you send.
            </p>
          </Card>
          <Card className="p-5">
            <h2 className="flex items-center gap-2 font-semibold text-slate-900">
              <Users className="size-4" aria-hidden /> Recent activity
            </h2>
            <p className="mt-2 text-sm text-slate-600">Pitches, responses and stage changes will appear here.</p>
          </Card>
        </div>
      </div>
    </div>
  );
}
