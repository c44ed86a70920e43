import { AlertTriangle, CheckCircle2, Loader2, MailX } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { FormAlert } from "#web/components/ui/form";
import { Logo } from "#web/components/ui/logo";
import { ApiRequestError } from "#web/lib/api";
import { messageOf } from "#web/lib/format";
import { useDocumentTitle } from "#web/lib/use-document-title";
import { optOut, readOptOutLink } from "../api/unsubscribe";

type State =
  | { status: "loading" }
  | { status: "invalid"; message: string }
  | { status: "failed"; message: string }
  | { status: "ready"; email: string; optedOut: boolean }
  | { status: "done"; email: string };

const INVALID = "This opt-out link is not valid. Copy the whole link from the e-mail and try again.";

/** Keeps the page out of search results (the app shell says so too; this covers browsing in). */
function useNoIndex() {
  useEffect(() => {
    if (document.querySelector('meta[name="robots"]')) return;
    const meta = document.createElement("meta");
    meta.name = "robots";
    meta.content = "noindex";
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

/**
 * Where the recipient of a pitch or follow-up opts out, without an account:
 * the signed token in the link says which address.
 */
export function UnsubscribePage({ token }: { token?: string }) {
  useDocumentTitle("Stop e-mails");
  useNoIndex();
  const [state, setState] = useState<State>(() =>
    token ? { status: "loading" } : { status: "invalid", message: INVALID },
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const done = useRef<HTMLHeadingElement>(null);

  const check = useCallback(async () => {
    if (!token) return;
    setState({ status: "loading" });
    try {
      const res = await readOptOutLink(token);
      setState({ status: "ready", email: res.email, optedOut: res.optedOut });
    } catch (err) {
      setState(
        err instanceof ApiRequestError && err.status === 400
          ? { status: "invalid", message: err.message }
          : { status: "failed", message: messageOf(err, "The link could not be checked just now.") },
      );
    }
  }, [token]);

  useEffect(() => {
    void check();
  }, [check]);

  useEffect(() => {
    if (state.status === "done") done.current?.focus();
  }, [state.status]);

  const stop = async () => {
    if (!token) return;
    setBusy(true);
    setError("");
    try {
      const res = await optOut(token);
      setState({ status: "done", email: res.email });
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 400) setState({ status: "invalid", message: err.message });
      else setError(messageOf(err, "Your request could not be sent. Check your connection and try again."));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-3xl items-center px-4 sm:px-6">
          <Logo />
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-xl flex-1 px-4 py-12 sm:px-6">
        <Card className="p-6 sm:p-8">
          {state.status === "loading" && (
            <div role="status" className="flex flex-col items-center gap-3 py-6 text-center text-slate-600">
              <h1 className="text-xl font-semibold text-slate-900">Stop e-mails</h1>
              <Loader2 className="size-8 animate-spin text-brand-600 motion-reduce:animate-none" aria-hidden />
              <p>Checking your link...</p>
            </div>
          )}
          {state.status === "invalid" && (
            <Outcome
              icon={<AlertTriangle className="size-10 text-amber-600" aria-hidden />}
              title="This link is not valid"
            >
              <p>{state.message}</p>
              <p className="mt-2">
                If you keep getting e-mails you did not ask for, reply to one of them and ask the sender to stop.
              </p>
            </Outcome>
          )}
          {state.status === "failed" && (
            <Outcome
              icon={<AlertTriangle className="size-10 text-amber-600" aria-hidden />}
              title="We could not check this link"
            >
              <p>{state.message}</p>
              <Button className="mt-4" onClick={() => void check()}>
                Try again
              </Button>
            </Outcome>
          )}
          {state.status === "ready" && state.optedOut && (
            <Outcome
              icon={<CheckCircle2 className="size-10 text-emerald-600" aria-hidden />}
              title="You have already opted out"
            >
              <p>
                <strong className="text-slate-900">{state.email}</strong> is on our do-not-contact list. No one can send
                it a pitch or follow-up through Leadsmith.
              </p>
            </Outcome>
          )}
          {state.status === "ready" && !state.optedOut && (
            <Outcome
              icon={<MailX className="size-10 text-brand-600" aria-hidden />}
              title="Stop e-mails from Leadsmith users"
            >
              <p>
                Freelancers use Leadsmith to write to people whose posts show they might need help. Opt out and{" "}
                <strong className="text-slate-900">{state.email}</strong> will not receive another pitch or follow-up
                sent through Leadsmith, from anyone.
              </p>
              <div className="mt-6 space-y-3">
                {error && <FormAlert>{error}</FormAlert>}
                <Button size="lg" onClick={stop} disabled={busy} className="w-full sm:w-auto">
                  {busy ? "Stopping..." : "Stop these e-mails"}
                </Button>
              </div>
            </Outcome>
          )}
          {state.status === "done" && (
            <Outcome
              icon={<CheckCircle2 className="size-10 text-emerald-600" aria-hidden />}
              title="You will not hear from us again"
              headingRef={done}
            >
              <p role="status">
                Done. <strong className="text-slate-900">{state.email}</strong> is opted out of every e-mail sent
                through Leadsmith on a user's behalf.
              </p>
            </Outcome>
          )}
        </Card>
      </main>
    </div>
  );
}

function Outcome({
  icon,
  title,
  children,
  headingRef,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  headingRef?: React.Ref<HTMLHeadingElement>;
}) {
  return (
    <div className="flex flex-col items-center text-center">
      {icon}
      <h1 ref={headingRef} tabIndex={-1} className="mt-4 text-xl font-semibold text-slate-900 focus:outline-none">
        {title}
      </h1>
      <div className="mt-3 text-sm text-slate-700">{children}</div>
    </div>
  );
}
