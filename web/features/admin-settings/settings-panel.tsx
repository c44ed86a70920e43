import type { ReactNode } from "react";
import { LoadError } from "#web/components/data-table/data-table";
import { Card } from "#web/components/ui/card";
import { FormAlert } from "#web/components/ui/form";

/**
 * The frame of every settings and platform panel: a titled card that shows
 * the load error with "Try again", the loading line, the empty line, or the
 * panel's rows, and below them whatever follows the list (a form to add one).
 */
export function SettingsPanel<T>({
  title,
  description,
  query,
  isEmpty,
  loadingText,
  emptyText,
  children,
  after,
}: {
  title: string;
  description: ReactNode;
  query: { data: T | undefined; error: string | null; reload: () => void };
  isEmpty: (data: T) => boolean;
  loadingText: string;
  emptyText: ReactNode;
  children: (data: T) => ReactNode;
  after?: ReactNode;
}) {
  const { data, error, reload } = query;
  return (
    <Card className="p-0">
      <div className="border-b border-slate-200 p-4">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        <p className="text-sm text-slate-600">{description}</p>
      </div>
      {error ? (
        <div className="p-4">
          <LoadError message={error} onRetry={reload} />
        </div>
      ) : data === undefined ? (
        <p className="p-4 text-sm text-slate-600">{loadingText}</p>
      ) : isEmpty(data) ? (
        <p className="p-4 text-sm text-slate-600">{emptyText}</p>
      ) : (
        children(data)
      )}
      {after}
    </Card>
  );
}

/** A saved form's confirmation, or nothing. */
/** Under a settings form: the server's refusal when there is one, else what was just saved. */
export function FormOutcome({ message, saved }: { message: string | null | undefined; saved: ReactNode }) {
  return message ? (
    <div className="w-full">
      <FormAlert>{message}</FormAlert>
    </div>
  ) : (
    <SavedNote>{saved}</SavedNote>
  );
}

function SavedNote({ children }: { children: ReactNode }) {
  return children ? (
    <p role="status" className="w-full text-sm text-green-800">
      {children}
    </p>
  ) : null;
}
