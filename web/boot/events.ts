/** Fired by web/main.tsx right before and right after it renders over a prerendered page (see take-over.ts). */
export const BEFORE_RENDER = "leadsmith:before-render";
export const RENDERED = "leadsmith:rendered";
