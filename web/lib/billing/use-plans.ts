import { useEffect, useState } from "react";
import { fetchPlans, type PlanChoice } from "./api";

export type PlansState = { paymentsConfigured: boolean; plans: PlanChoice[] } | null;

/** Plans, prices and whether payments work here, from the server; null while loading or when it failed. */
export function usePlans(): PlansState {
  const [state, setState] = useState<PlansState>(null);
  useEffect(() => {
    let alive = true;
    fetchPlans().then(
      (data) => alive && setState(data),
      () => {},
    );
    return () => {
      alive = false;
    };
  }, []);
  return state;
}
