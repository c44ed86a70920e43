import { useEffect } from "react";
import { toast } from "#web/components/ui/toast";
import { goToCheckout, takePendingPlan } from "#web/lib/billing/checkout";

/**
 * In the signed-in app: a plan chosen before signing up (or in) is bought now,
 * so 'Get Pro' → sign up → onboarding ends on Paystack's payment page.
 */
export function useResumeCheckout(onboarded: boolean) {
  useEffect(() => {
    if (!onboarded) return;
    const plan = takePendingPlan();
    if (!plan) return;
    goToCheckout(plan).catch((err: Error) =>
      toast({ title: "Checkout did not open", description: err.message, variant: "destructive" }),
    );
  }, [onboarded]);
}
