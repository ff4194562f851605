// The insurance application ("Best Policy Suggestions"): sent to AddInsuranceRequest. Success: a message for
// 5 seconds and a cleared form; failure: a message for 5 seconds and the data kept.
import { APPLICATION_NOTICE_MS, applicationMessages } from '@bimasetu/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { focusFirstInvalid, withoutError } from '~/lib/form-errors';
import { Button } from '~/ui/button';
import { Notice } from '~/ui/notice';
import { useSendApplication } from './application-api';
import { applicationErrors } from './application-errors';
import {
  HealthDetails,
  MotorDetails,
  OccupationDetails,
  PersonalDetails,
  PolicyDetails,
} from './application-sections';
import {
  applicationBody,
  EMPTY_APPLICATION,
  prefillFromParams,
  type ApplicationValues,
} from './application-values';
import { useSessionPrefill } from './use-session-prefill';

type Outcome = 'success' | 'failed' | null;

export function ApplicationForm() {
  const [params] = useSearchParams();
  const [initial] = useState(() => prefillFromParams(params));
  const [values, setValues] = useState<ApplicationValues>({ ...EMPTY_APPLICATION, ...initial.values });
  const [plan, setPlan] = useState(initial.plan);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const sendApplication = useSendApplication();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [submittedOnce, setSubmittedOnce] = useState(false);
  const { loggedIn, prefill } = useSessionPrefill();
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());

  // the customer's own phone and name fill only fields they have not typed in
  const shown: ApplicationValues = { ...values };
  for (const [field, value] of Object.entries(prefill) as [keyof ApplicationValues, string][]) {
    if (!touched.has(field) && shown[field] === '') shown[field] = value;
  }

  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), APPLICATION_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const set = (field: keyof ApplicationValues, value: string) => {
    setTouched((t) => new Set(t).add(field));
    setValues({ ...shown, [field]: value });
    setErrors((e) => withoutError(e, field));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = applicationBody(shown, plan);
    const found = applicationErrors(body);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstInvalid();
    setSending(true);
    try {
      await sendApplication.mutateAsync(body);
      setValues(EMPTY_APPLICATION);
      setPlan('');
      setTouched(new Set());
      setOutcome('success');
      setSubmittedOnce(true);
    } catch {
      setOutcome('failed');
    } finally {
      setSending(false);
    }
  };

  const bound = { values: shown, errors, set };
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
      <PersonalDetails {...bound} />
      <PolicyDetails {...bound} plan={plan} onClearPlan={() => setPlan('')} />
      <MotorDetails {...bound} />
      <HealthDetails {...bound} />
      <OccupationDetails {...bound} />
      <div aria-live="polite" className="flex flex-col gap-2">
        {outcome === 'success' ? <Notice tone="success">{applicationMessages.success}</Notice> : null}
        {outcome === 'failed' ? <Notice tone="error">{applicationMessages.failed}</Notice> : null}
      </div>
      {submittedOnce ? (
        <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
          {loggedIn
            ? 'Follow your request in '
            : 'Log in with the phone number you gave to follow your request in '}
          <Link to="/knowmyrequest" className="font-semibold underline">
            Know My Request Status
          </Link>
          .
        </p>
      ) : null}
      <Button type="submit" size="lg" busy={sending} className="w-full sm:w-auto sm:self-start">
        Submit Application
      </Button>
    </form>
  );
}
