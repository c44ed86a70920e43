import { Link } from "@tanstack/react-router";
import { Upload } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import * as v from "valibot";
import { useSchemaForm } from "#web/components/form/use-schema-form";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { Field, FormAlert, Select } from "#web/components/ui/form";
import { readAdminResponse } from "#web/lib/admin/api";
import type { ApiResponse } from "#web/lib/api";
import { plural } from "#web/lib/format";
import { fetchImports, type ImportFormat, type ImportReport, type ImportRun, importPath } from "../api";

const formats = [
  ["csv", "CSV (canonical fields)"],
  ["json", "JSON array or JSON Lines (canonical fields)"],
  ["ycombinator", "Y Combinator company JSON"],
  ["hackernews", "Hacker News items (JSON Lines)"],
  ["producthunt", "Product Hunt posts (JSON Lines or API v2 response)"],
  ["reddit", "Reddit listing JSON"],
  ["rss", "RSS or Atom feed"],
] as const satisfies readonly (readonly [ImportFormat, string])[];

/** The server refuses a larger body with 413 (functions/routes/admin-prospects.ts); the form says so first. */
const MAX_BYTES = 50 * 1024 * 1024;

/** The upload form: a file (none chosen yet is null) of at most 50 MB, in one of the formats above. */
const ImportUpload = v.object({
  file: v.pipe(
    v.nullable(v.file()),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      if (dataset.value) return dataset.value;
      addIssue({ message: "Choose a file to upload." });
      return NEVER;
    }),
    v.maxSize(MAX_BYTES, "The file is larger than 50 MB."),
  ),
  format: v.picklist(formats.map(([value]) => value)),
});

/**
 * Uploads with XMLHttpRequest, not the typed client's fetch: fetch reports no
 * upload progress, and a 50 MB file needs a bar. The URL and the answer's type
 * still come from the typed client, and the answer is read like every other
 * admin call (readAdminResponse: the report, or an AdminApiError with the
 * server's message). Rows processed come from polling the import list.
 */
function send(file: File, format: ImportFormat, onBytes: (pct: number) => void) {
  return new Promise<ImportReport>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", importPath(format, file.name.slice(0, 200)));
    xhr.setRequestHeader("content-type", file.type || "application/octet-stream");
    xhr.upload.onprogress = (e) => e.lengthComputable && onBytes(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      const answer: ApiResponse<ImportReport> = {
        ok: xhr.status >= 200 && xhr.status < 300,
        status: xhr.status,
        json: async () => JSON.parse(xhr.responseText),
        text: async () => xhr.responseText,
      };
      readAdminResponse(answer).then(resolve, reject);
    };
    xhr.onerror = () => reject(new Error("The connection failed during the upload."));
    xhr.send(file);
  });
}

/** A link to the rows an import added, in the prospect list above. */
function AddedRowsLink({ id, inserted }: { id: number; inserted: number }) {
  return (
    <Link
      to="/admin/content"
      search={{ import: id }}
      resetScroll={false}
      onClick={() => document.getElementById("prospect-list")?.scrollIntoView({ behavior: "smooth" })}
      className="font-medium text-brand-700 hover:underline"
    >
      View the {inserted.toLocaleString()} {inserted === 1 ? "row" : "rows"} it added
    </Link>
  );
}

