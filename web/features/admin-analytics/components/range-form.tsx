import { useEffect } from "react";
import { RangeInput } from "#db/validation/admin-metrics";
import { useSchemaForm } from "#web/components/form/use-schema-form";
import { Button } from "#web/components/ui/button";
import { Field, TextInput } from "#web/components/ui/form";
import { presets, type RangeSearch } from "../range";

/**
 * From and To (both days included, UTC) kept in the URL. `shown` is the range
 * the server answered for, so the default (last twelve months) is visible too.
 * The form checks the days with the schema the API checks its query with.
 */
export function RangeForm({
  shown,
  onChange,
}: {
  shown: { from: string; to: string } | undefined;
  onChange: (range: RangeSearch) => void;
}) {
  const form = useSchemaForm({
    schema: RangeInput,
    initial: { from: shown?.from ?? "", to: shown?.to ?? "" },
    onSubmit: async (range) => onChange(range),
  });
  const { reset } = form;
  useEffect(() => {
    if (shown) reset({ from: shown.from, to: shown.to });
  }, [shown, reset]);

  // Aligned at the top, each field a fixed width: a message under one field wraps there
  // instead of widening it and pushing the other field and the buttons out of line.
  return (
    <form
      aria-label="Date range"
      className="mb-6 flex flex-wrap items-start gap-3"
      onSubmit={form.handleSubmit}
      noValidate
    >
      <div className="w-44">
        <Field label="From" error={form.errors.from}>
          {(props) => <TextInput type="date" {...form.text("from")} {...props} />}
        </Field>
      </div>
      <div className="w-44">
        <Field label="To" error={form.errors.to}>
          {(props) => <TextInput type="date" {...form.text("to")} {...props} />}
        </Field>
      </div>
      <div className="pt-6">
        <Button type="submit" variant="secondary">
          Apply
        </Button>
      </div>
      <fieldset className="flex flex-wrap gap-2 pt-6">
        <legend className="sr-only">Ready-made ranges</legend>
        {/* A ready-made range is always whole and in order: it goes straight to the URL. */}
        {presets().map((p) => (
          <Button key={p.label} size="sm" variant="ghost" onClick={() => onChange({ from: p.from, to: p.to })}>
            {p.label}
          </Button>
        ))}
      </fieldset>
    </form>
  );
}
