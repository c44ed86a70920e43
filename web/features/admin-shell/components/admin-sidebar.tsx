import { Link } from "@tanstack/react-router";
import {
  BarChart3,
  Brain,
  DollarSign,
  FileText,
  LayoutDashboard,
  LifeBuoy,
  ListChecks,
  LogOut,
  type LucideIcon,
  Mail,
  PanelLeft,
  RotateCcw,
  Server,
  Settings,
  Users,
} from "lucide-react";
import { Dialog } from "#web/components/ui/dialog";
import { ADMIN_PAGES, type AdminPath } from "#web/lib/admin/access";

/** The menu, in order; each page's name and whether the admin may open it come from web/lib/admin/access.ts. */
export const adminLinks = [
  { to: "/admin", icon: LayoutDashboard },
  { to: "/admin/users", icon: Users },
  { to: "/admin/analytics", icon: BarChart3 },
  { to: "/admin/ai-training", icon: Brain },
  { to: "/admin/revenue", icon: DollarSign },
  // Money-back requests to approve; nothing else leads there.
  { to: "/admin/refunds", icon: RotateCcw },
  // Not among the prototype's sidebar links, but nothing else leads to these pages.
  { to: "/admin/waitlist", icon: ListChecks },
  { to: "/admin/content", icon: FileText },
  { to: "/admin/communications", icon: Mail },
  { to: "/admin/support", icon: LifeBuoy },
  { to: "/admin/settings", icon: Settings },
  { to: "/admin/platform", icon: Server },
] as const satisfies readonly { to: AdminPath; icon: LucideIcon }[];

/** The menu's links to the pages this admin may open, in menu order. */
const openLinks = (mayOpen: (to: AdminPath) => boolean) => adminLinks.filter(({ to }) => mayOpen(to));

/** The menu's pages this admin may open, in menu order. */
export const openPages = (mayOpen: (to: AdminPath) => boolean) => openLinks(mayOpen).map(({ to }) => to);

export type AdminIdentity = { name: string; roleLabel: string };

// The desktop sidebar is dark; the phone drawer sits on the one Dialog frame, which is light.
const tones = {
  dark: {
    link: "text-slate-200 hover:bg-slate-800",
    active: "bg-slate-800 text-white",
    name: "text-white",
    role: "text-slate-400",
  },
  light: {
    link: "text-slate-700 hover:bg-slate-100",
    active: "bg-slate-100 text-slate-900",
    name: "text-slate-900",
    role: "text-slate-500",
  },
} as const;
type Tone = keyof typeof tones;

function SidebarLinks({
  expanded,
  tone,
  mayOpen,
  onNavigate,
}: {
  expanded: boolean;
  tone: Tone;
  mayOpen: (to: AdminPath) => boolean;
  onNavigate?: () => void;
}) {
  return (
    <nav aria-label="Admin" className="space-y-1">
      {openLinks(mayOpen).map(({ to, icon: Icon }) => (
        <Link
          key={to}
          to={to}
          onClick={onNavigate}
          title={expanded ? undefined : ADMIN_PAGES[to].label}
          activeOptions={{ exact: to === "/admin" }}
          className={`flex items-center gap-3 rounded-md px-2 py-2 text-sm ${tones[tone].link}`}
          activeProps={{ className: tones[tone].active, "aria-current": "page" }}
        >
          <Icon className="size-5 shrink-0" aria-hidden />
          {expanded && <span>{ADMIN_PAGES[to].label}</span>}
        </Link>
      ))}
    </nav>
  );
}

function SidebarFooter({
  expanded,
  tone,
  admin,
  onLogout,
}: {
  expanded: boolean;
  tone: Tone;
  admin: AdminIdentity | null;
  onLogout?: () => void;
}) {
  return (
    <>
      {expanded && admin && (
        <div className="px-2 py-2">
          <p className={`text-sm font-medium ${tones[tone].name}`}>{admin.name}</p>
          <p className={`text-xs ${tones[tone].role}`}>{admin.roleLabel}</p>
        </div>
      )}
      <button
        type="button"
        onClick={onLogout}
        className={`flex w-full items-center gap-3 rounded-md px-2 py-2 text-sm ${tones[tone].link}`}
      >
        <LogOut className="size-5 shrink-0" aria-hidden />
        {expanded && <span>Logout</span>}
      </button>
    </>
  );
}

const Logo = () => (
  <span className="flex size-7 shrink-0 items-center justify-center rounded-md bg-brand-600 text-sm font-bold text-white">
    L
  </span>
);

/**
 * 16rem expanded, 3rem collapsed on desktop; on a phone, the one Dialog's left
 * drawer (18rem). It lists only the pages the admin's role may use.
 */
export function AdminSidebar(props: {
  expanded: boolean;
  mobileOpen: boolean;
  onMobileClose: () => void;
  admin: AdminIdentity | null;
  mayOpen: (to: AdminPath) => boolean;
  onLogout?: () => void;
}) {
  return (
    <>
      <aside
        data-state={props.expanded ? "expanded" : "collapsed"}
        className={`sticky top-0 hidden h-screen shrink-0 transition-[width] md:block ${props.expanded ? "w-64" : "w-12"}`}
      >
        <div className="flex h-full flex-col bg-slate-900 text-slate-200">
          <div className="flex h-14 items-center gap-2 px-3 font-bold text-white">
            <Logo />
            {props.expanded && <span>Leadsmith Admin</span>}
          </div>
          <div className="flex-1 px-2">
            <SidebarLinks expanded={props.expanded} tone="dark" mayOpen={props.mayOpen} />
          </div>
          <div className="border-t border-slate-800 p-2">
            <SidebarFooter expanded={props.expanded} tone="dark" admin={props.admin} onLogout={props.onLogout} />
          </div>
        </div>
      </aside>
      <Dialog
        open={props.mobileOpen}
        onClose={props.onMobileClose}
        variant="left"
        title={
          <span className="flex items-center gap-2">
            <Logo />
            Leadsmith Admin
          </span>
        }
        footer={<SidebarFooter expanded tone="light" admin={props.admin} onLogout={props.onLogout} />}
      >
        <SidebarLinks expanded tone="light" mayOpen={props.mayOpen} onNavigate={props.onMobileClose} />
      </Dialog>
    </>
  );
}

export function SidebarToggle({ onClick, label }: { onClick: () => void; label: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="rounded-md p-2 text-slate-600 hover:bg-slate-100"
      aria-label={label}
      title={`${label} (Ctrl/Cmd+B)`}
    >
      <PanelLeft className="size-5" aria-hidden />
    </button>
  );
}
