// The car and two-wheeler number entry (shopping spec §2 items 4 and 5).
import { PASTE_ROOM, type MotorVehicle } from '@bimasetu/contract';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { lazyData } from '~/lib/lazy-data';
import { localHref } from '~/lib/locale-paths';
import { sayIn, useLocale, useWords } from '~/lib/words';
import { Button } from '~/ui/button';
import { ConsentFields } from '~/ui/consent-fields';
import { controlClass, Field, TextField } from '~/ui/field';
import { MobileField } from '~/ui/mobile-field';
import { QuoteFormPage } from '~/ui/quote-form-page';
import { useMotorNumberForm, type MotorNumberTargets } from './use-motor-number-form';

// the brands and models come once the number box is used: only a new vehicle (NEW) is asked for them
const motorBrands = lazyData(() => import('./motor-brands'));

export interface MotorNumberFormProps extends MotorNumberTargets {
  vehicle: MotorVehicle;
}

export function MotorNumberForm({ vehicle, numberPath, newPath }: MotorNumberFormProps) {
  const navigate = useNavigate();
  const w = useWords('motorForm');
  const locale = useLocale();
  const form = useMotorNumberForm(
    vehicle,
    { numberPath: localHref(locale, numberPath), newPath: localHref(locale, newPath) },
    (path, arrival) => navigate(path, { state: arrival }),
  );
  // The contract's messages in the page's language (their English text is their stable code).
  const say = sayIn(w.messages);
  const formRef = useRef<HTMLFormElement>(null);
  const [reached, setReached] = useState(false);
  const brands = motorBrands.useLoaded(reached || form.isNew)?.MOTOR_BRANDS[vehicle];
  const [focusRequest, setFocusRequest] = useState<{ field: string; attempt: number } | null>(null);

  // After a refused submit, take the visitor to the field that needs attention.
  useEffect(() => {
    if (focusRequest) formRef.current?.querySelector<HTMLElement>(`[name="${focusRequest.field}"]`)?.focus();
  }, [focusRequest]);

  return (
    <QuoteFormPage
      title={w.title[vehicle]}
      intro={w.intro[vehicle]}
      formRef={formRef}
      onSubmit={(event) => {
        event.preventDefault();
        const result = form.submit();
        if (!result.ok) setFocusRequest((r) => ({ field: result.field, attempt: (r?.attempt ?? 0) + 1 }));
      }}
    >
      <section aria-labelledby="call-back" className="flex flex-col gap-3">
        <h2 id="call-back" className="text-base font-semibold text-slate-900">
          {w.callBack} <span className="font-normal text-slate-600">{w.optional}</span>
        </h2>
        <MobileField
          name="mobile"
          hint={w.mobileHint}
          value={form.mobileNumber}
          onChange={(e) => form.setMobile(e.target.value)}
          error={say(form.mobileError)}
        />
        <ConsentFields value={form.consent} onChange={form.setConsent} />
      </section>
      <TextField
        label={w.number[vehicle]}
        name="number"
        placeholder="MH12AB1234"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        // room for a plate pasted with its spaces or dashes ("MH 12 AB 1234"): the form keeps its 10 characters
        maxLength={PASTE_ROOM}
        hint={w.numberHint[vehicle]}
        value={form.registrationNumber}
        onFocus={() => setReached(true)}
        onChange={(e) => form.typeNumber(e.target.value)}
        onBlur={() => {
          if (form.registrationNumber !== '') form.checkNumber();
        }}
        error={say(form.numberError)}
        className="[&_input]:font-mono [&_input]:tracking-wider [&_input]:uppercase"
      />
      {form.isNew ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={w.brand} error={say(form.brandError)}>
            {(control) => (
              <select
                {...control}
                name="brand"
                className={controlClass}
                value={form.brand}
                onChange={(e) => form.chooseBrand(e.target.value)}
              >
                <option value="">{w.selectBrand}</option>
                {Object.keys(brands ?? {}).map((brand) => (
                  <option key={brand} value={brand}>
                    {brand}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {form.brand ? (
            <Field label={w.model[vehicle]} error={say(form.modelError)}>
              {(control) => (
                <select
                  {...control}
                  name="model"
                  className={controlClass}
                  value={form.model}
                  onChange={(e) => form.chooseModel(e.target.value)}
                >
                  <option value="">{w.selectModel[vehicle]}</option>
                  {(brands?.[form.brand] ?? []).map((model) => (
                    <option key={model} value={model}>
                      {model}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ) : null}
        </div>
      ) : null}
      <Button type="submit" variant="accent" size="lg">
        {w.submit}
      </Button>
    </QuoteFormPage>
  );
}
