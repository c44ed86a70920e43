import { Link, type LinkProps } from "@tanstack/react-router";
import type { ComponentProps, ReactNode } from "react";

type Variant = "primary" | "secondary" | "ghost" | "danger";
type Size = "sm" | "md" | "lg";

// A busy or unavailable control that must keep the focus is aria-disabled rather than disabled (a
// disabled one drops the focus to <body>): it looks the same either way.
const base =
  "inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60";
const variants: Record<Variant, string> = {
  primary: "bg-brand-600 text-white hover:bg-brand-700",
  // (An unavailable one does not light up on hover.)
  secondary: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 aria-disabled:hover:bg-white",
  ghost: "text-slate-700 hover:bg-slate-100",
  danger: "bg-red-600 text-white hover:bg-red-700",
};
const sizes: Record<Size, string> = { sm: "px-3 py-1.5 text-sm", md: "px-4 py-2 text-sm", lg: "px-6 py-3 text-base" };

export const buttonClass = (variant: Variant = "primary", size: Size = "md", extra = "") =>
  `${base} ${variants[variant]} ${sizes[size]} ${extra}`;

export function Button({
  variant,
  size,
  className,
  ...props
}: ComponentProps<"button"> & { variant?: Variant; size?: Size }) {
  return <button type="button" className={buttonClass(variant, size, className)} {...props} />;
}

export function ButtonLink({
  variant,
  size,
  className,
  children,
  ...props
}: LinkProps & { variant?: Variant; size?: Size; className?: string; children: ReactNode; onClick?: () => void }) {
  // Disabled (no page that way), it stays one link, dimmed and out of the tab order: a link swapped for a
  // span would drop the focus of the press that disabled it to <body>.
  return (
    <Link className={buttonClass(variant, size, className)} tabIndex={props.disabled ? -1 : undefined} {...props}>
      {children}
    </Link>
  );
}