export function ProspectImportPanel({ version = 0, onImported }: { version?: number; onImported?: () => void }) {
  const [pct, setPct] = useState(0);
  const [rows, setRows] = useState<number | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [history, setHistory] = useState<ImportRun[] | null>(null);
  const [historyError, setHistoryError] = useState<string | null>(null);
  const poll = useRef<ReturnType<typeof setInterval> | null>(null);

  const refresh = useCallback(() => {
    fetchImports().then(
      (list) => {
        setHistory(list);
        setHistoryError(null);
      },
      (e: Error) => setHistoryError(e.message),
    );
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` asks for a fresh list (a source ran).
  useEffect(() => {
    refresh();
  }, [refresh, version]);
  useEffect(
    () => () => {
      if (poll.current) clearInterval(poll.current);
    },
    [],
  );

  const form = useSchemaForm({
    schema: ImportUpload,
    initial: { file: null, format: "csv" },
    async onSubmit({ file, format }) {
      setReport(null);
      setPct(0);
      setRows(0);
      poll.current = setInterval(() => {
        fetchImports().then(
          (list) => {
            const running = list.find((r) => r.status === "running");
            if (running) setRows(running.rowsIn);
          },
          () => undefined,
        );
      }, 1000);
      try {
        setReport(await send(file, format, setPct));
      } finally {
        if (poll.current) clearInterval(poll.current);
        refresh();
        onImported?.();
      }
    },
  });
  const busy = form.busy;

  return (
    <div className="space-y-6">
      <Card className="p-5">
        <h2 className="font-semibold text-slate-900">Import prospects</h2>
        <p className="mt-1 text-sm text-slate-600">
          CSV or JSON up to 50MB. Re-importing the same file changes nothing; rows are matched by source id or company.
        </p>
        <form onSubmit={form.handleSubmit} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
          <Field label="File" error={form.errors.file}>
            {(p) => (
              <input
                {...p}
                type="file"
                accept=".csv,.json,.jsonl,.ndjson,.xml,.rss,.atom,text/csv,application/json"
                onChange={(e) => form.set("file", e.target.files?.[0] ?? null)}
                className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-brand-700"
              />
            )}
          </Field>
          <Field label="Format">
            {(p) => (
              <Select
                {...p}
                value={form.values.format}
                onChange={(e) => {
                  const chosen = formats.find(([value]) => value === e.target.value);
                  if (chosen) form.set("format", chosen[0]);
                }}
              >
                {formats.map(([v, label]) => (
                  <option key={v} value={v}>
                    {label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <div className="sm:col-span-2 flex items-center gap-4">
            <Button type="submit" disabled={busy}>
              <Upload className="size-4" aria-hidden /> {busy ? "Importing..." : "Upload and import"}
            </Button>
            {busy && (
              <div className="flex-1" role="status">
                <div className="h-2 overflow-hidden rounded-full bg-slate-100">
                  <div className="h-full bg-brand-600 transition-all" style={{ width: `${pct}%` }} />
                </div>
                <p className="mt-1 text-xs text-slate-600">
                  Uploaded {pct}% · {plural(rows ?? 0, "row", "rows")} processed
                </p>
              </div>
            )}
          </div>
        </form>
        {form.message && (
          <div className="mt-4">
            <FormAlert>{form.message}</FormAlert>
          </div>
        )}
        {report && (
          <div className="mt-4" role="status">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="text-sm font-semibold text-slate-900">Import report</h3>
              {report.inserted > 0 && <AddedRowsLink id={report.id} inserted={report.inserted} />}
            </div>
            <dl className="mt-2 grid grid-cols-2 gap-2 text-sm sm:grid-cols-5">
              {(["rowsIn", "inserted", "updated", "unchanged", "rejected"] as const).map((k) => (
                <div key={k} className="rounded-lg bg-slate-50 p-2">
                  <dt className="text-xs text-slate-500">
                    {
                      {
                        rowsIn: "Rows in",
                        inserted: "Inserted",
                        updated: "Updated",
                        unchanged: "Unchanged",
                        rejected: "Rejected",
                      }[k]
                    }
                  </dt>
                  <dd className="text-lg font-semibold">{report[k]}</dd>
                </div>
              ))}
            </dl>
            {report.rejections.length > 0 && (
              <details className="mt-3 text-sm">
                <summary className="cursor-pointer text-slate-700">Rejected rows and reasons</summary>
                <ul className="mt-2 max-h-60 space-y-1 overflow-y-auto">
                  {report.rejections.map((r) => (
                    <li key={r.row}>
                      Row {r.row}: {r.reason}
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </div>
        )}
      </Card>
      <Card className="p-5">
        <h2 className="font-semibold text-slate-900">Recent imports</h2>
        {historyError && <FormAlert>{historyError}</FormAlert>}
        {!history && !historyError && <div className="mt-3 h-16 animate-pulse rounded bg-slate-100" />}
        {history && history.length === 0 && <p className="mt-2 text-sm text-slate-600">No imports yet.</p>}
        {history && history.length > 0 && (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-xs uppercase text-slate-500">
                <tr>
                  <th className="py-2 pr-3">When</th>
                  <th className="py-2 pr-3">File</th>
                  <th className="py-2 pr-3">Format</th>
                  <th className="py-2 pr-3">Status</th>
                  <th className="py-2 pr-3">In</th>
                  <th className="py-2 pr-3">Inserted</th>
                  <th className="py-2 pr-3">Updated</th>
                  <th className="py-2 pr-3">Rejected</th>
                  <th className="py-2">Rows</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {history.map((r) => (
                  <tr key={r.id}>
                    <td className="py-2 pr-3">{new Date(r.createdAt).toLocaleString()}</td>
                    <td className="py-2 pr-3">{r.label || r.kind}</td>
                    <td className="py-2 pr-3">{r.format}</td>
                    <td className="py-2 pr-3">{r.status}</td>
                    <td className="py-2 pr-3">{r.rowsIn}</td>
                    <td className="py-2 pr-3">{r.inserted}</td>
                    <td className="py-2 pr-3">{r.updated}</td>
                    <td className="py-2 pr-3">{r.rejected}</td>
                    <td className="py-2 whitespace-nowrap">
                      {r.inserted > 0 ? (
                        <Link
                          to="/admin/content"
                          search={{ import: r.id }}
                          resetScroll={false}
                          onClick={() =>
                            document.getElementById("prospect-list")?.scrollIntoView({ behavior: "smooth" })
                          }
                          className="font-medium text-brand-700 hover:underline"
                          aria-label={`View the rows ${r.label || r.kind} added`}
                        >
                          View added
                        </Link>
                      ) : (
                        <span className="text-slate-400">—</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </div>
  );
}
