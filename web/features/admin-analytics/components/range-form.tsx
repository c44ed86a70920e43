import { useEffect, useState } from "react";
import { Button } from "#web/components/ui/button";
import { Field, TextInput } from "#web/components/ui/form";
import { presets, type RangeSearch } from "../range";

/**
 * From and To (both days included, UTC) kept in the URL. `shown` is the range
 * the server answered for, so the default (last twelve months) is visible too.
 */
export function RangeForm({
  shown,
  onChange,
}: {
  shown: { from: string; to: string } | undefined;
  onChange: (range: RangeSearch) => void;
}) {
  const [from, setFrom] = useState(shown?.from ?? "");
  const [to, setTo] = useState(shown?.to ?? "");
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (shown) {
      setFrom(shown.from);
      setTo(shown.to);
    }
  }, [shown]);

  const apply = (range: { from: string; to: string }) => {
    if (!range.from || !range.to) return setError("Pick both a start and an end date.");
    if (range.from > range.to) return setError("The start date must be on or before the end date.");
    setError(null);
    onChange(range);
  };

  return (
    <form
      aria-label="Date range"
      className="mb-6 flex flex-wrap items-end gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        apply({ from, to });
      }}
    >
      <Field label="From" error={error}>
        {(props) => <TextInput type="date" value={from} onChange={(e) => setFrom(e.target.value)} {...props} />}
      </Field>
      <Field label="To">
        {(props) => <TextInput type="date" value={to} onChange={(e) => setTo(e.target.value)} {...props} />}
      </Field>
      <Button type="submit" variant="secondary">
        Apply
      </Button>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Ready-made ranges</legend>
        {presets().map((p) => (
          <Button key={p.label} size="sm" variant="ghost" onClick={() => apply(p)}>
            {p.label}
          </Button>
        ))}
      </fieldset>
    </form>
  );
}
