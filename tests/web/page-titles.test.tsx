import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from "@tanstack/react-router";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ForgotPasswordForm } from "#web/features/auth/components/forgot-password-form";

afterEach(cleanup);

describe("a page's tab title", () => {
  it("names the password reset page, as the sign-in and sign-up pages are named", async () => {
    const root = createRootRoute();
    const page = createRoute({ getParentRoute: () => root, path: "/forgot-password", component: ForgotPasswordForm });
    const history = createMemoryHistory({ initialEntries: ["/forgot-password"] });
    await act(async () =>
      render(<RouterProvider router={createRouter({ routeTree: root.addChildren([page]), history })} />),
    );
    expect(await screen.findByText("Reset your password")).toBeTruthy();
    expect(document.title).toBe("Reset your password | Leadsmith");
  });
});
