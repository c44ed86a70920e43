import { createFileRoute, redirect } from "@tanstack/react-router";

// The footer's short link; the server answers /terms with a 301 as well (web/public/_redirects).
export const Route = createFileRoute("/terms")({
  beforeLoad: () => {
    throw redirect({ to: "/terms-of-use", replace: true });
  },
});
