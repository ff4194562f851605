// The renewal's choices with a clock: porting a health policy (60 to 45 days before) and keeping a motor policy's
// no-claim bonus (90 days after expiry); and what this year's premium was priced from.
import { coverIsIdv, type RenewalView } from '@bimasetu/contract';
import { formatRupees, isoToDdMmYyyy } from '~/lib/format';
import { useWords } from '~/lib/words';
import { Notice } from '~/ui/notice';
import { RenewalSection, RuleCitation } from './renewal-facts';

const dmy = isoToDdMmYyyy;

export function RenewalOffers({ view }: { view: RenewalView }) {
  const w = useWords('renewal');
  const { portability, noClaimBonus } = view;
  if (!portability && !noClaimBonus) return null;
  return (
    <div className="flex flex-col gap-3">
      {portability ? (
        <div data-testid="portability">
          <Notice tone={portability.open ? 'success' : 'info'}>
            {portability.open
              ? w.portabilityOpen(dmy(portability.closes))
              : view.today < portability.opens
                ? w.portabilityLater(dmy(portability.opens), dmy(portability.closes))
                : w.portabilityClosed(dmy(portability.closes))}
          </Notice>
          <RuleCitation rule={portability.rule} />
        </div>
      ) : null}
      {noClaimBonus ? (
        <div data-testid="no-claim-bonus">
          <Notice tone={noClaimBonus.daysLeft !== null ? 'error' : 'info'}>
            {noClaimBonus.daysLeft !== null
              ? w.noClaimBonusDaysLeft(noClaimBonus.daysLeft, dmy(noClaimBonus.lostAfter))
              : w.noClaimBonus(dmy(noClaimBonus.lostAfter))}
          </Notice>
          <RuleCitation rule={noClaimBonus.rule} />
        </div>
      ) : null}
    </div>
  );
}

export function RenewalBasis({ view }: { view: RenewalView }) {
  const w = useWords('renewal');
  const { basis } = view;
  if (!basis) return null;
  const rows: [string, string][] = [
    ...(basis.eldestAge !== null
      ? [[w.basis.eldestAge, w.basis.age(basis.eldestAge)] as [string, string]]
      : []),
    ...(basis.ageBand ? [[w.basis.ageBand, basis.ageBand] as [string, string]] : []),
    [w.basis.rateVersion, basis.rateVersion],
    [w.basis.pricedOn, dmy(basis.pricedOn)],
    ...(basis.loadingPercent !== 0
      ? [[w.basis.loading, `${basis.loadingPercent}%`] as [string, string]]
      : []),
    // a vehicle's quote priced the engine's IDV for its model, which need not be the IDV the insurer issued
    ...(basis.cover !== null
      ? [
          [coverIsIdv(view.line) ? w.basis.quotedIdv : w.basis.cover, formatRupees(basis.cover)] as [
            string,
            string,
          ],
        ]
      : []),
  ];
  return (
    <RenewalSection id="renewal-basis" heading={w.basisHeading}>
      <dl className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className="text-sm text-slate-600">{term}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </RenewalSection>
  );
}
