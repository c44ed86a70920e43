import { type InputHTMLAttributes, type TextareaHTMLAttributes, useId } from "react";

export const inputClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 disabled:bg-slate-50";

type Common = { label: string; hint?: string; optional?: boolean };

/** A labelled input. The hint, when given, is tied to the input for screen readers. */
export function TextField({ label, hint, optional, id, ...props }: Common & InputHTMLAttributes<HTMLInputElement>) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div>
      <FieldLabel htmlFor={inputId} label={label} optional={optional} required={props.required} />
      <input id={inputId} aria-describedby={hintId} className={`mt-1 ${inputClass}`} {...props} />
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A labelled multi-line field. */
export function TextAreaField({
  label,
  hint,
  optional,
  id,
  ...props
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div>
      <FieldLabel htmlFor={inputId} label={label} optional={optional} required={props.required} />
      <textarea id={inputId} aria-describedby={hintId} className={`mt-1 ${inputClass}`} {...props} />
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
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
