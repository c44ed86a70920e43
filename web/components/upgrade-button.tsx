import { useNavigate } from "@tanstack/react-router";
import { Loader2 } from "lucide-react";
import { type MouseEvent, type ReactNode, useState } from "react";
import { buttonClass } from "#web/components/ui/button";
import { toast } from "#web/components/ui/toast";
import { upgradeTo } from "#web/lib/billing/checkout";

type Props = {
  plan?: "pro" | "agency";
  children: ReactNode;
  variant?: "primary" | "secondary" | "ghost";
  size?: "sm" | "md" | "lg";
  className?: string;
  "aria-label"?: string;
};

/**
 * 'Upgrade' everywhere: a link to /pricing that, once the app runs, goes
 * straight to Paystack's checkout for the plan (a visitor signs up first).
 * When payments are not configured the server says so and the toast repeats it.
 */
export function UpgradeButton({
  plan = "pro",
  children,
  variant = "primary",
  size = "md",
  className = "",
  ...rest
}: Props) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const onClick = async (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await upgradeTo(plan, () => void navigate({ to: "/sign-up" }));
    } catch (err) {
      toast({ title: "Checkout did not open", description: (err as Error).message, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <a
      href="/pricing"
      onClick={onClick}
      aria-busy={busy || undefined}
      className={buttonClass(variant, size, className)}
      {...rest}
    >
      {busy && <Loader2 className="size-4 animate-spin" aria-hidden />}
      {children}
    </a>
  );
}
