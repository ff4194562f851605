// The plan a form was opened from: name, insurer, the premium the rating engine gives for the visitor's inputs
// (the card's own figure), those inputs in words, where the figure comes from, and the vehicle's plate.
import { formatRupees, isoToDdMmYyyy } from '~/lib/format';
import type { QuoteHandover } from '~/lib/quote-handover';
import { InsurerBadge } from '~/ui/insurer-badge';
import type { QuotedPrice } from './application-price';
import { useEngineLines } from '~/lib/use-engine-lines';
import { useWords } from '~/lib/words';

export function QuoteSummary({
  handover,
  price,
  checking,
  refused,
  missing = null,
  plate,
  changed,
  onRemovePlan,
}: {
  handover: QuoteHandover;
  price: QuotedPrice | null;
  /** The server is pricing the applicant's latest answers: the figure shown may still change. */
  checking: boolean;
  /** The server does not offer the plan for the applicant's details. */
  refused: boolean;
  /** What the form needs before it can show a price: the applicant's date of birth (`missingForPrice`). */
  missing?: 'dob' | null;
  plate: string | null;
  /** Labels of the quote's values the visitor has changed on the form. */
  changed: readonly string[];
  onRemovePlan: () => void;
}) {
  const words = useWords('application');
  const say = useEngineLines();
  return (
    <section
      aria-labelledby="your-quote"
      className="flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 sm:p-5"
    >
      <h2 id="your-quote" className="text-sm font-semibold text-brand-900 uppercase">
        {words.yourQuote}
      </h2>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <InsurerBadge name={handover.insurer} />
          <div>
            <p className="text-base font-semibold text-slate-900" data-testid="chosen-plan">
              {handover.planName}
            </p>
            <p className="text-sm text-slate-700">{words.byInsurer(handover.insurer)}</p>
          </div>
        </div>
        {price ? (
          <p className="text-right" aria-busy={checking}>
            <span className="text-2xl font-bold text-slate-900" data-testid="quote-premium">
              {formatRupees(price.amount)}
            </span>
            <span className="text-sm text-slate-700">{words.per[price.per]}</span>
            {price.detail ? (
              <span className="block text-xs text-slate-700">
                {words[price.detail.kind](price.detail.amount)}
              </span>
            ) : null}
          </p>
        ) : null}
      </div>
      {price ? (
        <>
          <p className="text-sm text-slate-800" data-testid="quote-inputs" aria-busy={!say}>
            {say ? words.pricedFor(price.facts.map(say.fact).join('; ')) : null}
          </p>
          <p className="text-xs text-slate-700" data-testid="price-source">
            {price.pricedBy.by === 'server'
              ? words.serverPriceSource(price.rateVersion, isoToDdMmYyyy(price.pricedBy.on))
              : words.priceSource(price.rateVersion)}
          </p>
        </>
      ) : !refused && missing === 'dob' ? (
        <div className="flex flex-col items-start gap-1" data-testid="price-needs">
          <p className="text-sm text-slate-800">{words.priceNeedsDob}</p>
          <button
            type="button"
            className="min-h-11 font-semibold text-brand-800 underline"
            onClick={() => document.getElementById('field-dob')?.focus()}
          >
            {words.goToDob}
          </button>
        </div>
      ) : (
        <p className="text-sm text-slate-800" role={refused ? 'status' : undefined}>
          {refused ? words.priceNotOffered : words.priceUnavailable}
        </p>
      )}
      {price && changed.length > 0 ? (
        <p className="text-sm font-medium text-amber-900" data-testid="quote-changed">
          {words.changedFromQuote(changed.join(', '))}
        </p>
      ) : null}
      {plate ? (
        <p className="text-sm text-slate-800">
          {words.plate}:{' '}
          <strong data-testid="quote-plate">{plate === 'NEW' ? words.newVehicle : plate}</strong>
        </p>
      ) : null}
      <button
        type="button"
        className="min-h-11 self-start font-semibold text-brand-800 underline"
        onClick={onRemovePlan}
      >
        {words.removePlan}
      </button>
    </section>
  );
}
