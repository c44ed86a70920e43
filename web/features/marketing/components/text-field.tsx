import { type InputHTMLAttributes, type TextareaHTMLAttributes, useId } from "react";

export const inputClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 disabled:bg-slate-50 aria-[invalid=true]:border-red-600";

type Common = {
  label: string;
  hint?: string;
  optional?: boolean;
  /** The schema's message for this field (docs/frontend.md): shown in place of the hint and tied to the input. */
  error?: string | null;
};

/** A labelled input. The message or hint, when given, is tied to the input for screen readers. */
export function TextField({
  label,
  hint,
  optional,
  error,
  id,
  ...props
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div>
      <FieldLabel htmlFor={inputId} label={label} optional={optional} required={props.required} />
      <input
        id={inputId}
        aria-describedby={describedBy(inputId, error, hint)}
        aria-invalid={!!error}
        className={`mt-1 ${inputClass}`}
        {...props}
      />
      <Note id={inputId} error={error} hint={hint} />
    </div>
  );
}

/** The e-mail field every public form asks for: one label, autofill hint and length limit. */
export function EmailField(props: Omit<Common, "label"> & InputHTMLAttributes<HTMLInputElement>) {
  return <TextField label="Email" type="email" autoComplete="email" required maxLength={254} {...props} />;
}

/** A labelled multi-line field. */
export function TextAreaField({
  label,
  hint,
  optional,
  error,
  id,
  ...props
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div>
      <FieldLabel htmlFor={inputId} label={label} optional={optional} required={props.required} />
      <textarea
        id={inputId}
        aria-describedby={describedBy(inputId, error, hint)}
        aria-invalid={!!error}
        className={`mt-1 ${inputClass}`}
        {...props}
      />
      <Note id={inputId} error={error} hint={hint} />
    </div>
  );
}

const describedBy = (id: string, error?: string | null, hint?: string) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

function Note({ id, error, hint }: { id: string; error?: string | null; hint?: string }) {
  if (error) {
    return (
      <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
        {error}
      </p>
    );
  }
  return hint ? (
    <p id={`${id}-hint`} className="mt-1 text-sm text-slate-500">
      {hint}
    </p>
  ) : null;
}

function FieldLabel({
  htmlFor,
  label,
  optional,
  required,
}: {
  htmlFor: string;
  label: string;
  optional?: boolean;
  required?: boolean;
}) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-800">
      {label}
      {required && (
        <span className="text-red-700" aria-hidden>
          {" "}
          *
        </span>
      )}
      {optional && <span className="font-normal text-slate-500"> (optional)</span>}
    </label>
  );
}
