import { type ErrorComponentProps, Link, useRouter } from "@tanstack/react-router";
import { AlertTriangle, ChevronLeft, ChevronRight, Eye, FileText, PenLine, Search, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { PitchStatusBadge } from "#web/components/pitch-status-badge";
import { Button, ButtonLink } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { Dialog } from "#web/components/ui/dialog";
import { EmptyState } from "#web/components/ui/empty-state";
import { FormAlert } from "#web/components/ui/form";
import { PageHeader } from "#web/components/ui/page-header";
import { toast } from "#web/components/ui/toast";
import { focusInPlace } from "#web/lib/focus-in-place";
import { formatDate, messageOf } from "#web/lib/format";
import { deletePitch, type Pitch, type PitchList, type PitchTab, pitchTabs } from "../api/pitches";
import type { PitchesSearch } from "../search";
import { type ComposerTarget, PitchComposer } from "./pitch-composer";
import { PitchViewDialog } from "./pitch-view-dialog";

const tabLabels: Record<PitchTab, string> = { all: "All", draft: "Draft", sent: "Sent", responded: "Responded" };
const searchFor = (tab: PitchTab, page = 1): PitchesSearch => ({
  ...(tab === "all" ? {} : { tab }),
  ...(page > 1 ? { page } : {}),
});

export function PitchesHeader() {
  return (
    <PageHeader
      title="Pitches"
      subtitle="Every pitch you wrote from a prospect's page: drafts to finish, sent ones waiting, and the replies."
    />
  );
}

export function PitchesLoading() {
  return (
    <>
      <PitchesHeader />
      <div className="space-y-4" role="status" aria-busy="true" aria-label="Loading pitches">
        <div className="h-10 w-72 max-w-full animate-pulse rounded-lg bg-slate-100" />
        {[0, 1, 2].map((i) => (
          <Card key={i} className="h-36 animate-pulse bg-slate-100" />
        ))}
      </div>
    </>
  );
}

export function PitchesError({ error }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <>
      <PitchesHeader />
      <EmptyState
        icon={AlertTriangle}
        title="Your pitches could not be loaded"
        action={<Button onClick={() => void router.invalidate()}>Try again</Button>}
      >
        {messageOf(error, "Check your connection and try again.")}
      </EmptyState>
    </>
  );
}

type Composing = { target: ComposerTarget; step: "edit" | "send" };

