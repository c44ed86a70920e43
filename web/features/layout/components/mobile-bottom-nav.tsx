import { Link } from "@tanstack/react-router";
import { FileText, Home, User, Users } from "lucide-react";

const items = [
  { to: "/dashboard", label: "Home", icon: Home },
  { to: "/clients", label: "Clients", icon: Users },
  { to: "/pitches", label: "Pitches", icon: FileText },
  { to: "/profile", label: "Profile", icon: User },
] as const;

/** Shown below the md breakpoint (768 px), where the header's links are folded away. */
export function MobileBottomNav() {
  return (
    <nav
      aria-label="Bottom"
      className="fixed inset-x-0 bottom-0 z-30 grid grid-cols-4 border-t border-slate-200 bg-white md:hidden"
    >
      {items.map(({ to, label, icon: Icon }) => (
        <Link
          key={to}
          to={to}
          className="flex flex-col items-center gap-1 py-2 text-xs text-slate-500"
          activeProps={{ className: "text-brand-700", "aria-current": "page" }}
        >
          <Icon className="size-5" aria-hidden />
          {label}
        </Link>
      ))}
    </nav>
  );
}
