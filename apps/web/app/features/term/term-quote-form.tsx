// The term, NRI term and women term calculator (shopping spec §2 item 2): gender, name, date of birth, +91 mobile.
import { NAME_MAX_LENGTH, TERM_GENDERS, type LeadLine, type TermGenderCode } from '@bimasetu/contract';
import { localHref } from '~/lib/locale-paths';
import { sayIn, useLocale, useWords } from '~/lib/words';
import { useNavigate } from 'react-router';
import { Button } from '~/ui/button';
import { ConsentFields } from '~/ui/consent-fields';
import { TextField } from '~/ui/field';
import { MobileField } from '~/ui/mobile-field';
import { QuoteFormPage } from '~/ui/quote-form-page';
import { termPlansHref } from './term-person';
import { TobaccoQuestion } from './tobacco-question';
import { useTermQuoteForm } from './use-term-quote-form';

export interface TermQuoteFormProps {
  line: Extract<LeadLine, 'term' | 'nri-term' | 'women-term'>;
  defaultGender: TermGenderCode;
  plansPath: string;
}

export function TermQuoteForm({ line, defaultGender, plansPath }: TermQuoteFormProps) {
  const navigate = useNavigate();
  const w = useWords('termForm');
  const locale = useLocale();
  const form = useTermQuoteForm(line, defaultGender, (lead) =>
    navigate(termPlansHref(localHref(locale, plansPath), lead)),
  );
  const { values } = form;
  // The contract's messages in the page's language (their English text is their stable code).
  const say = sayIn(w.messages);
  const errors = {
    fullName: say(form.errors.fullName),
    dob: say(form.errors.dob),
    mobileNumber: say(form.errors.mobileNumber),
    tobacco: say(form.errors.tobacco),
  };

  return (
    <QuoteFormPage
      title={w.title[line]}
      intro={w.intro[line]}
      onSubmit={(event) => {
        event.preventDefault();
        form.submit();
      }}
    >
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">{w.gender}</legend>
        <div className="flex flex-wrap gap-2">
          {TERM_GENDERS.map(({ code }) => (
            <label
              key={code}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-4 text-sm has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:font-semibold has-focus-visible:outline-2 has-focus-visible:outline-brand-700"
            >
              <input
                type="radio"
                name="gender"
                value={code}
                className="size-4 accent-brand-700"
                checked={values.gender === code}
                onChange={() => form.setGender(code)}
              />
              {w.genders[code]}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={w.fullName}
        name="fullName"
        autoComplete="name"
        maxLength={NAME_MAX_LENGTH}
        value={values.fullName}
        onChange={(e) => form.setName(e.target.value)}
        error={errors.fullName}
        required
      />
      <TextField
        label={w.dob}
        name="dob"
        placeholder="DD/MM/YYYY"
        inputMode="numeric"
        maxLength={10}
        hint={w.dobHint}
        value={values.dob}
        onChange={(e) => form.setDob(e.target.value)}
        error={errors.dob}
        required
      />
      <MobileField
        name="mobileNumber"
        value={values.mobileNumber}
        onChange={(e) => form.setMobile(e.target.value)}
        error={errors.mobileNumber}
        required
      />
      <TobaccoQuestion words={w} value={values.tobacco} error={errors.tobacco} onChange={form.setTobacco} />
      <ConsentFields value={form.consent} onChange={form.setConsent} />
      <Button type="submit" variant="accent" size="lg">
        {w.submit}
      </Button>
    </QuoteFormPage>
  );
}
