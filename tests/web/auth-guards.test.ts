import { describe, expect, it } from "vitest";
import { safeRedirect } from "#web/features/auth/guards";

describe("the path sign-in returns to", () => {
  it("is a path inside the app, else the dashboard", () => {
    expect(safeRedirect("/clients?stage=New+Lead")).toBe("/clients?stage=New+Lead");
    expect(safeRedirect(undefined)).toBe("/dashboard");
    expect(safeRedirect("")).toBe("/dashboard");
    expect(safeRedirect("https://evil.example/")).toBe("/dashboard");
    expect(safeRedirect("//evil.example/")).toBe("/dashboard");
    // Browsers read a backslash after the first slash as a second slash: another site.
    expect(safeRedirect("/\\evil.example/")).toBe("/dashboard");
  });
});
