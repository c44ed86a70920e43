import { createRootRoute, Outlet } from "@tanstack/react-router";
import { NotFoundPage } from "#web/components/not-found-page";
import { Toaster } from "#web/components/ui/toast";

export const Route = createRootRoute({
  component: () => (
    <>
      <Outlet />
      <Toaster />
    </>
  ),
  notFoundComponent: NotFoundPage,
});
