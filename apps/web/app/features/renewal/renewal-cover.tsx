// A car's or two-wheeler's cover at renewal: the IDV recorded on the policy lowered by the India Motor Tariff's
// depreciation for the vehicle's age on the renewal date (the server's `cover`), with the rule it comes from; or,
// where no schedule gives it, the recorded IDV and why the insurer sets the new one.
import type { RenewalView } from '@bimasetu/contract';
import { formatRupees, isoToDdMmYyyy } from '~/lib/format';
import { useWords } from '~/lib/words';

export function RenewalCover({ view }: { view: RenewalView }) {
  const w = useWords('renewal');
  const { cover } = view;
  if (!cover) return null;
  const recorded = formatRupees(cover.recordedIdv);
  const depreciated = cover.code === 'idv-depreciated';
  return (
    <div className="border-t border-slate-200 pt-3" data-testid="renewal-cover">
      <dl>
        <dt className="text-sm text-slate-600">{depreciated ? w.cover.renewalIdv : w.cover.recordedIdv}</dt>
        <dd className="text-xl font-bold text-slate-900">
          {depreciated ? formatRupees(cover.idv) : recorded}
        </dd>
      </dl>
      <p className="mt-1 text-sm text-slate-700">
        {depreciated ? w.cover.depreciated(recorded, cover) : w.cover.setByInsurer[cover.reason]()}
      </p>
      <p className="text-sm text-slate-600">
        <cite>{w.ruleCited(cover.source.title, isoToDdMmYyyy(cover.source.date))}</cite>
      </p>
    </div>
  );
}
