import { createFileRoute, redirect } from "@tanstack/react-router";

// The footer's short link; the server answers /privacy with a 301 as well (web/public/_redirects).
export const Route = createFileRoute("/privacy")({
  beforeLoad: () => {
    throw redirect({ to: "/privacy-policy", replace: true });
  },
});
