/**
 * The first stop of the Tab order in every layout: hidden until focused, it
 * jumps past the header (the admin sidebar's dozen links) to <main id="main">,
 * which takes the focus (tabIndex -1). A plain link, so it works on a
 * prerendered public page before any script has loaded.
 */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-medium focus:text-brand-700 focus:shadow-lg focus:outline-2 focus:outline-brand-600"
    >
      Skip to content
    </a>
  );
}

/** <main>'s classes for the focus it takes from the skip link and after a move to another page (no ring: it is not a control). */
export const mainFocusClass = "outline-none [&_h1:focus]:outline-none";
