import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import * as v from "valibot";

type Values = Record<string, unknown>;
export type FieldErrors = Partial<Record<string, string>>;

function issueErrors(issues: readonly v.BaseIssue<unknown>[]) {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path?.map((p) => String(p.key)).join(".") ?? "form";
    errors[key] ??= issue.message;
  }
  return errors;
}

/** What a failed request says to the person: the server's own words when it sent any. */
export const defaultErrorMessage = (err: unknown) =>
  err instanceof Error && err.message ? err.message : "Something went wrong. Please try again.";

export type SchemaForm<S extends v.GenericSchema<Values>> = {
  values: v.InferInput<S>;
  /** The schema's message per field after the last submit, or a server's field message. */
  errors: FieldErrors;
  /** A message about the whole form: usually the server's reason for refusing it. */
  message: string | null;
  busy: boolean;
  set: <K extends keyof v.InferInput<S> & string>(name: K, value: v.InferInput<S>[K]) => void;
  /** value and onChange for a text-like input bound to one field. */
  text: <K extends keyof v.InferInput<S> & string>(
    name: K,
  ) => { name: K; value: string; onChange: (e: { target: { value: string } }) => void };
  setMessage: (message: string | null) => void;
  setErrors: (errors: FieldErrors) => void;
  reset: (values?: Partial<v.InferInput<S>>) => void;
  /** For <form onSubmit>: validates with the schema, then runs onSubmit with the parsed values. */
  handleSubmit: (e?: FormEvent) => Promise<void>;
};

/**
 * The one way a form holds its state (docs/frontend.md): field values, the
 * schema's per-field messages, whether a submit is running and the server's
 * message. The schema is the same valibot schema the API validates with, so
 * the form and the server say the same thing about the same input.
 *
 * onSubmit gets the schema's output (trimmed and so on); whatever it throws
 * becomes the form's message through onError (by default the error's own text).
 * onError may return null when it has handled the error itself.
 */
export function useSchemaForm<S extends v.GenericSchema<Values>>({
  schema,
  initial,
  onSubmit,
  onError = defaultErrorMessage,
  initialMessage = null,
}: {
  schema: S;
  initial: v.InferInput<S>;
  onSubmit: (values: v.InferOutput<S>) => Promise<unknown> | undefined;
  onError?: (err: unknown) => string | null;
  initialMessage?: string | null;
}): SchemaForm<S> {
  const [values, setValues] = useState(initial);
  const first = useRef(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(initialMessage);
  const [busy, setBusy] = useState(false);
  // A second submit while one runs (a double click, Enter held down) is dropped.
  const running = useRef(false);
  // The submit button is disabled while the request runs, and the browser then drops its focus on
  // <body>: once it is enabled again, focus goes back to it, so a keyboard user keeps their place.
  const submitter = useRef<Element | null>(null);
  useEffect(() => {
    const el = submitter.current;
    if (busy || !el) return;
    submitter.current = null;
    if (el instanceof HTMLElement && el.isConnected && document.activeElement === document.body) el.focus();
  }, [busy]);

  const set = useCallback(<K extends keyof v.InferInput<S> & string>(name: K, value: v.InferInput<S>[K]) => {
    setValues((prev) => ({ ...prev, [name]: value }));
  }, []);

  const text = <K extends keyof v.InferInput<S> & string>(name: K) => ({
    name,
    value: String(values[name] ?? ""),
    onChange: (e: { target: { value: string } }) => set(name, e.target.value as v.InferInput<S>[K]),
  });

  const reset = useCallback((next?: Partial<v.InferInput<S>>) => {
    setValues({ ...first.current, ...next });
    setErrors({});
    setMessage(null);
  }, []);

  async function handleSubmit(e?: FormEvent) {
    e?.preventDefault();
    if (running.current) return;
    setMessage(null);
    const result = v.safeParse(schema, values);
    if (!result.success) {
      setErrors(issueErrors(result.issues));
      // The first field with a message gets the focus (and scrolls into view), so on a
      // small screen or in a dialog the message is never out of sight below the button.
      // Only while the focus is where the submit left it: a person (or a test) already typing in
      // another field keeps their place, and their keystrokes never land in the first field.
      const formEl = e?.currentTarget;
      if (formEl instanceof HTMLFormElement) {
        const from = document.activeElement;
        requestAnimationFrame(() => {
          if (document.activeElement !== from && document.activeElement !== document.body) return;
          formEl.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
        });
      }
      return;
    }
    setErrors({});
    running.current = true;
    submitter.current = document.activeElement;
    setBusy(true);
    try {
      await onSubmit(result.output);
    } catch (err) {
      setMessage(onError(err));
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return { values, errors, message, busy, set, text, setMessage, setErrors, reset, handleSubmit };
}
