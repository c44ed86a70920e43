import { Disclosure, DisclosureButton, DisclosurePanel } from "@headlessui/react";
import { Link } from "@tanstack/react-router";
import { Menu, X } from "lucide-react";
import type { KeyboardEvent } from "react";
import { ButtonLink } from "#web/components/ui/button";
import { Logo } from "#web/components/ui/logo";
import { SkipLink } from "#web/components/ui/skip-link";
import { useSession } from "#web/lib/session";

const links = [
  { to: "/features", label: "Features" },
  { to: "/pricing", label: "Pricing" },
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
] as const;

/** Headless UI's Disclosure does not close on Escape; this menu does, and close() hands the focus back to its button. */
const closeOnEscape = (open: boolean, close: () => void) => (e: KeyboardEvent) => {
  if (open && e.key === "Escape") close();
};

export function PublicHeader() {
  // Known once something asked (the payment return page does; a prerendered page never
  // does at build time): a signed-in user just back from paying was offered 'Sign In'.
  const signedIn = useSession() !== null;
  return (
    <Disclosure as="header" className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur">
      {({ open, close }) => (
        <>
          <SkipLink />
          <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6">
            <Logo />
            <nav aria-label="Main" className="hidden items-center gap-6 md:flex">
              {links.map((l) => (
                <Link
                  key={l.to}
                  to={l.to}
                  className="text-sm font-medium text-slate-600 hover:text-slate-900"
                  activeProps={{ className: "text-slate-900" }}
                >
                  {l.label}
                </Link>
              ))}
            </nav>
            <div className="hidden items-center gap-2 md:flex">
              {signedIn ? (
                <ButtonLink to="/dashboard">Dashboard</ButtonLink>
              ) : (
                <>
                  <ButtonLink to="/sign-in" variant="ghost">
                    Sign In
                  </ButtonLink>
                  <ButtonLink to="/get-started">Get Started</ButtonLink>
                </>
              )}
            </div>
            <DisclosureButton
              className="rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden"
              aria-label="Toggle menu"
              onKeyDown={closeOnEscape(open, close)}
            >
              {({ open }) => (open ? <X className="size-6" aria-hidden /> : <Menu className="size-6" aria-hidden />)}
            </DisclosureButton>
          </div>
          <DisclosurePanel
            as="nav"
            aria-label="Mobile"
            className="border-t border-slate-200 px-4 pb-4 md:hidden"
            onKeyDown={closeOnEscape(open, close)}
          >
            <div className="flex flex-col py-2">
              {links.map((l) => (
                <Link
                  key={l.to}
                  to={l.to}
                  onClick={() => close()}
                  className="rounded-md px-2 py-2 text-slate-700 hover:bg-slate-100"
                >
                  {l.label}
                </Link>
              ))}
            </div>
            <div className="flex gap-2">
              {signedIn ? (
                <ButtonLink to="/dashboard" className="flex-1" onClick={() => close()}>
                  Dashboard
                </ButtonLink>
              ) : (
                <>
                  <ButtonLink to="/sign-in" variant="secondary" className="flex-1" onClick={() => close()}>
                    Sign In
                  </ButtonLink>
                  <ButtonLink to="/get-started" className="flex-1" onClick={() => close()}>
                    Get Started
                  </ButtonLink>
                </>
              )}
            </div>
          </DisclosurePanel>
        </>
      )}
    </Disclosure>
  );
}
