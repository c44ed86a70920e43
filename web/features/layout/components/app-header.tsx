import { Link } from "@tanstack/react-router";
import { Menu as MenuIcon, Sparkles, X } from "lucide-react";
import { type KeyboardEvent, lazy, Suspense, useId, useRef, useState } from "react";
import { ButtonLink } from "#web/components/ui/button";
import { Logo } from "#web/components/ui/logo";
import { UpgradeButton } from "#web/components/upgrade-button";
import { nextPlan } from "#web/lib/billing/checkout";

const links = [
  { to: "/dashboard", label: "Dashboard" },
  { to: "/clients", label: "Clients" },
  { to: "/pitches", label: "Pitches" },
] as const;

export type HeaderUser = { name: string; email: string; planId?: string };

const UserMenu = lazy(() => import("./user-menu"));

export const userBadgeClass =
  "flex size-9 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white";

export function initialsOf(name: string) {
  return name
    .split(/\s+/)
    .map((p) => p[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

const navClass = "rounded-md px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900";
const activeClass = "bg-brand-50 text-brand-700";

export function AppHeader({ user, onSignOut }: { user: HeaderUser | null; onSignOut?: () => void }) {
  // The phone-sized menu is a plain disclosure (a button that shows and hides the links below it),
  // not Headless UI's: on the first signed-in page that alone would add more code than the rest of
  // the header (docs/performance.md, "Budgets").
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Escape, on the button or in the open menu, closes it and hands the focus back to the button.
  const closeOnEscape = (e: KeyboardEvent) => {
    if (open && e.key === "Escape") {
      setOpen(false);
      toggleRef.current?.focus();
    }
  };
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6">
        <div className="flex items-center gap-6">
          <Logo />
          <nav aria-label="App" className="hidden gap-1 md:flex">
            {links.map((l) => (
              <Link
                key={l.to}
                to={l.to}
                className={navClass}
                activeProps={{ className: activeClass, "aria-current": "page" }}
              >
                {l.label}
              </Link>
            ))}
          </nav>
        </div>
        <div className="flex items-center gap-2">
          {user && nextPlan(user.planId ?? "free") && (
            <UpgradeButton
              plan={nextPlan(user.planId ?? "free")!}
              size="sm"
              variant="secondary"
              className="max-sm:hidden"
            >
              <Sparkles className="size-4" aria-hidden /> Upgrade
            </UpgradeButton>
          )}
          {user ? (
            // The initials stand in (not yet a button) for the few milliseconds the menu's code takes.
            <Suspense
              fallback={
                <span className={userBadgeClass} aria-hidden>
                  {initialsOf(user.name)}
                </span>
              }
            >
              <UserMenu user={user} onSignOut={onSignOut} />
            </Suspense>
          ) : (
            <ButtonLink to="/sign-in" size="sm">
              Sign In
            </ButtonLink>
          )}
          <button
            ref={toggleRef}
            type="button"
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden"
            aria-label="Toggle menu"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            onClick={() => setOpen((o) => !o)}
            onKeyDown={closeOnEscape}
          >
            {open ? <X className="size-6" aria-hidden /> : <MenuIcon className="size-6" aria-hidden />}
          </button>
        </div>
      </div>
      {open && (
        <nav
          id={panelId}
          aria-label="App mobile"
          className="border-t border-slate-200 px-4 py-2 md:hidden"
          onKeyDown={closeOnEscape}
        >
          {links.map((l) => (
            <Link
              key={l.to}
              to={l.to}
              onClick={() => setOpen(false)}
              className={`block ${navClass}`}
              activeProps={{ className: activeClass }}
            >
              {l.label}
            </Link>
          ))}
        </nav>
      )}
    </header>
  );
}
