// Every feature of a health plan, in a dialog.
import { Check } from 'lucide-react';
import { useWords } from '~/lib/words';
import { Dialog } from '~/ui/dialog';
import type { HealthPlan } from './health-plan';
import { coverOf, planTitle } from './health-plan-card';

export function HealthFeaturesDialog({ plan, onClose }: { plan: HealthPlan | null; onClose: () => void }) {
  const words = useWords('healthList');
  return (
    <Dialog
      open={plan !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={plan ? words.allFeaturesOf(planTitle(plan)) : words.allFeatures}
      description={
        plan ? words.featuresSummary(coverOf(words, plan), plan.policyPeriods.join(', ')) : undefined
      }
    >
      {plan ? (
        <ul className="flex flex-col gap-2 text-sm text-slate-800">
          {plan.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
              {words.features[feature]}
            </li>
          ))}
          <li className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
            {words.maternityWaiting(plan.maternityWaitingYears)}
          </li>
        </ul>
      ) : null}
    </Dialog>
  );
}
