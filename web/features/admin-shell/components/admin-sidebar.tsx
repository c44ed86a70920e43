import { Dialog, DialogPanel } from "@headlessui/react";
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
  Mail,
  PanelLeft,
  RotateCcw,
  Settings,
  Users,
} from "lucide-react";

export const adminLinks = [
  { to: "/admin", label: "Dashboard", icon: LayoutDashboard },
  { to: "/admin/users", label: "Users", icon: Users },
  { to: "/admin/analytics", label: "Analytics", icon: BarChart3 },
  { to: "/admin/ai-training", label: "AI Performance", icon: Brain },
  { to: "/admin/revenue", label: "Revenue", icon: DollarSign },
  // Money-back requests to approve (super_admin); nothing else leads there.
  { to: "/admin/refunds", label: "Refunds", icon: RotateCcw },
  // Not among the prototype's sidebar links, but nothing else leads to these two pages.
  { to: "/admin/waitlist", label: "Waitlist", icon: ListChecks },
  { to: "/admin/content", label: "Content", icon: FileText },
  { to: "/admin/communications", label: "Communications", icon: Mail },
  { to: "/admin/support", label: "Support", icon: LifeBuoy },
  { to: "/admin/settings", label: "Settings", icon: Settings },
] as const;

export type AdminIdentity = { name: string; roleLabel: string };

function SidebarBody({
  expanded,
  admin,
  onNavigate,
  onLogout,
}: {
  expanded: boolean;
  admin: AdminIdentity | null;
  onNavigate?: () => void;
  onLogout?: () => void;
}) {
  return (
    <div className="flex h-full flex-col bg-slate-900 text-slate-200">
      <div className="flex h-14 items-center gap-2 px-3 font-bold text-white">
        <span className="flex size-7 shrink-0 items-center justify-center rounded-md bg-brand-600 text-sm">L</span>
        {expanded && <span>Leadsmith Admin</span>}
      </div>
      <nav aria-label="Admin" className="flex-1 space-y-1 px-2">
        {adminLinks.map(({ to, label, icon: Icon }) => (
          <Link
            key={to}
            to={to}
            onClick={onNavigate}
            title={expanded ? undefined : label}
            activeOptions={{ exact: to === "/admin" }}
            className="flex items-center gap-3 rounded-md px-2 py-2 text-sm hover:bg-slate-800"
            activeProps={{ className: "bg-slate-800 text-white", "aria-current": "page" }}
          >
            <Icon className="size-5 shrink-0" aria-hidden />
            {expanded && <span>{label}</span>}
          </Link>
        ))}
      </nav>
      <div className="border-t border-slate-800 p-2">
        {expanded && admin && (
          <div className="px-2 py-2">
            <p className="text-sm font-medium text-white">{admin.name}</p>
            <p className="text-xs text-slate-400">{admin.roleLabel}</p>
          </div>
        )}
        <button
          type="button"
          onClick={onLogout}
          className="flex w-full items-center gap-3 rounded-md px-2 py-2 text-sm hover:bg-slate-800"
        >
          <LogOut className="size-5 shrink-0" aria-hidden />
          {expanded && <span>Logout</span>}
        </button>
      </div>
    </div>
  );
}

/** 16rem expanded, 3rem collapsed on desktop; an 18rem drawer on mobile. */
export function AdminSidebar(props: {
  expanded: boolean;
  mobileOpen: boolean;
  onMobileClose: () => void;
  admin: AdminIdentity | null;
  onLogout?: () => void;
}) {
  return (
    <>
      <aside
        data-state={props.expanded ? "expanded" : "collapsed"}
        className={`sticky top-0 hidden h-screen shrink-0 transition-[width] md:block ${props.expanded ? "w-64" : "w-12"}`}
      >
        <SidebarBody expanded={props.expanded} admin={props.admin} onLogout={props.onLogout} />
      </aside>
      <Dialog open={props.mobileOpen} onClose={props.onMobileClose} className="relative z-50 md:hidden">
        <div className="fixed inset-0 bg-black/40" aria-hidden />
        <DialogPanel className="fixed inset-y-0 left-0 w-72">
          <SidebarBody expanded admin={props.admin} onNavigate={props.onMobileClose} onLogout={props.onLogout} />
        </DialogPanel>
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
