import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Inbox } from "lucide-react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EmptyState } from "#web/components/ui/empty-state";
import { ListInput } from "#web/components/ui/list-input";
import { Toaster, toast } from "#web/components/ui/toast";
import { readSidebarCookie } from "#web/features/admin-shell/hooks/use-sidebar-state";

afterEach(cleanup);

describe("EmptyState", () => {
  it("says what is missing and offers the next step", () => {
    render(
      <EmptyState icon={Inbox} title="No pitches yet" action={<button type="button">Write one</button>}>
        Pitches you write appear here.
      </EmptyState>,
    );
    expect(screen.getByRole("heading", { name: "No pitches yet" })).toBeTruthy();
    expect(screen.getByText("Pitches you write appear here.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Write one" })).toBeTruthy();
  });
});

describe("ListInput", () => {
  it("takes no entry longer than the server does, and adds one on Enter", () => {
    const onChange = vi.fn();
    render(<ListInput id="skills" value={[]} onChange={onChange} />);
    const box = screen.getByRole("textbox") as HTMLInputElement;
    expect(box.maxLength).toBe(80);
    fireEvent.change(box, { target: { value: "Webflow" } });
    fireEvent.keyDown(box, { key: "Enter" });
    expect(onChange).toHaveBeenCalledWith(["Webflow"]);
  });
});

describe("toasts", () => {
  it("announce a destructive toast as an alert and dismiss after 5 seconds", () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({
        title: "Already registered",
        description: "This email is already on our waitlist!",
        variant: "destructive",
      });
    });
    expect(screen.getByRole("alert").textContent).toContain("This email is already on our waitlist!");
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.queryByRole("alert")).toBeNull();
    vi.useRealTimers();
  });

  it("show the same toast once however often it is raised, for 5 seconds from the last", () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: "Pitch Generated!", description: "A new draft." });
      vi.advanceTimersByTime(3000);
      toast({ title: "Pitch Generated!", description: "A new draft." });
      toast({ title: "Copied!" });
    });
    expect(screen.getAllByText("Pitch Generated!")).toHaveLength(1);
    expect(screen.getByText("Copied!")).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByText("Pitch Generated!")).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.queryByText("Pitch Generated!")).toBeNull();
    vi.useRealTimers();
  });

  it("can be dismissed by hand", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Copied!" });
    });
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByText("Copied!")).toBeNull();
  });
});

describe("the admin sidebar cookie", () => {
  it("defaults to expanded and reads a stored collapsed state", () => {
    expect(readSidebarCookie("")).toBe(true);
    expect(readSidebarCookie("a=1; sidebar_state=false")).toBe(false);
    expect(readSidebarCookie("sidebar_state=true; b=2")).toBe(true);
  });
});
