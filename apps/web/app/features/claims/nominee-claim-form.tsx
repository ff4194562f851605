// A nominee's death claim, in two steps on their own logged-in phone: they name the policy and themselves as the
// policy records its nominee, and we send a code to the nominee's mobile on that record; with the code, the claim
// starts. A policy, name or mobile that does not match is a plain "not found" (the API says no more).
import { OTP_LENGTH, RESEND_COUNTDOWN_SECONDS } from '@bimasetu/contract';
import { useRef, useState, type FormEvent } from 'react';
import { digitsOnly } from '~/lib/format';
import { otpFailure } from '~/lib/otp';
import { useCountdown } from '~/lib/use-countdown';
import { useWords } from '~/lib/words';
import { Button } from '~/ui/button';
import { ClaimAmountField, typedRupees } from '~/ui/claim-amount-field';
import { TextField } from '~/ui/field';
import { Notice } from '~/ui/notice';
import { OtpCodeField, ResendOtp } from '~/ui/otp-code-field';
import { useOtpError } from '~/ui/otp-error';
import { TitledForm } from '~/ui/titled-form';
import { useNomineeClaim, useNomineeOtp } from './claims-api';
import { nomineeRefusal, type NomineeRefusal } from './nominee-refusal';

const blank = { policyNumber: '', nomineeName: '', amount: '' };
type Typed = typeof blank;

export function NomineeClaimForm({ mobile, onStarted }: { mobile: string; onStarted: (id: number) => void }) {
  const w = useWords('claims');
  const sendCode = useNomineeOtp();
  const claim = useNomineeClaim(mobile);
  const countdown = useCountdown(RESEND_COUNTDOWN_SECONDS);
  const [values, setValues] = useState(blank);
  const [otp, setOtpValue] = useState('');
  /** Where the code went (the API's masked mobile); null until one is sent. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<{ field: keyof Typed | 'otp'; text: string } | null>(null);
  const [refusal, setRefusal] = useState<NomineeRefusal>({ error: '', retryAfterSeconds: null });
  const said = useOtpError(
    { error: refusal.error || null, retryAfterSeconds: refusal.retryAfterSeconds },
    refusal.claimId === undefined
      ? w.nomineeClaim.refusals
      : { ...w.nomineeClaim.refusals, 'already-claimed': w.nomineeClaim.alreadyClaimed(refusal.claimId) },
  );
  const sentNotice = useRef<HTMLDivElement>(null);
  const set = (patch: Partial<Typed>) => setValues((v) => ({ ...v, ...patch }));
  const errorOf = (field: keyof Typed | 'otp') => (fieldError?.field === field ? fieldError.text : null);
  const details = () => ({
    policyNumber: values.policyNumber.trim(),
    nomineeName: values.nomineeName.trim(),
  });
  const clear = () => {
    setFieldError(null);
    setRefusal({ error: '', retryAfterSeconds: null });
  };
  const refuse = (caught: unknown) => setRefusal(nomineeRefusal(otpFailure(caught)));

  function send() {
    clear();
    const { policyNumber, nomineeName } = details();
    if (!policyNumber)
      return setFieldError({
        field: 'policyNumber',
        text: w.nomineeClaim.required(w.nomineeClaim.policyNumber),
      });
    if (!nomineeName)
      return setFieldError({
        field: 'nomineeName',
        text: w.nomineeClaim.required(w.nomineeClaim.nomineeName),
      });
    if (typedRupees(values.amount) === 'bad')
      return setFieldError({ field: 'amount', text: w.start.amountRule });
    sendCode.mutate(
      { policyNumber, nomineeName },
      {
        onSuccess: ({ result }) => {
          setSentTo(result.sentTo);
          setOtpValue('');
          countdown.restart();
          // the code step replaces the fields: say where the code went first
          requestAnimationFrame(() => sentNotice.current?.focus());
        },
        onError: refuse,
      },
    );
  }

  function start() {
    clear();
    if (otp.length !== OTP_LENGTH)
      return setFieldError({ field: 'otp', text: w.nomineeClaim.codeRule(OTP_LENGTH) });
    const claimedAmount = typedRupees(values.amount);
    claim.mutate(
      { ...details(), otp, claimedAmount: claimedAmount === 'bad' ? null : claimedAmount },
      {
        onSuccess: ({ result }) => {
          setValues(blank);
          setSentTo(null);
          setOtpValue('');
          onStarted(result.id);
        },
        onError: refuse,
      },
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sentTo === null) send();
    else start();
  }

  const codeStep = sentTo !== null;
  // a wrong or expired code is said under the code box, where the screen reader's focus is
  const codeRefused = codeStep && (refusal.error === 'wrong-code' || refusal.error === 'expired');
  return (
    <TitledForm
      title={w.nomineeClaim.heading}
      level="h2"
      className="rounded-2xl bg-white p-5 shadow-sm"
      onSubmit={submit}
      pending={codeStep ? claim.isPending : sendCode.isPending}
      submit={codeStep ? w.nomineeClaim.submit : w.nomineeClaim.send}
      sending={codeStep ? w.nomineeClaim.starting : w.nomineeClaim.sending}
    >
      <p className="text-slate-700">{w.nomineeClaim.intro}</p>
      {codeStep ? (
        <>
          <div ref={sentNotice} tabIndex={-1} className="outline-brand-700 focus:outline-2">
            <Notice tone="success">
              {w.nomineeClaim.sentTo(OTP_LENGTH, sentTo)}{' '}
              {w.nomineeClaim.forPolicy(values.policyNumber.trim(), values.nomineeName.trim())}
            </Notice>
          </div>
          <OtpCodeField
            className="sm:max-w-xs"
            login={{ otp, setOtp: (typed) => setOtpValue(digitsOnly(typed, OTP_LENGTH)) }}
            error={errorOf('otp') ?? (codeRefused ? said : null)}
          />
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <ResendOtp login={{ countdown, busy: sendCode.isPending, resend: () => void send() }} />
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                clear();
                setSentTo(null);
              }}
            >
              {w.nomineeClaim.change}
            </Button>
          </div>
        </>
      ) : (
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label={w.nomineeClaim.policyNumber}
            required
            value={values.policyNumber}
            onChange={(e) => set({ policyNumber: e.target.value })}
            error={errorOf('policyNumber')}
          />
          <TextField
            label={w.nomineeClaim.nomineeName}
            required
            autoComplete="name"
            value={values.nomineeName}
            onChange={(e) => set({ nomineeName: e.target.value })}
            error={errorOf('nomineeName')}
          />
          <ClaimAmountField
            label={w.nomineeClaim.amount}
            hint={w.start.amountHint}
            echo={w.start.amountEcho}
            value={values.amount}
            onChange={(amount) => set({ amount })}
            error={errorOf('amount')}
          />
        </div>
      )}
      {said && !codeRefused ? <Notice tone="error">{said}</Notice> : null}
    </TitledForm>
  );
}
