// The insurance application ("Best Policy Suggestions"), sent to AddInsuranceRequest. Opened from a plan
// (?quote=, lib/quote-handover.ts) it starts from the quote: the plan, its premium (priced here by the server's
// own function, then by the server), what the visitor already typed shown as read-only values, and only the
// fields that policy type needs. Opened with no plan it is the spec's full form. State in useSchemaForm with a sessionStorage draft; a visitor who is not
// logged in verifies the phone inline first; success shows a confirmation, failure keeps everything typed.
import {
  APPLICATION_FORM_SECTIONS,
  APPLICATION_NOTICE_MS,
  applicationMessages,
  INDIAN_MOBILE_PATTERN,
  insuranceApplication,
  isRealDdMmYyyy,
} from '@bimasetu/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { z } from 'zod';
import { Link, useLocation, useSearchParams } from 'react-router';
import { groupIndian } from '~/lib/format';
import { localHref } from '~/lib/locale-paths';
import { rememberedQuote } from '~/lib/quote-handover';
import { loginHref } from '~/lib/return-to';
import { useSession } from '~/lib/session';
import { useSchemaForm } from '~/lib/use-schema-form';
import { sayIn, useLocale, useWords } from '~/lib/words';
import { Button } from '~/ui/button';
import { InlinePhoneCheck } from '~/ui/inline-phone-check';
import { Notice } from '~/ui/notice';
import { useSendApplication, useServerPrice } from './application-api';
import { ApplicationConfirmation, type Confirmed } from './application-confirmation';
import { describeApplicationErrors } from './application-errors';
import { fieldErrorLabel } from './field-label';
import { askedFields, prefillFromHandover } from './application-asked';
import { readHandover } from './application-handover';
import { priceInBrowser, shownPrice } from './application-price';
import {
  detailsForServer,
  missingForPrice,
  plateOf,
  prefillFromLead,
  quotedAgeOf,
  quoteDetails,
} from './application-quote';
import { QuoteSummary } from './application-quote-summary';
import { CatalogueSection, visibleSections, type SectionShape } from './application-sections';
import { CoverIncomeNote } from './cover-income-note';
import {
  applicationBody,
  EMPTY_APPLICATION,
  prefillFromParams,
  RUPEE_FIELDS,
  rupeesIn,
  sameAnswer,
  showsLife,
  unreadableRupees,
  type ApplicationValues,
} from './application-values';
import { usePricingLines } from './use-pricing-lines';
import { useSessionPrefill } from './use-session-prefill';

/** Never written to the draft, whatever the form holds (docs/decisions.md). */
const NEVER_KEPT = ['aadhaar', 'pan'] as const;

type Submission = z.output<typeof insuranceApplication>;

/** The form's starting values, a rupee amount the list or an old link passed as digits shown grouped (₹ grouping). */
function grouped(values: ApplicationValues): ApplicationValues {
  const shown = { ...values };
  for (const field of RUPEE_FIELDS) if (/^\d+$/.test(shown[field])) shown[field] = groupIndian(shown[field]);
  return shown;
}

/** Where the form starts: the quote it was opened from (or the old ?policyType=&plan= links), and its draft's key. */
function startingPoint(params: URLSearchParams) {
  const handover = readHandover(params);
  if (!handover) {
    const legacy = prefillFromParams(params);
    return {
      handover: null,
      lead: null,
      plan: legacy.plan,
      values: grouped({ ...EMPTY_APPLICATION, ...legacy.values }),
      fromQuote: {} as Partial<ApplicationValues>,
      draftKey: 'application',
    };
  }
  const lead = rememberedQuote(handover.line);
  const fromQuote = { ...prefillFromHandover(handover), ...prefillFromLead(handover.line, lead) };
  return {
    handover,
    lead,
    plan: handover.planName,
    values: grouped({ ...EMPTY_APPLICATION, ...fromQuote }),
    fromQuote,
    draftKey: `application:${handover.line}:${handover.planId}`,
  };
}

