import type { ReactNode } from "react";
import { tdClass, thClass } from "#web/components/data-table/data-table";
import { Card } from "#web/components/ui/card";
import { Defined } from "./defined";

export type Column<T> = {
  key: string;
  label: string;
  definition?: ReactNode;
  numeric?: boolean;
  cell: (row: T) => ReactNode;
};

/** A report table whose column names carry their definitions. */
export function ReportTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  empty: string;
}) {
  if (rows.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-600">{empty}</p>
    );
  return (
    <Card className="overflow-x-auto">
      <table className="w-full min-w-[32rem]">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={`${thClass} ${c.numeric ? "text-right" : ""}`}>
                {c.definition ? (
                  <Defined term={c.label} termClassName="uppercase tracking-wide">
                    {c.definition}
                  </Defined>
                ) : (
                  c.label
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.key} className={`${tdClass} ${c.numeric ? "text-right tabular-nums" : ""}`}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
