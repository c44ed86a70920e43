import { useNavigate } from "@tanstack/react-router";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiRequestError } from "#web/lib/api";
import { setAdmin } from "./session";

type State<T> = { data: T | undefined; error: string | null; loading: boolean };

/**
 * Loads admin data for a screen, again whenever `key` changes or `reload` is
 * called. The last data stays shown while the next loads. A 401 means the
 * admin session ended on the server (8 hours, 30 minutes idle, sign-out or a
 * role change elsewhere): the portal goes back to its login. `enabled: false`
 * sends nothing (a filter the API would refuse, which the screen explains).
 */
export function useAdminQuery<T>(key: string, load: () => Promise<T>, { enabled = true }: { enabled?: boolean } = {}) {
  const [state, setState] = useState<State<T>>({ data: undefined, error: null, loading: true });
  const [nonce, setNonce] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const onSessionEnded = useSessionEnded();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key`, `nonce` and `enabled` ask for a new load; `load` is read through the ref.
  useEffect(() => {
    if (!enabled) {
      setState((s) => ({ ...s, loading: false, error: null }));
      return;
    }
    let alive = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    loadRef.current().then(
      (data) => {
        if (alive) setState({ data, error: null, loading: false });
      },
      (err: unknown) => {
        if (!alive) return;
        if (err instanceof ApiRequestError && err.status === 401) {
          onSessionEnded();
          return;
        }
        const message = err instanceof Error ? err.message : "Something went wrong. Please try again.";
        setState((s) => ({ ...s, error: message, loading: false }));
      },
    );
    return () => {
      alive = false;
    };
  }, [key, nonce, enabled, onSessionEnded]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { ...state, reload };
}

/** Clears the admin session in the SPA and goes to the login page. */
export function useSessionEnded() {
  const navigate = useNavigate();
  return useCallback(() => {
    setAdmin(null);
    void navigate({ to: "/admin/login" });
  }, [navigate]);
}
