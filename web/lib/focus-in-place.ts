/**
 * After an item left a list with the control that had the focus (deleted, or moved to another tab),
 * the browser has dropped the focus to <body>: it goes to the first button of the item now at
 * `at` (the last one when the list got shorter), else to `fallback`. Nothing moves when the focus
 * is somewhere already.
 */
export function focusInPlace(
  items: ArrayLike<Element> | undefined,
  at: number,
  fallback: () => HTMLElement | null | undefined,
) {
  if (document.activeElement && document.activeElement !== document.body) return;
  const item = items?.length ? items[Math.min(at, items.length - 1)] : undefined;
  (item?.querySelector<HTMLElement>("button") ?? fallback())?.focus();
}
