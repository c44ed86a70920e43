import {
  Disclosure,
  DisclosureButton,
  DisclosurePanel,
  Menu,
  MenuButton,
  MenuItem,
  MenuItems,
} from "@headlessui/react";
import { Link } from "@tanstack/react-router";
import { ChartBar, CreditCard, LogOut, Menu as MenuIcon, Settings, Sparkles, User, X } from "lucide-react";
import { useEffect, useState } from "react";
import { ButtonLink } from "#web/components/ui/button";
import { Logo } from "#web/components/ui/logo";
import { nextPlan } from "#web/features/billing/checkout";
import { UpgradeButton } from "#web/features/billing/components/upgrade-button";
import { cachedRevenue, fetchDashboard, formatUsd, onRevenue } from "#web/features/dashboard/api/dashboard";

const links = [
  { to: "/dashboard", label: "Dashboard" },
  { to: "/clients", label: "Clients" },
  { to: "/pitches", label: "Pitches" },
] as const;

export type HeaderUser = { name: string; email: string; planId?: string };

const navClass = "rounded-md px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900";
const activeClass = "bg-brand-50 text-brand-700";

export function AppHeader({ user, onSignOut }: { user: HeaderUser | null; onSignOut?: () => void }) {
  return (
    <Disclosure as="header" className="sticky top-0 z-30 border-b border-slate-200 bg-white">
      {({ close }) => (
        <>
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
                  className="hidden sm:inline-flex"
                >
                  <Sparkles className="size-4" aria-hidden /> Upgrade
                </UpgradeButton>
              )}
              {user ? (
                <UserMenu user={user} onSignOut={onSignOut} />
              ) : (
                <ButtonLink to="/sign-in" size="sm">
                  Sign In
                </ButtonLink>
              )}
              <DisclosureButton
                className="rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden"
                aria-label="Toggle menu"
              >
                {({ open }) =>
                  open ? <X className="size-6" aria-hidden /> : <MenuIcon className="size-6" aria-hidden />
                }
              </DisclosureButton>
            </div>
          </div>
          <DisclosurePanel as="nav" aria-label="App mobile" className="border-t border-slate-200 px-4 py-2 md:hidden">
            {links.map((l) => (
              <Link
                key={l.to}
                to={l.to}
                onClick={() => close()}
                className={`block ${navClass}`}
                activeProps={{ className: activeClass }}
              >
                {l.label}
              </Link>
            ))}
          </DisclosurePanel>
        </>
      )}
    </Disclosure>
  );
}

function UserMenu({ user, onSignOut }: { user: HeaderUser; onSignOut?: () => void }) {
  const initials = user.name
    .split(/\s+/)
    .map((p) => p[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
  return (
    <Menu as="div" className="relative">
      <MenuButton
        className="flex size-9 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white"
        // The visible initials are part of the name (WCAG 2.5.3, label in name).
        aria-label={`User menu, ${initials}`}
      >
        {initials}
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-40 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-1 shadow-lg focus:outline-none"
      >
        <div className="border-b border-slate-100 px-3 py-2">
          <p className="font-medium text-slate-900">{user.name}</p>
          <p className="truncate text-sm text-slate-500">{user.email}</p>
          <RevenueLine owner={user.email} />
        </div>
        <MenuItem>
          <Link to="/profile" className="flex items-center gap-2 rounded-md px-3 py-2 text-sm data-focus:bg-slate-100">
            <User className="size-4" aria-hidden /> Profile
          </Link>
        </MenuItem>
        <MenuItem>
          <Link to="/billing" className="flex items-center gap-2 rounded-md px-3 py-2 text-sm data-focus:bg-slate-100">
            <CreditCard className="size-4" aria-hidden /> Billing
          </Link>
        </MenuItem>
        <MenuItem>
          <Link to="/settings" className="flex items-center gap-2 rounded-md px-3 py-2 text-sm data-focus:bg-slate-100">
            <Settings className="size-4" aria-hidden /> Settings
          </Link>
        </MenuItem>
        <MenuItem>
          {/* The outcomes view: which sources, signals and tones bring replies (on the dashboard). */}
          <Link
            to="/dashboard"
            hash="outcomes"
            className="flex items-center gap-2 rounded-md px-3 py-2 text-sm data-focus:bg-slate-100"
          >
            <ChartBar className="size-4" aria-hidden /> Analytics
          </Link>
        </MenuItem>
        <MenuItem>
          <button
            type="button"
            onClick={onSignOut}
            className="flex w-full items-center gap-2 rounded-md px-3 py-2 text-sm data-focus:bg-slate-100"
          >
            <LogOut className="size-4" aria-hidden /> Sign out
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}

/** A figure read less than a minute ago is shown as it is; older, it is read again when the menu opens. */
const REVENUE_FRESH_MS = 60_000;
let revenueOwner: string | null = null;

/** The user's revenue from GET /api/dashboard (stats.revenue), read when the menu opens (its items mount then). */
function RevenueLine({ owner }: { owner: string }) {
  const known = revenueOwner === owner ? cachedRevenue() : null;
  const [revenue, setRevenue] = useState(known?.value ?? null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const off = onRevenue(setRevenue);
    const cached = revenueOwner === owner ? cachedRevenue() : null;
    if (!cached || Date.now() - cached.at > REVENUE_FRESH_MS) {
      fetchDashboard().then(
        (d) => {
          revenueOwner = owner;
          setRevenue(d.stats.revenue);
        },
        () => setFailed(true),
      );
    }
    return off;
  }, [owner]);
  if (revenue === null) {
    return failed ? null : <p className="mt-1 h-5 w-32 animate-pulse rounded bg-slate-100" aria-hidden />;
  }
  return <p className="mt-1 text-sm font-medium text-emerald-700">{formatUsd(revenue)} Revenue Generated</p>;
}
