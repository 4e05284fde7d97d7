import { useEffect, useState } from 'react';
import type { PushPlan } from '../../shared/schemas/subscription.ts';
import { fetchPlans } from './subscription-api.ts';

/** The push plans (for the plan filter and the modal), read once the list is shown; none when they cannot be read. */
export function usePushPlans(active: boolean): PushPlan[] {
  const [plans, setPlans] = useState<PushPlan[]>([]);
  useEffect(() => {
    if (!active) return undefined;
    let live = true;
    fetchPlans().then((list) => live && setPlans(list), () => live && setPlans([]));
    return () => { live = false; };
  }, [active]);
  return plans;
}
