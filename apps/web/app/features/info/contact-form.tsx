import { useState, type FormEvent } from 'react';
import {
  CONTACT_ENQUIRY_TYPES,
  CONTACT_MESSAGE_MAX,
  CONTACT_NOTICE_MS,
  contactMessages,
} from '@bimasetu/contract';
import { siteConfig } from '~/lib/site-config';
import { useKeepTypedBeforeHydration } from '~/lib/typed-before-hydration';
import { sayIn, useWords } from '~/lib/words';
import { Button } from '~/ui/button';
import { EmailLink, PhoneLink } from '~/ui/contact-links';
import { CountedTextArea } from '~/ui/counted-text-area';
import { controlClass, Field, TextField } from '~/ui/field';
import { MobileField } from '~/ui/mobile-field';
import { Notice } from '~/ui/notice';
import { contactBasicError, contactLimitsError, type ContactValues } from './contact-rules';
import { useSendEnquiry } from './info-api';
import { useTimedNotice } from './use-timed-notice';

const empty: ContactValues = { name: '', phone: '', messageType: '', message: '' };

// zod and the ContactUs schema load when the form is first used (its first focus or submit), not on first paint
const loadSchema = () => import('./contact-schema');

export function ContactForm() {
  const w = useWords('contact');
  // A spec message in the page's language; a limit message the table does not know stays as the contract says.
  const say = sayIn(w.messages);
  const [values, setValues] = useState(empty);
  const { notice, show } = useTimedNotice(CONTACT_NOTICE_MS);
  const set = (patch: Partial<ContactValues>) => setValues((v) => ({ ...v, ...patch }));
  // what a visitor typed before this part hydrated (it hydrates late, inside the lazily loaded query provider)
  useKeepTypedBeforeHydration();
  const submit = useSendEnquiry({
    onSuccess: () => {
      setValues(empty);
      show({ tone: 'success', text: say(contactMessages.success) });
    },
    onError: () => show({ tone: 'error', text: say(contactMessages.failed) }),
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    // the spec's two messages at once; the limits once the schema is here
    const problem =
      contactBasicError(values) ?? contactLimitsError(values, (await loadSchema()).contactUsBody);
    if (problem) {
      show({ tone: 'error', text: say(problem) });
      // "Please fill in all fields.": the focus goes to the first one left empty, not left on the button
      const required = form.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
        '[aria-required="true"]',
      );
      Array.from(required)
        .find((control) => control.value.trim() === '')
        ?.focus();
    } else submit.mutate(values);
  }

  return (
    <main className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-[2fr_1fr]">
      <div>
        <h1 className="text-3xl font-bold text-brand-900">{w.title}</h1>
        <p className="mt-1 text-slate-700">{w.lead}</p>
        <form
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          onFocus={() => void loadSchema()}
          className="mt-6 flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm"
        >
          <TextField
            label={w.name}
            required
            autoComplete="name"
            value={values.name}
            onChange={(e) => set({ name: e.target.value })}
          />
          <MobileField
            label={w.phone}
            required
            value={values.phone}
            onChange={(e) => set({ phone: e.target.value })}
          />
          <Field label={w.enquiryType} required>
            {(control) => (
              <select
                {...control}
                value={values.messageType}
                onChange={(e) => set({ messageType: e.target.value })}
                className={controlClass}
              >
                <option value="">{w.chooseEnquiryType}</option>
                {CONTACT_ENQUIRY_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {w.enquiryTypes[type]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={w.message} required>
            {(control) => (
              <CountedTextArea
                control={control}
                max={CONTACT_MESSAGE_MAX}
                value={values.message}
                onChange={(message) => set({ message })}
              />
            )}
          </Field>
          {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
          <Button type="submit" size="lg" busy={submit.isPending} className="self-start">
            {w.submit}
          </Button>
        </form>
      </div>
      <aside aria-labelledby="reach-us" className="h-fit rounded-2xl bg-brand-50 p-6">
        <h2 id="reach-us" className="text-lg font-semibold text-brand-900">
          {w.otherWays}
        </h2>
        <dl className="mt-3 space-y-3 text-slate-800">
          <div>
            <dt className="text-sm text-slate-600">{w.tollFree}</dt>
            <dd>
              <PhoneLink phone={siteConfig.supportPhone} />
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{w.email}</dt>
            <dd>
              <EmailLink email={siteConfig.supportEmail} />
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{w.hours}</dt>
            <dd className="font-medium">{w.hoursValue}</dd>
          </div>
        </dl>
      </aside>
    </main>
  );
}