export function PitchesPage({ data, tab, page }: { data: PitchList; tab: PitchTab; page: number }) {
  const router = useRouter();
  const [viewing, setViewing] = useState<Pitch | null>(null);
  const [composing, setComposing] = useState<Composing | null>(null);
  const [deleting, setDeleting] = useState<Pitch | null>(null);
  const changed = useRef(false);
  // A dialog's change can take its pitch's card out of this list (deleted; sent, no longer a draft;
  // responded, no longer sent), the button that opened it with it, and the browser then drops the focus
  // to <body>. Once the list is read again, the focus goes to the card now in that place (or the last),
  // or to the current status tab when none is left.
  const listRef = useRef<HTMLUListElement>(null);
  const tabsRef = useRef<HTMLElement>(null);
  const place = useRef<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list read again arrives (`data`).
  useEffect(() => {
    const at = place.current;
    place.current = null;
    if (at !== null)
      focusInPlace(listRef.current?.children, at, () => tabsRef.current?.querySelector<HTMLElement>("[aria-current]"));
  }, [data]);
  const refresh = (pitchId?: number) => {
    const at = data.pitches.findIndex((p) => p.id === pitchId);
    place.current = at >= 0 ? at : null;
    void router.invalidate();
  };
  const closeAndRefresh = (close: () => void, pitchId?: number) => () => {
    close();
    if (changed.current) refresh(pitchId);
    changed.current = false;
  };
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));

  return (
    <>
      <PitchesHeader />
      <nav ref={tabsRef} aria-label="Pitches by status" className="mb-5 overflow-x-auto">
        <ul className="inline-flex min-w-max gap-1 rounded-xl border border-slate-200 bg-white p-1">
          {pitchTabs.map((t) => (
            <li key={t}>
              <Link
                to="/pitches"
                search={searchFor(t)}
                // Exact: the router would also count "All" (no tab in its URL) active, and mark it
                // aria-current beside the tab shown.
                activeOptions={{ exact: true }}
                aria-current={t === tab ? "page" : undefined}
                className={`inline-flex items-center gap-1.5 rounded-lg px-2 py-2 text-sm font-medium sm:px-3 sm:py-1.5 ${t === tab ? "bg-brand-600 text-white" : "text-slate-700 hover:bg-slate-100"}`}
              >
                {tabLabels[t]}
                <span
                  className={`rounded-full px-1.5 text-xs ${t === tab ? "bg-white text-brand-700" : "bg-slate-100 text-slate-700"}`}
                >
                  {data.counts[t]}
                  <span className="sr-only"> pitches</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {data.pitches.length === 0 ? (
        <EmptyList data={data} tab={tab} />
      ) : (
        <ul ref={listRef} className="space-y-4">
          {data.pitches.map((p) => (
            <li key={p.id}>
              <PitchCard
                pitch={p}
                onView={() => setViewing(p)}
                onEdit={() => setComposing({ target: { pitchId: p.id, company: p.company }, step: "edit" })}
                onDelete={() => setDeleting(p)}
              />
            </li>
          ))}
        </ul>
      )}

      {pages > 1 && (
        <nav aria-label="Pages" className="mt-6 flex flex-wrap items-center justify-between gap-3 text-sm">
          <PageLink tab={tab} page={page - 1} disabled={page <= 1}>
            <ChevronLeft className="size-4" aria-hidden /> Previous
          </PageLink>
          <span className="text-slate-600">
            Page {page} of {pages}
          </span>
          <PageLink tab={tab} page={page + 1} disabled={page >= pages}>
            Next <ChevronRight className="size-4" aria-hidden />
          </PageLink>
        </nav>
      )}

      {viewing && (
        <PitchViewDialog
          pitch={viewing}
          onClose={closeAndRefresh(() => setViewing(null), viewing.id)}
          onChange={() => {
            changed.current = true;
          }}
          onSend={(p) => {
            setViewing(null);
            setComposing({ target: { pitchId: p.id, company: p.company }, step: "send" });
          }}
        />
      )}
      {composing && (
        <PitchComposer
          target={composing.target}
          step={composing.step}
          onClose={closeAndRefresh(
            () => setComposing(null),
            "pitchId" in composing.target ? composing.target.pitchId : undefined,
          )}
          onChange={() => {
            changed.current = true;
          }}
        />
      )}
      {deleting && (
        <DeleteDialog
          pitch={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            refresh(deleting.id);
          }}
        />
      )}
    </>
  );
}

function PageLink({
  tab,
  page,
  disabled,
  children,
}: {
  tab: PitchTab;
  page: number;
  disabled: boolean;
  children: React.ReactNode;
}) {
  // One link either way (see ButtonLink): "Next" pressed to reach the last page keeps the focus.
  return (
    <ButtonLink to="/pitches" search={searchFor(tab, page)} disabled={disabled} variant="secondary" size="sm">
      {children}
    </ButtonLink>
  );
}

function EmptyList({ data, tab }: { data: PitchList; tab: PitchTab }) {
  if (data.counts.all === 0) {
    return (
      <EmptyState
        icon={FileText}
        title="No pitches yet"
        action={
          <ButtonLink to="/prospects">
            <Search className="size-4" aria-hidden /> Find prospects
          </ButtonLink>
        }
      >
        Open a prospect from a search and choose Create Pitch. Your drafts, sent pitches and replies are listed here.
      </EmptyState>
    );
  }
  if (data.total > 0) {
    return (
      <EmptyState
        icon={FileText}
        title="Nothing on this page"
        action={
          <ButtonLink to="/pitches" search={searchFor(tab)} variant="secondary">
            Go to the first page
          </ButtonLink>
        }
      />
    );
  }
  return (
    <EmptyState
      icon={FileText}
      title={`No ${tabLabels[tab].toLowerCase()} pitches`}
      action={
        <ButtonLink to="/pitches" variant="secondary">
          Show all pitches
        </ButtonLink>
      }
    >
      {tab === "draft" && "Every pitch you wrote has been sent."}
      {tab === "sent" && "Pitches you send (by e-mail or yourself) wait here for a reply."}
      {tab === "responded" && "When a prospect replies, open the sent pitch and choose Mark as responded."}
    </EmptyState>
  );
}

/**
 * The opening of the pitch for its card. Two clamped lines end in an ellipsis
 * only when the text runs past them, so a text cut short for the card ends at
 * a word with '…' rather than in the middle of one on a wide screen.
 */
function previewOf(content: string) {
  const text = content.replace(/\s+/g, " ").trim();
  if (text.length <= 300) return text;
  const cut = text.slice(0, 300);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[\s,;:.-]+$/, "")}…`;
}

function PitchCard({
  pitch: p,
  onView,
  onEdit,
  onDelete,
}: {
  pitch: Pitch;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const isDraft = p.status === "draft";
  const who = <span className="sr-only"> pitch to {p.prospectName}</span>;
  const lockedId = useId();
  return (
    <Card className="p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-slate-900">{p.prospectName}</h2>
          {p.company !== p.prospectName && <p className="text-sm text-slate-600">{p.company}</p>}
        </div>
        <PitchStatusBadge status={p.status} />
      </div>
      <p className="mt-3 text-sm font-medium break-words text-slate-900">
        <span className="sr-only">Subject: </span>
        {p.subject}
      </p>
      <p className="mt-1 line-clamp-2 text-sm break-words text-slate-600">{previewOf(p.content)}</p>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3">
        <p className="text-xs text-slate-500">
          {p.sentDate ? `Sent ${formatDate(p.sentDate)}` : `Not sent yet · updated ${formatDate(p.updatedAt)}`}
          {!isDraft && (
            <>
              {" · "}
              <span id={lockedId}>A sent pitch can no longer be edited</span>
            </>
          )}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={onView}>
            <Eye className="size-4" aria-hidden /> View{who}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            // Unavailable but still a Tab stop (aria-disabled, not disabled), so its reason, shown beside
            // the date, is read with it.
            onClick={isDraft ? onEdit : undefined}
            aria-disabled={!isDraft || undefined}
            aria-describedby={isDraft ? undefined : lockedId}
          >
            <PenLine className="size-4" aria-hidden /> Edit{who}
          </Button>
          {isDraft && (
            <Button variant="ghost" size="sm" onClick={onDelete} className="text-red-700 hover:bg-red-50">
              <Trash2 className="size-4" aria-hidden /> Delete{who}
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}

function DeleteDialog({ pitch, onClose, onDeleted }: { pitch: Pitch; onClose: () => void; onDeleted: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const confirm = async () => {
    setBusy(true);
    setError("");
    try {
      await deletePitch(pitch.id);
      toast({ title: "Draft deleted", description: `Your draft to ${pitch.prospectName} was deleted.` });
      onDeleted();
    } catch (err) {
      setError(messageOf(err));
      setBusy(false);
    }
  };
  return (
    <Dialog
      size="md"
      onClose={onClose}
      title="Delete this draft?"
      footer={
        <div className="space-y-2">
          {error && <FormAlert>{error}</FormAlert>}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={onClose} className="grow sm:grow-0">
              Cancel
            </Button>
            {/* Busy, not disabled, while it runs: a disabled button drops the focus to <body>, and a
                refused delete would leave a keyboard user outside its message. */}
            <Button
              variant="danger"
              onClick={busy ? undefined : confirm}
              aria-disabled={busy || undefined}
              className="grow sm:grow-0"
            >
              <Trash2 className="size-4" aria-hidden /> {busy ? "Deleting..." : "Delete draft"}
            </Button>
          </div>
        </div>
      }
    >
      <p className="text-sm text-slate-700">
        The draft to {pitch.prospectName} (“{pitch.subject}”) will be deleted. This cannot be undone.
      </p>
    </Dialog>
  );
}
