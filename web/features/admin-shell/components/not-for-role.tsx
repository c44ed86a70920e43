import { Link } from "@tanstack/react-router";
import { Lock } from "lucide-react";
import { EmptyState } from "#web/components/ui/empty-state";
import { PageHeader } from "#web/components/ui/page-header";
import { ADMIN_PAGES, type AdminPath } from "#web/lib/admin/access";

/**
 * What an admin sees on a page their role may not use (opened by its URL: the
 * menus do not offer it). Nothing of the page is loaded, so there is no error
 * to retry and no figure to show; the pages the role does cover are linked.
 */
export function NotForYourRole({
  page,
  roleLabel,
  open,
}: {
  page: AdminPath;
  roleLabel: string;
  /** The pages this admin may use, in menu order. */
  open: readonly AdminPath[];
}) {
  const name = ADMIN_PAGES[page].label;
  return (
    <>
      <PageHeader title={name} />
      <EmptyState icon={Lock} title="Not available for your role">
        <p>
          {name} is not part of the {roleLabel} role. A super admin can change your role in Settings if you need it.
        </p>
        {open.length > 0 && (
          <>
            <p className="mt-3">Pages you can use:</p>
            <ul className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-1">
              {open.map((to) => (
                <li key={to}>
                  <Link to={to} className="font-medium text-brand-700 hover:underline">
                    {ADMIN_PAGES[to].label}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </EmptyState>
    </>
  );
}
