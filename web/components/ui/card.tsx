import type { ComponentProps } from "react";

/** A white panel; takes a div's props, its ref included. */
export function Card({ className = "", ...props }: ComponentProps<"div">) {
  return <div className={`rounded-xl border border-slate-200 bg-white shadow-sm ${className}`} {...props} />;
}
