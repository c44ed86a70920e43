import { LayoutTemplate, Pencil, Plus, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { TEMPLATE_SLOTS, TemplateCreate } from "#db/validation/communications";
import { Badge } from "#web/components/admin/admin-ui";
import { LoadError } from "#web/components/data-table/data-table";
import { useSchemaForm } from "#web/components/form/use-schema-form";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { ConfirmDialog } from "#web/components/ui/dialog";
import { EmptyState } from "#web/components/ui/empty-state";
import { Field, FormAlert, Select, TextArea, TextInput } from "#web/components/ui/form";
import { toast } from "#web/components/ui/toast";
import { useAdminQuery } from "#web/lib/admin/use-admin-query";
import { ApiRequestError } from "#web/lib/api";
import {
  createTemplate,
  deleteTemplate,
  fetchTemplates,
  type PitchTemplate,
  type TemplateInput,
  updateTemplate,
} from "../api";

const tones: PitchTemplate["tone"][] = ["professional", "casual", "friendly", "direct"];
const toneLabel = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
const blank: TemplateInput = {
  name: "",
  tone: "professional",
  subject: "{company}: {topic}",
  body: "{greeting}\n\n{signal_detail} {bridge}\n\n{offer}\n\n{ask}\n\n{sign_off}",
  isActive: true,
};

/**
 * The pitch writer's wording per tone. The writer uses the newest active
 * template of a tone ('In use'); without one it uses its built-in wording.
 */
export function PitchTemplatesTab() {
  const { data, error, loading, reload } = useAdminQuery("templates", fetchTemplates);
  const [editing, setEditing] = useState<{ id: number | null; values: TemplateInput } | null>(null);
  const [removing, setRemoving] = useState<PitchTemplate | null>(null);
  const [busy, setBusy] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);

  const toggle = async (t: PitchTemplate) => {
    try {
      await updateTemplate(t.id, { isActive: !t.isActive });
      reload();
    } catch (err) {
      toast({
        title: "Could not change the template",
        description: err instanceof Error ? err.message : undefined,
        variant: "destructive",
      });
    }
  };

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    setRemoveError(null);
    try {
      await deleteTemplate(removing.id);
      setRemoving(null);
      reload();
    } catch (err) {
      setRemoveError(err instanceof Error ? err.message : "Could not delete it.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="templates-title">
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="templates-title" className="text-lg font-semibold text-slate-900">
            Pitch templates
          </h2>
          <p className="text-sm text-slate-600">
            The pitch writer uses the newest active template of each tone; a tone without one uses the built-in wording.
          </p>
        </div>
        <Button onClick={() => setEditing({ id: null, values: blank })}>
          <Plus className="size-4" aria-hidden /> New template
        </Button>
      </div>
      {error && <LoadError message={error} onRetry={reload} />}
      {loading && !data && <div className="h-32 animate-pulse rounded-xl bg-slate-200" aria-hidden />}
      {data && data.templates.length === 0 && (
        <EmptyState icon={LayoutTemplate} title="No templates">
          Pitches use the built-in wording of each tone. Add a template to change it.
        </EmptyState>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        {data?.templates.map((t) => (
          <Card key={t.id} className="flex flex-col p-4">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold text-slate-900">{t.name}</h3>
              <Badge tone="blue">{toneLabel(t.tone)}</Badge>
              {t.inUse ? <Badge tone="green">In use</Badge> : !t.isActive && <Badge tone="slate">Inactive</Badge>}
            </div>
            <p className="mt-2 text-sm text-slate-700">
              <span className="font-medium">Subject:</span> {t.subject}
            </p>
            <pre className="mt-2 flex-1 whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3 font-sans text-sm text-slate-700">
              {t.body}
            </pre>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button
                size="sm"
                variant="secondary"
                onClick={() =>
                  setEditing({ id: t.id, values: { name: t.name, tone: t.tone, subject: t.subject, body: t.body } })
                }
                aria-label={`Edit ${t.name}`}
              >
                <Pencil className="size-4" aria-hidden /> Edit
              </Button>
              <Button size="sm" variant="secondary" onClick={() => toggle(t)}>
                {t.isActive ? `Deactivate ${t.name}` : `Activate ${t.name}`}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setRemoving(t)} aria-label={`Delete ${t.name}`}>
                <Trash2 className="size-4" aria-hidden /> Delete
              </Button>
            </div>
          </Card>
        ))}
      </div>
      {editing && (
        <TemplateForm
          key={editing.id ?? "new"}
          id={editing.id}
          initial={editing.values}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={`Delete “${removing?.name ?? ""}”?`}
        confirmLabel="Delete template"
        busy={busy}
        error={removeError}
        onConfirm={remove}
        onClose={() => {
          setRemoving(null);
          setRemoveError(null);
        }}
      >
        <p>
          Pitches already written keep their words. New {removing?.tone} pitches use the next template of that tone.
        </p>
      </ConfirmDialog>
    </section>
  );
}

function TemplateForm({
  id,
  initial,
  onClose,
  onSaved,
}: {
  id: number | null;
  initial: TemplateInput;
  onClose: () => void;
  onSaved: () => void;
}) {
  const form = useSchemaForm({
    schema: TemplateCreate,
    initial,
    async onSubmit(values) {
      if (id === null) await createTemplate(values);
      else await updateTemplate(id, values);
      toast({ title: id === null ? "Template added" : "Template saved" });
      onSaved();
    },
    onError: (err) => (err instanceof ApiRequestError ? err.message : "Could not save the template. Please try again."),
  });
  const busy = form.busy;
  const box = useRef<HTMLDivElement>(null);

  // The form opens below the templates, often out of view: bring it into view with its first field
  // focused, and give the focus back to the button that opened it when it closes.
  useEffect(() => {
    const opener = document.activeElement;
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    box.current?.scrollIntoView({ block: "start", behavior: reduce ? "auto" : "smooth" });
    box.current?.querySelector<HTMLElement>("input, select, textarea")?.focus({ preventScroll: true });
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  return (
    <Card className="mt-6 scroll-mt-20 p-6" ref={box}>
      <h3 className="text-lg font-semibold text-slate-900">{id === null ? "New template" : "Edit template"}</h3>
      <form onSubmit={form.handleSubmit} noValidate className="mt-4 space-y-4">
        {form.message && <FormAlert>{form.message}</FormAlert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Name" error={form.errors.name}>
            {(p) => <TextInput {...p} {...form.text("name")} maxLength={100} />}
          </Field>
          <Field label="Tone" error={form.errors.tone}>
            {(p) => (
              <Select
                {...p}
                value={form.values.tone}
                onChange={(e) => form.set("tone", tones.find((t) => t === e.target.value) ?? "professional")}
              >
                {tones.map((t) => (
                  <option key={t} value={t}>
                    {toneLabel(t)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        <Field label="Subject" error={form.errors.subject}>
          {(p) => <TextInput {...p} {...form.text("subject")} maxLength={200} />}
        </Field>
        <Field
          label="Body"
          error={form.errors.body}
          hint={`Slots the writer fills: ${TEMPLATE_SLOTS.map((s) => `{${s}}`).join(" ")}`}
        >
          {(p) => <TextArea {...p} {...form.text("body")} rows={9} />}
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? "Saving…" : "Save template"}
          </Button>
        </div>
      </form>
    </Card>
  );
}
