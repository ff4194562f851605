// Every feature of a health plan, in a dialog.
import { Check } from 'lucide-react';
import { Dialog } from '~/ui/dialog';
import type { HealthPlan } from './health-plan';
import { planTitle } from './health-plan-card';

export function HealthFeaturesDialog({ plan, onClose }: { plan: HealthPlan | null; onClose: () => void }) {
  return (
    <Dialog
      open={plan !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={plan ? `All features of ${planTitle(plan)}` : 'All features'}
      description={
        plan ? `Cover ${plan.coverAmount}; ${plan.policyPeriods.join(', ')}-year policy periods.` : undefined
      }
    >
      {plan ? (
        <ul className="flex flex-col gap-2 text-sm text-slate-800">
          {plan.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
              {feature}
            </li>
          ))}
          <li className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
            Maternity waiting period: {plan.maternityWaitingYears} years
          </li>
        </ul>
      ) : null}
    </Dialog>
  );
}
