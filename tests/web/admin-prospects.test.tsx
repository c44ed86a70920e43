import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminProspectRow } from "#web/features/admin-content/api";
import { prospectColumns } from "#web/features/admin-content/components/prospect-columns";
import { parseContentSearch, queryOf, safeHref } from "#web/features/admin-content/search";

afterEach(cleanup);

const row = {
  id: 41,
  company: "<script>window.__pwned = 1</script>",
  name: '<img src=x onerror="window.__pwned = 2">',
  source: "import" as const,
  signalKind: "launch" as const,
  signalDate: "2026-06-01T00:00:00.000Z",
  createdAt: "2026-06-02T00:00:00.000Z",
  hidden: true,
  isDemo: false,
  sourceUrl: "javascript:alert(1)",
};

/** One row of the prospect table, drawn from its columns as DataTable draws it. */
function ProspectRow({
  onHide = () => {},
  onDelete = () => {},
}: {
  onHide?: (p: AdminProspectRow, hidden: boolean) => void;
  onDelete?: (p: AdminProspectRow) => void;
}) {
  const columns = prospectColumns({ busyId: null, onOpen: () => {}, onHide, onDelete });
  return (
    <table>
      <tbody>
        <tr>
          {columns.map((c) => (
            <td key={c.id}>{c.cell(row)}</td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}

describe("the admin prospect row", () => {
  it("shows names holding markup as text, never as elements", () => {
    const { container } = render(<ProspectRow />);
    expect(screen.getByText(row.company)).toBeTruthy();
    expect(screen.getByText(row.name)).toBeTruthy();
    expect(container.querySelector("script, img")).toBeNull();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it("offers Unhide for a hidden row and reports the choice", () => {
    const onHide = vi.fn();
    const onDelete = vi.fn();
    render(<ProspectRow onHide={onHide} onDelete={onDelete} />);
    expect(screen.getByText("Hidden")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: `Unhide ${row.company}` }));
    expect(onHide).toHaveBeenCalledWith(row, false);
    fireEvent.click(screen.getByRole("button", { name: `Delete ${row.company}` }));
    expect(onDelete).toHaveBeenCalledWith(row);
  });
});

describe("the Prospect Data URL state", () => {
  it("reads a numeric search (the router hands it over as a number) and drops what is not valid", () => {
    expect(parseContentSearch({ q: 230, page: "2", source: "twitter", show: "hidden", prospect: "x" })).toEqual({
      q: "230",
      page: 2,
      source: undefined,
      show: "hidden",
      import: undefined,
      prospect: undefined,
    });
    expect(queryOf(parseContentSearch({ show: "demo", import: 7 }))).toEqual({
      q: "",
      page: 1,
      source: undefined,
      hidden: undefined,
      demo: true,
      importId: 7,
    });
  });

  it("links only http(s) addresses", () => {
    expect(safeHref("https://example.com/job")).toBe("https://example.com/job");
    for (const bad of ["javascript:alert(1)", "data:text/html,x", "//evil.example", "ftp://x", "http://a b"]) {
      expect(safeHref(bad), bad).toBeNull();
    }
  });
});
