import { useEffect, useState } from "react";
import { buttonClass } from "#web/components/ui/button";
import { fetchProviders } from "../api/auth";

type Providers = { google: boolean; linkedin: boolean };

function ProviderButton({
  provider,
  label,
  configured,
  returnTo,
}: {
  provider: "google" | "linkedin";
  label: string;
  configured: boolean | null;
  returnTo?: string;
}) {
  if (configured === null) {
    return <div className="h-10 animate-pulse rounded-lg bg-slate-100" aria-hidden />;
  }
  if (!configured) {
    return (
      <button
        type="button"
        disabled
        className={buttonClass("secondary", "md", "w-full")}
        title={`${label} sign-in is not configured on this server`}
      >
        {label} (not configured)
      </button>
    );
  }
  const query = returnTo ? `?${new URLSearchParams({ returnTo })}` : "";
  // A full navigation: the provider's page, then our callback, which sets the session cookie.
  return (
    <a href={`/api/auth/oauth/${provider}/start${query}`} className={buttonClass("secondary", "md", "w-full")}>
      Continue with {label}
    </a>
  );
}

/**
 * 'Continue with LinkedIn / Google' and the line below them, on sign-up and on sign-in: one
 * button both creates an account and signs an existing one in (routes/auth.ts, the callback).
 * `returnTo` is where a signed-in, onboarded user lands afterwards (the server keeps only a path
 * of this site).
 */
export function ProviderButtons({ returnTo }: { returnTo?: string }) {
  const [providers, setProviders] = useState<Providers | null>(null);
  useEffect(() => {
    fetchProviders().then(setProviders, () => setProviders({ google: false, linkedin: false }));
  }, []);
  return (
    <>
      <div className="space-y-2">
        <ProviderButton
          provider="linkedin"
          label="LinkedIn"
          configured={providers ? providers.linkedin : null}
          returnTo={returnTo}
        />
        <ProviderButton
          provider="google"
          label="Google"
          configured={providers ? providers.google : null}
          returnTo={returnTo}
        />
      </div>
      <div className="my-6 flex items-center gap-3 text-xs uppercase tracking-wide text-slate-400">
        <span className="h-px flex-1 bg-slate-200" /> or with e-mail <span className="h-px flex-1 bg-slate-200" />
      </div>
    </>
  );
}
