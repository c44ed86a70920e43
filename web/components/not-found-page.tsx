import { Link, useLocation } from "@tanstack/react-router";
import { useEffect } from "react";

export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    // The missing path is logged so broken links show up; a warning keeps it visible without counting as an error.
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-slate-50 px-4 text-center">
      <p className="text-7xl font-extrabold text-brand-600">404</p>
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">Oops! Page not found</h1>
      <Link to="/" className="mt-6 text-brand-600 underline underline-offset-4 hover:text-brand-700">
        Return to Home
      </Link>
    </main>
  );
}
