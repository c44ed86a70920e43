/**
 * Where an element sits under a root, as child indexes. The app renders the
 * same markup the prerender wrote, so a path found in the prerendered page
 * names the same element once the app has rendered over it.
 */
export function pathOf(el: Element, root: Element): number[] | null {
  const path: number[] = [];
  for (let node: Element | null = el; node !== root; node = node.parentElement) {
    const parent = node?.parentElement;
    if (!node || !parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
  }
  return path;
}

export function atPath(root: Element, path: number[]): Element | null {
  let node: Element | null = root;
  for (const i of path) node = node?.children[i] ?? null;
  return node;
}

/** Enough of an element to tell it is the same one: tag and label or text. */
export const describe = (el: Element) =>
  `${el.tagName}|${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 80)}`;
