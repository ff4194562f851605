// The health and family health forms (shopping spec §2 item 6): gender, members with ages, city, name, mobile,
// medical history. Submit checks everything, then moves on to the plan list.
import {
  cityInLanguage,
  HEALTH_GENDERS,
  HEALTH_MEMBERS,
  HEALTH_QUICK_CITIES,
  healthAgeOptions,
  isChildMember,
  MAX_CHILDREN,
  MEDICAL_CONDITIONS,
} from '@bimasetu/contract';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { localHref } from '~/lib/locale-paths';
import { useLocale, useWords } from '~/lib/words';
import { Button } from '~/ui/button';
import { ConsentFields } from '~/ui/consent-fields';
import { controlClass, Field, TextField } from '~/ui/field';
import { MobileField } from '~/ui/mobile-field';
import { SearchCombobox } from '~/ui/search-combobox';
import { QuoteFormPage } from '~/ui/quote-form-page';
import { ChoiceTile } from './choice-tile';
import { childCount, citySuggestions, nthOfKind } from './health-form-rules';
import { healthListLink } from './health-list-link';
import { useHealthQuoteForm } from './use-health-quote-form';

export interface HealthQuoteFormProps {
  line: 'health' | 'family-health';
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

/** "Add another son": shown for each kind of child already ticked, while fewer than four children are insured. */
function MoreChildren({
  chosen,
  count,
  onAdd,
}: {
  chosen: readonly string[];
  count: number;
  onAdd: (member: string) => void;
}) {
  const w = useWords('healthForm');
  const kinds = [...new Set(chosen)];
  if (kinds.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {count < MAX_CHILDREN ? (
        kinds.map((member) => (
          <button
            key={member}
            type="button"
            className="min-h-11 rounded-lg border border-brand-700 px-3 text-sm font-semibold text-brand-800"
            onClick={() => onAdd(member)}
          >
            {w.addChild(member)}
          </button>
        ))
      ) : (
        <p className="text-sm text-slate-700">{w.childrenLimit}</p>
      )}
    </div>
  );
}

export function HealthQuoteForm({ line, plansPath }: HealthQuoteFormProps) {
  const navigate = useNavigate();
  const w = useWords('healthForm');
  const locale = useLocale();
  const [attempt, setAttempt] = useState(0);
  const form = useHealthQuoteForm(
    line,
    (lead) => navigate(healthListLink(localHref(locale, plansPath), lead)),
    () => setAttempt((n) => n + 1),
  );
  const { values } = form;
  // The contract's messages in the page's language (their English text is their stable code); the one that names
  // a member is said again with the member's label.
  const messages = w.messages as Record<string, string>;
  const errors: Record<string, string | undefined> = Object.fromEntries(
    Object.entries(form.errors).map(([path, text]) => {
      const age = /^members\.(\d+)\.age$/.exec(path);
      const index = Number(age?.[1]);
      const member = age ? values.members[index]?.member : undefined;
      return [
        path,
        member !== undefined
          ? w.memberAge(member, nthOfKind(values.members, index))
          : text && (messages[text] ?? text),
      ];
    }),
  );
  const memberLabel = (member: string) => w.members[member] ?? member;
  const ageLabel = (option: string) =>
    option.replace(/(Days|Months|years|year)$/, (unit) => w.ageUnits[unit as keyof typeof w.ageUnits]);
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
      title={w.title[line]}
      intro={w.intro[line]}
      formRef={formRef}
      onSubmit={(event) => {
        event.preventDefault();
        form.submit();
      }}
    >
      <Section title={w.yourGender} errorId={`${line}-gender-error`}>
        <div className="flex gap-2">
          {HEALTH_GENDERS.map((gender) => (
            <ChoiceTile
              key={gender}
              type="radio"
              name="gender"
              checked={values.gender === gender}
              onChange={() => form.setGender(gender)}
            >
              {w.genders[gender]}
            </ChoiceTile>
          ))}
        </div>
      </Section>

      <Section title={w.whoToInsure} error={errors.members} errorId={`${line}-members-error`}>
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
              {memberLabel(member)}
            </ChoiceTile>
          ))}
        </div>
        {values.members.length > 0 ? (
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            {values.members.map(({ member, age }, index) => {
              const nth = nthOfKind(values.members, index);
              return (
                <div key={`${member}-${nth}`} className="flex items-end gap-2">
                  <Field
                    className="flex-1"
                    label={w.ageOf(member, nth)}
                    error={errors[`members.${index}.age`]}
                  >
                    {(control) => (
                      <select
                        {...control}
                        className={controlClass}
                        value={age}
                        onChange={(e) => form.setAge(index, e.target.value)}
                      >
                        <option value="">{w.selectAge}</option>
                        {healthAgeOptions(member).map((option) => (
                          <option key={option} value={option}>
                            {ageLabel(option)}
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                  {nth > 1 ? (
                    <button
                      type="button"
                      className="min-h-11 px-2 text-sm font-semibold text-brand-800 underline"
                      onClick={() => form.removeMemberAt(index)}
                    >
                      {w.removeChild(member, nth)}
                    </button>
                  ) : null}
                </div>
              );
            })}
          </div>
        ) : null}
        <MoreChildren
          chosen={values.members.map((m) => m.member).filter(isChildMember)}
          count={childCount(values.members)}
          onAdd={form.addChild}
        />
      </Section>

      <Section title={w.yourCity} error={errors.city} errorId={`${line}-city-error`}>
        <Field label={w.searchCity}>
          {(control) => (
            <SearchCombobox
              control={{ ...control, ...(errors.city ? { 'aria-invalid': true } : {}) }}
              query={form.cityQuery}
              onQueryChange={form.typeCity}
              suggestions={citySuggestions(form.cityQuery)}
              onPick={form.pickCity}
              noMatchText={w.noCity}
              placeholder={w.cityPlaceholder}
              labelOf={(city) => cityInLanguage(city, locale)}
            />
          )}
        </Field>
        <p className="text-sm text-slate-700">{w.popularCity}</p>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          {HEALTH_QUICK_CITIES.map((city) => (
            <ChoiceTile
              key={city}
              type="radio"
              name="quick-city"
              checked={values.city === city}
              onChange={() => form.pickCity(city)}
            >
              {cityInLanguage(city, locale)}
            </ChoiceTile>
          ))}
        </div>
      </Section>

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={w.fullName}
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
        title={w.conditionsTitle}
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
              {w.conditions[condition]}
            </ChoiceTile>
          ))}
        </div>
      </Section>

      <ConsentFields value={form.consent} onChange={form.setConsent} />
      <Button type="submit" variant="accent" size="lg">
        {w.submit[line]}
      </Button>
    </QuoteFormPage>
  );
}