export function ApplicationForm() {
  const [params] = useSearchParams();
  const words = useWords('application');
  const locale = useLocale();
  const [start] = useState(() => startingPoint(params));
  const [handover, setHandover] = useState(start.handover);
  const [plan, setPlan] = useState(start.plan);
  const session = useSession();
  const here = useLocation();
  const { loggedIn, prefill } = useSessionPrefill();
  const sendApplication = useSendApplication();
  // the messages name the cover as the chosen policy type does (sum insured, IDV)
  const policyTypeNow = useRef(start.values.policyType);
  const form = useSchemaForm(insuranceApplication, start.values, {
    afterEdit: 'clear',
    focusInvalid: true,
    describe: (raw) => describeApplicationErrors(raw, words, policyTypeNow.current),
    draft: { key: start.draftKey, omit: NEVER_KEPT },
  });
  const { values, errors, setValues } = form;
  useEffect(() => {
    policyTypeNow.current = values.policyType;
  }, [values.policyType]);
  // what the quote told us stays read-only until the visitor asks to change it (or the draft already did)
  const [locked, setLocked] = useState<ReadonlySet<string>>(
    () =>
      new Set(
        Object.entries(start.fromQuote)
          .filter(
            ([field, value]) =>
              value &&
              sameAnswer(field as keyof ApplicationValues, values[field as keyof ApplicationValues], value),
          )
          .map(([field]) => field),
      ),
  );
  const [pending, setPending] = useState<Submission | null>(null);
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);
  const [confirmed, setConfirmed] = useState<Confirmed | null>(null);
  // the quote priced here at once by the server's own function, for the applicant's answers so far; then the
  // server's figure, the one the application is kept with
  const pricedPerson = usePricedPerson(values);
  const lines = usePricingLines();
  const pricedDetails = useMemo(
    () => (handover ? quoteDetails(handover, start.lead, { ...start.values, ...pricedPerson }) : undefined),
    [handover, start.lead, start.values, pricedPerson],
  );
  const browserPrice = useMemo(
    () =>
      handover
        ? priceInBrowser(
            handover,
            pricedDetails,
            { dob: pricedPerson.dob, gender: pricedPerson.gender },
            new Date(),
            lines,
          )
        : null,
    [handover, pricedDetails, pricedPerson.dob, pricedPerson.gender, lines],
  );
  const priceBody = useMemo(() => {
    // every line's details carry the applicant's mobile: until there is one, this browser's figure stands alone
    if (!handover || !INDIAN_MOBILE_PATTERN.test(pricedPerson.phone)) return null;
    const details = detailsForServer(handover.line, pricedDetails, lines);
    if (!details) return null;
    const { line, planId, choices } = handover;
    return {
      quote: { line, planId, details, ...(choices ? { choices } : {}) },
      dob: pricedPerson.dob,
      gender: pricedPerson.gender,
    };
  }, [handover, pricedDetails, pricedPerson, lines]);
  const serverPrice = useServerPrice(priceBody);
  const fromServer = handover && serverPrice.data && !serverPrice.isPlaceholderData ? serverPrice.data : null;
  const { price, refused } = shownPrice(handover, browserPrice, serverPrice.data);
  // a term plan opened without its quote form's answers is priced once the applicant's date of birth is in
  const missing = handover ? missingForPrice(handover, start.lead, pricedPerson.dob) : null;
  const asked = handover ? askedFields(handover.line) : null;

  // a logged-in customer's own phone, name, email and nominee fill only fields that are still empty
  const prefillKey = JSON.stringify(prefill);
  useEffect(() => {
    setValues((current) => {
      const patch = Object.fromEntries(
        Object.entries(prefill).filter(([field]) => current[field as keyof ApplicationValues] === ''),
      );
      return Object.keys(patch).length > 0 ? { ...current, ...patch } : current;
    });
  }, [prefillKey, setValues]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(() => setFailed(false), APPLICATION_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [failed]);

  async function deliver(body: Submission) {
    setPending(null);
    setFailed(false);
    setSending(true);
    try {
      const answer = await sendApplication.mutateAsync(body);
      form.forgetDraft();
      const result = answer.result;
      setConfirmed({
        reference: result?.reference ?? (result ? String(result.id) : ''),
        isReference: Boolean(result?.reference),
        planName: body.plan ?? null,
      });
    } catch {
      setFailed(true);
    } finally {
      setSending(false);
    }
  }

  const onSubmit = form.onSubmit(
    (parsed) => {
      const body: Submission = parsed;
      // the server keeps an application only from the customer whose phone it is
      if (!session.loggedIn || session.mobile !== body.phone) setPending(body);
      else void deliver(body);
    },
    () => {
      const details = handover
        ? detailsForServer(handover.line, quoteDetails(handover, start.lead, values), lines)
        : undefined;
      const quote =
        handover && details
          ? { line: handover.line, planId: handover.planId, details, choices: handover.choices }
          : undefined;
      const body = applicationBody(values, plan, asked, quote);
      // an amount that cannot be read is said as such, with how to type one ("12,00,000", "12 lakh")
      const unreadable = RUPEE_FIELDS.filter(
        (field) => body[field] !== '' && unreadableRupees(values[field]),
      );
      const amountErrors = Object.fromEntries(
        unreadable.map((field) => [
          field,
          words.amountUnreadable(fieldErrorLabel(words, field, values.policyType)),
        ]),
      );
      return { values: body, errors: amountErrors };
    },
  );

  if (confirmed) return <ApplicationConfirmation confirmed={confirmed} />;

  const removePlan = () => {
    setHandover(null);
    setPlan('');
    setLocked(new Set());
  };
  const unlock = (field: keyof ApplicationValues) => {
    setLocked((current) => new Set([...current].filter((f) => f !== field)));
    requestAnimationFrame(() => document.getElementById(`field-${field}`)?.focus());
  };
  const shape: SectionShape = { asked, locked, onUnlock: unlock };
  const changedFromQuote = (Object.entries(start.fromQuote) as [keyof ApplicationValues, string][])
    .filter(([field, value]) => !sameAnswer(field, values[field], value))
    // the server's figure is already for the applicant's own date of birth and gender
    .filter(([field]) => !(fromServer && (field === 'dob' || field === 'gender')))
    .map(([field]) => words.labels[field]);
  const shown = visibleSections(values.policyType, asked);
  const bound = {
    values,
    errors,
    set: (field: keyof ApplicationValues, value: string) => form.update({ [field]: value }),
  };

  return (
    <div className="flex flex-col gap-4">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-describedby="draft-note">
        {handover ? (
          <QuoteSummary
            handover={handover}
            price={price}
            checking={serverPrice.isFetching}
            refused={refused}
            missing={missing}
            plate={plateOf(start.lead)}
            changed={changedFromQuote}
            onRemovePlan={removePlan}
          />
        ) : plan ? (
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
            <p>
              {words.chosenPlan}: <strong data-testid="chosen-plan">{plan}</strong>
            </p>
            <button type="button" className="font-semibold underline" onClick={() => setPlan('')}>
              {words.removePlan}
            </button>
          </div>
        ) : null}
        <p id="draft-note" className="text-sm text-slate-700">
          {words.draftKept}
        </p>
        {session.loggedIn ? null : (
          <p className="text-sm text-slate-700">
            {words.loginOffer}
            <Link
              to={loginHref(`${here.pathname}${here.search}`)}
              className="font-semibold text-brand-800 underline"
            >
              {words.logIn}
            </Link>
            {words.loginOfferAfter}
          </p>
        )}
        {shown.map((index, n) => (
          <CatalogueSection
            key={index}
            {...bound}
            index={index}
            position={[n + 1, shown.length]}
            shape={shape}
          >
            {APPLICATION_FORM_SECTIONS[index]?.fields.includes('income') && showsLife(values.policyType) ? (
              <CoverIncomeNote
                cover={String(rupeesIn(values.sumAssured) ?? '')}
                income={String(rupeesIn(values.income) ?? '')}
                dob={values.dob}
                quotedAge={handover ? quotedAgeOf(start.lead, new Date()) : undefined}
              />
            ) : null}
          </CatalogueSection>
        ))}
        <div aria-live="polite" className="flex flex-col gap-2">
          {failed ? <Notice tone="error">{sayIn(words.messages)(applicationMessages.failed)}</Notice> : null}
        </div>
        {pending ? null : (
          <Button type="submit" size="lg" busy={sending} className="w-full sm:w-auto sm:self-start">
            {words.submit}
          </Button>
        )}
      </form>
      {pending ? (
        <InlinePhoneCheck
          key={pending.phone}
          mobile={pending.phone}
          onVerified={() => void deliver(pending)}
          onChangePhone={() => {
            setPending(null);
            unlock('phone');
          }}
        />
      ) : null}
      <p className="text-sm text-slate-700">
        {loggedIn ? words.followInTracker : words.followAfterLogin}
        <Link to={localHref(locale, '/knowmyrequest')} className="font-semibold text-brand-800 underline">
          {words.tracker}
        </Link>
        .
      </p>
    </div>
  );
}

const PRICE_AFTER_MS = 400;

type PricedFields = Pick<ApplicationValues, 'dob' | 'gender' | 'fullName' | 'phone'>;

/**
 * The answers the server prices the quote with, once the applicant pauses typing: the date of birth only when
 * typed in full (a half-typed date keeps the last price), the gender, and the name and phone the line's details
 * carry.
 */
function usePricedPerson({ dob, gender, fullName, phone }: PricedFields): PricedFields {
  const [person, setPerson] = useState<PricedFields>(() => ({
    dob: isRealDdMmYyyy(dob) ? dob : '',
    gender,
    fullName,
    phone,
  }));
  useEffect(() => {
    const timer = setTimeout(() => {
      setPerson((current) => {
        const next = { dob: dob === '' || isRealDdMmYyyy(dob) ? dob : current.dob, gender, fullName, phone };
        return JSON.stringify(next) === JSON.stringify(current) ? current : next;
      });
    }, PRICE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [dob, gender, fullName, phone]);
  return person;
}
