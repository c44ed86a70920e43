import { ExternalLink } from "lucide-react";
import { Button, buttonClass } from "#web/components/ui/button";
import { getPaymentUrl } from "../external-links";

/**
 * Opens the card-payment page for Early Access in a new tab. Without a
 * configured link it is shown disabled, so nobody is sent to a dead page.
 */
export function EarlyAccessButton({
  className = "",
  label = "Get Early Access",
}: {
  className?: string;
  label?: string;
}) {
  const url = getPaymentUrl();
  if (!url) {
    return (
      <Button size="lg" disabled className={className}>
        Payment link not configured
      </Button>
    );
  }
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={buttonClass("primary", "lg", className)}>
      {label} <ExternalLink className="size-4" aria-hidden />
      <span className="sr-only"> (opens the payment page in a new tab)</span>
    </a>
  );
}
