// The health and family health forms (shopping spec §2 item 6): gender, members with ages, city, name, mobile,
// medical history. Submit checks everything, then moves on to the plan list.
import {
  HEALTH_GENDERS,
  HEALTH_MEMBERS,
  HEALTH_QUICK_CITIES,
  healthAgeOptions,
  MEDICAL_CONDITIONS,
} from '@bimasetu/contract';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '~/ui/button';
import { ConsentFields } from '~/ui/consent-fields';
import { controlClass, Field, TextField, MobileField } from '~/ui/field';
import { SearchCombobox } from '~/ui/search-combobox';
import { QuoteFormPage } from '~/ui/quote-form-page';
import { ChoiceTile } from './choice-tile';
import { citySuggestions } from './health-form-rules';
import { healthListLink } from './health-list-link';
import { useHealthQuoteForm } from './use-health-quote-form';

export interface HealthQuoteFormProps {
  line: 'health' | 'family-health';
  title: string;
  intro: string;
  submitLabel: string;
  plansPath: string;
}

function Section({
  title,
  error,
  errorId,
  children,
}: {
  title: string;
  error?: string;
  errorId: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-base font-semibold text-slate-900">{title}</legend>
      {children}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function HealthQuoteForm({ line, title, intro, submitLabel, plansPath }: HealthQuoteFormProps) {
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const form = useHealthQuoteForm(
    line,
    (lead) => navigate(healthListLink(plansPath, lead)),
    () => setAttempt((n) => n + 1),
  );
  const { values, errors } = form;
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (attempt === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>(
      '[aria-invalid="true"], [data-invalid="true"] input',
    );
    first?.focus();
  }, [attempt]);

  return (
    <QuoteFormPage
      wide
      title={title}
      intro={intro}
      formRef={formRef}
      onSubmit={(event) => {
        event.preventDefault();
        form.submit();
      }}
    >
      <Section title="Your gender" errorId={`${line}-gender-error`}>
        <div className="flex gap-2">
          {HEALTH_GENDERS.map((gender) => (
            <ChoiceTile
              key={gender}
              type="radio"
              name="gender"
              checked={values.gender === gender}
              onChange={() => form.setGender(gender)}
            >
              {gender}
            </ChoiceTile>
          ))}
        </div>
      </Section>

      <Section title="Who would you like to insure?" error={errors.members} errorId={`${line}-members-error`}>
        <div
          data-invalid={errors.members ? 'true' : undefined}
          className="grid grid-cols-2 gap-2 sm:grid-cols-3"
        >
          {HEALTH_MEMBERS[values.gender].map((member) => (
            <ChoiceTile
              key={member}
              type="checkbox"
              name="members"
              checked={values.members.some((m) => m.member === member)}
              onChange={() => form.toggleMember(member)}
              invalid={Boolean(errors.members)}
            >
              {member}
            </ChoiceTile>
          ))}
        </div>
        {values.members.length > 0 ? (
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            {values.members.map(({ member, age }, index) => (
              <Field key={member} label={`Age of ${member}`} error={errors[`members.${index}.age`]}>
                {(control) => (
                  <select
                    {...control}
                    className={controlClass}
                    value={age}
                    onChange={(e) => form.setAge(member, e.target.value)}
                  >
                    <option value="">Select age</option>
                    {healthAgeOptions(member).map((option) => (
                      <option key={option} value={option}>
                        {option}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            ))}
          </div>
        ) : null}
      </Section>

      <Section title="Your city" error={errors.city} errorId={`${line}-city-error`}>
        <Field label="Search your city">
          {(control) => (
            <SearchCombobox
              control={{ ...control, ...(errors.city ? { 'aria-invalid': true } : {}) }}
              query={form.cityQuery}
              onQueryChange={form.typeCity}
              suggestions={citySuggestions(form.cityQuery)}
              onPick={form.pickCity}
              noMatchText="No city found"
              placeholder="Type a city name"
            />
          )}
        </Field>
        <p className="text-sm text-slate-700">Or pick a popular city:</p>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          {HEALTH_QUICK_CITIES.map((city) => (
            <ChoiceTile
              key={city}
              type="radio"
              name="quick-city"
              checked={values.city === city}
              onChange={() => form.pickCity(city)}
            >
              {city}
            </ChoiceTile>
          ))}
        </div>
      </Section>

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Full name"
          name="name"
          autoComplete="name"
          maxLength={50}
          value={values.name}
          onChange={(e) => form.setName(e.target.value)}
          error={errors.name}
          required
        />
        <MobileField
          name="phone"
          value={values.phone}
          onChange={(e) => form.setPhone(e.target.value)}
          error={errors.phone}
          required
        />
      </div>

      <Section
        title="Does any member have a medical condition?"
        error={errors.medicalConditions}
        errorId={`${line}-conditions-error`}
      >
        <div
          data-invalid={errors.medicalConditions ? 'true' : undefined}
          className="grid grid-cols-2 gap-2 sm:grid-cols-4"
        >
          {MEDICAL_CONDITIONS.map((condition) => (
            <ChoiceTile
              key={condition}
              type="checkbox"
              name="conditions"
              checked={values.medicalConditions.includes(condition)}
              onChange={() => form.toggleCondition(condition)}
              invalid={Boolean(errors.medicalConditions)}
            >
              {condition}
            </ChoiceTile>
          ))}
        </div>
      </Section>

      <ConsentFields value={form.consent} onChange={form.setConsent} />
      <Button type="submit" variant="accent" size="lg">
        {submitLabel}
      </Button>
    </QuoteFormPage>
  );
}
