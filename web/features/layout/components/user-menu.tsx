import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import { Link } from "@tanstack/react-router";
import { ChartBar, CreditCard, LogOut, Settings, User } from "lucide-react";
import { useEffect, useState } from "react";
import { cachedRevenue, fetchDashboard, formatUsd, onRevenue } from "#web/lib/dashboard";
import { type HeaderUser, initialsOf, userBadgeClass } from "./app-header";

/**
 * The header's user menu. Loaded apart from the header (app-header.tsx shows
 * the initials meanwhile): Headless UI's Menu brings floating-ui along, which
 * the first signed-in page does not need to paint (docs/performance.md, "Budgets").
 */
export default function UserMenu({ user, onSignOut }: { user: HeaderUser; onSignOut?: () => void }) {
  const initials = initialsOf(user.name);
  return (
    <Menu as="div" className="relative">
      <MenuButton
        className={userBadgeClass}
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
          <p className="text-sm break-words text-slate-500">{user.email}</p>
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
