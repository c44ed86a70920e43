import { createFileRoute, Outlet, useNavigate, useRouterState } from "@tanstack/react-router";
import { Menu } from "lucide-react";
import { useState } from "react";
import { mainFocusClass, SkipLink } from "#web/components/ui/skip-link";
import { adminSignOut } from "#web/features/admin/api/admin";
import { AdminSidebar, openPages, SidebarToggle } from "#web/features/admin-shell/components/admin-sidebar";
import { NotForYourRole } from "#web/features/admin-shell/components/not-for-role";
import { useSidebarState } from "#web/features/admin-shell/hooks/use-sidebar-state";
import { type AdminPath, adminPageOf, mayOpen } from "#web/lib/admin/access";
import { roleLabels } from "#web/lib/admin/api";
import { requireAdminSession, setAdmin, useAdmin } from "#web/lib/admin/session";
import { useRouteFocus } from "#web/lib/use-route-focus";

export const Route = createFileRoute("/admin/_shell")({
  // Every admin page: no admin session, no page (the API refuses the data anyway).
  beforeLoad: async ({ location }) => ({ admin: await requireAdminSession(location.href) }),
  component: AdminShell,
});

function AdminShell() {
  const { expanded, toggle } = useSidebarState();
  const [mobileOpen, setMobileOpen] = useState(false);
  const fromGuard = Route.useRouteContext().admin;
  const admin = useAdmin() ?? fromGuard;
  const navigate = useNavigate();
  useRouteFocus();
  const onLogout = async () => {
    try {
      await adminSignOut();
    } catch {
      // The session is dropped here either way; the server ends it on its own within 30 minutes.
    } finally {
      setAdmin(null);
      await navigate({ to: "/admin/login" });
    }
  };
  const identity = { name: admin.name || "Admin User", roleLabel: roleLabels[admin.role] ?? "Super Admin" };
  // A page the role may not use shows why instead, and loads nothing (its calls would all answer 403).
  const page = adminPageOf(useRouterState({ select: (s) => s.location.pathname }));
  const canOpen = (to: AdminPath) => mayOpen(admin, to);
  return (
    <div className="flex min-h-screen bg-slate-50">
      <SkipLink />
      <AdminSidebar
        expanded={expanded}
        mobileOpen={mobileOpen}
        onMobileClose={() => setMobileOpen(false)}
        admin={identity}
        mayOpen={canOpen}
        onLogout={onLogout}
      />
      <div className="min-w-0 flex-1">
        <header className="sticky top-0 z-20 flex h-14 items-center gap-2 border-b border-slate-200 bg-white px-4">
          <span className="hidden md:inline-flex">
            <SidebarToggle onClick={toggle} label={expanded ? "Collapse sidebar" : "Expand sidebar"} />
          </span>
          <button
            type="button"
            className="rounded-md p-2 text-slate-600 hover:bg-slate-100 md:hidden"
            onClick={() => setMobileOpen(true)}
            aria-label="Open sidebar"
          >
            <Menu className="size-5" aria-hidden />
          </button>
          <span className="text-sm font-medium text-slate-500">Admin portal</span>
        </header>
        <main id="main" tabIndex={-1} className={`p-4 sm:p-6 lg:p-8 ${mainFocusClass}`}>
          {page === null || canOpen(page) ? (
            <Outlet />
          ) : (
            <NotForYourRole page={page} roleLabel={identity.roleLabel} open={openPages(canOpen)} />
          )}
        </main>
      </div>
    </div>
  );
}
