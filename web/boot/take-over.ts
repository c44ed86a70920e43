import { atPath, describe, pathOf } from "./element-path";
import { BEFORE_RENDER, RENDERED } from "./events";

/** The first signs of a person at the page: any of them starts loading the app. */
const INTENT = ["pointermove", "pointerdown", "touchstart", "keydown", "focusin", "wheel"] as const;
const ACTIONS = "button, [role='button'], input[type='submit'], input[type='button']";

type Field = { path: number[]; value: string; checked: boolean };

/**
 * A prerendered public page shows its content with no app code at all; the
 * app (React, the router, the page's chunk) loads at the first sign of a
 * person: a pointer move, a touch, a key, a focus. Links work before that as
 * plain links. A button pressed or a form sent before the app is there is
 * held, and done again on the same element once the app has rendered over
 * the page; what was typed, and where the focus was, carry over.
 */
export function takeOverOnInteraction(root: HTMLElement, modules: string[]) {
  let state: "waiting" | "loading" | "rendered" = "waiting";
  let pendingClick: { path: number[]; desc: string } | null = null;
  let pendingSubmit: number[] | null = null;
  let fields: Field[] = [];
  let focus: { path: number[]; start: number | null; end: number | null } | null = null;

  const load = () => {
    if (state !== "waiting") return;
    state = "loading";
    for (const e of INTENT) removeEventListener(e, load, true);
    document.documentElement.setAttribute("aria-busy", "true");
    const [entry, ...chunks] = modules;
    for (const href of chunks) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    if (entry)
      import(/* @vite-ignore */ entry).catch((err) => {
        console.error("The app could not load; the page stays as plain HTML.", err);
        document.documentElement.removeAttribute("aria-busy");
      });
  };
  for (const e of INTENT) addEventListener(e, load, { capture: true, passive: true });

  // A press before the app is there: hold it until the app can answer it.
  document.addEventListener(
    "click",
    (e) => {
      if (state === "rendered") return;
      const action = (e.target as Element | null)?.closest?.(ACTIONS);
      if (!action || !root.contains(action) || action.closest("a[href]")) return;
      const path = pathOf(action, root);
      if (!path) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      pendingClick = { path, desc: describe(action) };
      load();
    },
    true,
  );
  document.addEventListener(
    "submit",
    (e) => {
      if (state === "rendered") return;
      const form = e.target as HTMLFormElement;
      const path = root.contains(form) ? pathOf(form, root) : null;
      if (!path) return;
      e.preventDefault();
      pendingSubmit = path;
      load();
    },
    true,
  );

  addEventListener(BEFORE_RENDER, () => {
    fields = [...root.querySelectorAll("input, textarea, select")].flatMap((el) => {
      const path = pathOf(el, root);
      const f = el as HTMLInputElement;
      return path ? [{ path, value: f.value, checked: f.checked }] : [];
    });
    const active = document.activeElement;
    const path = active && root.contains(active) ? pathOf(active, root) : null;
    const input = active as HTMLInputElement | null;
    focus = path ? { path, start: safe(() => input?.selectionStart), end: safe(() => input?.selectionEnd) } : null;
  });

  addEventListener(RENDERED, () => {
    state = "rendered";
    document.documentElement.removeAttribute("aria-busy");
    for (const f of fields) restoreField(atPath(root, f.path), f);
    if (focus) {
      const el = atPath(root, focus.path) as HTMLInputElement | null;
      el?.focus();
      if (focus.start !== null && focus.end !== null) safe(() => el?.setSelectionRange(focus!.start, focus!.end));
    }
    if (pendingClick) {
      const el = atPath(root, pendingClick.path);
      // Only when it is recognisably the same control: otherwise the visitor presses again.
      if (el && describe(el) === pendingClick.desc) (el as HTMLElement).click();
    }
    if (pendingSubmit) (atPath(root, pendingSubmit) as HTMLFormElement | null)?.requestSubmit?.();
    pendingClick = null;
    pendingSubmit = null;
  });
}

function safe<T>(f: () => T | null | undefined): T | null {
  try {
    return f() ?? null;
  } catch {
    return null;
  }
}

/** Puts a typed value into the app's field the way typing would, so React's state follows. */
function restoreField(el: Element | null, f: Field) {
  if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement)) return;
  if (el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio")) {
    if (el.checked !== f.checked) el.click();
    return;
  }
  if (el.value === f.value) return;
  const proto = Object.getPrototypeOf(el) as object;
  Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(el, f.value);
  el.dispatchEvent(new Event("input", { bubbles: true }));
  el.dispatchEvent(new Event("change", { bubbles: true }));
}
