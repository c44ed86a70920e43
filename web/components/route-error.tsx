import type { ErrorComponentProps } from "@tanstack/react-router";
import { AlertTriangle } from "lucide-react";
import { Button } from "./ui/button";
import { EmptyState } from "./ui/empty-state";

/** Shown when a route's data could not be loaded (for example the server is unreachable). */
export function RouteError({ reset }: ErrorComponentProps) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <EmptyState
        icon={AlertTriangle}
        title="Something went wrong"
        action={
          <Button
            onClick={() => {
              reset();
              window.location.reload();
            }}
          >
            Try again
          </Button>
        }
      >
        We could not load this page. Check your connection and try again.
      </EmptyState>
    </div>
  );
}
