// One layout for the Privacy Policy, Terms of Use and Grievance Redressal, in the page's language: sections from the
// words, with the live pieces (grievance officer, help lines, retention period) from the server's configuration.
// A translated page says, in its language, that the English text is the one that applies, and links it.
import { Link, useLocation } from 'react-router';
import { useDisclosures } from '~/lib/disclosures';
import { pathIn } from '~/lib/locale-paths';
import { useLocale, useWords, type WordBook } from '~/lib/words';
import { siteConfig } from '~/lib/site-config';
import { EmailLink, PhoneLink } from '~/ui/contact-links';
import { GrievanceOfficer } from '~/ui/disclosures';
import {
  irdaiContacts,
  legalSlots,
  type LegalPageName,
  type LegalSection,
  type LegalSlot,
} from './legal-content';

type Words = WordBook['legal'];

function LeadRetention({ w }: { w: Words }) {
  const state = useDisclosures();
  return (
    <p>
      {state.status === 'ready' ? w.retention.leads(state.answer.leadRetentionDays) : w.retention.loading}
    </p>
  );
}

function IrdaiContacts({ w }: { w: Words }) {
  return (
    <ul className="list-disc space-y-1 pl-5">
      <li>
        {w.retention.bimaBharosa}:{' '}
        <a href={irdaiContacts.bimaBharosaUrl} className="font-medium underline underline-offset-4">
          bimabharosa.irdai.gov.in
        </a>
      </li>
      <li>
        {w.retention.irdaiCallCentre}: <PhoneLink phone={irdaiContacts.tollFree} /> {w.contacts.or}{' '}
        <PhoneLink phone={irdaiContacts.tollFreeAlt} />
      </li>
      <li>
        {w.retention.irdaiEmail}: <EmailLink email={irdaiContacts.email} />
      </li>
    </ul>
  );
}

/** The toll-free line and email with the hours, as the footer's help line says them, in the page's language. */
function LegalHelpLine({ w }: { w: Words }) {
  return (
    <p>
      {w.contacts.help}: <PhoneLink phone={siteConfig.supportPhone} /> ({w.contacts.tollFree},{' '}
      {w.contacts.hours}) · <EmailLink email={siteConfig.supportEmail} />
    </p>
  );
}

function Ombudsman({ w }: { w: Words }) {
  return (
    <p>
      {w.retention.ombudsman}{' '}
      <a href={irdaiContacts.ombudsmanUrl} className="font-medium underline underline-offset-4">
        cioins.co.in
      </a>
    </p>
  );
}

const slots: Record<LegalSlot, (props: { w: Words }) => React.JSX.Element> = {
  grievanceOfficer: () => <GrievanceOfficer />,
  helpLine: LegalHelpLine,
  leadRetention: LeadRetention,
  irdaiContacts: IrdaiContacts,
  ombudsman: Ombudsman,
};

/** On a translated page: this is a translation for reading, the English text applies, with a link to it. */
function TranslationNote({ w }: { w: Words }) {
  const { pathname } = useLocation();
  return (
    <p
      className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-4 text-slate-800"
      data-testid="binding-text-note"
    >
      {w.translation.note}{' '}
      <Link
        to={pathIn('en', pathname) ?? '/'}
        hrefLang="en-IN"
        className="font-medium text-brand-800 underline underline-offset-4"
      >
        {w.translation.link}
      </Link>
    </p>
  );
}

export function LegalPage({ page }: { page: LegalPageName }) {
  const w = useWords('legal');
  const locale = useLocale();
  const words = w[page];
  const pageSlots = legalSlots[page];
  // every language's words have each page's keys (typecheck); the order shown is the words' own
  const sections: [string, LegalSection][] = Object.entries(words.sections);
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-900">{words.title}</h1>
      <p className="mt-1 text-sm text-slate-600">{words.updated}</p>
      {locale === 'en' ? null : <TranslationNote w={w} />}
      <p className="mt-4 text-slate-800">{words.intro}</p>
      <div className="mt-6 flex flex-col gap-4">
        {sections.map(([key, section]) => {
          const slot = pageSlots[key];
          const Slot = slot ? slots[slot] : null;
          return (
            <section key={key} className="rounded-2xl bg-white p-6 shadow-sm">
              <h2 className="text-xl font-bold text-brand-900">{section.heading}</h2>
              <div className="mt-3 flex flex-col gap-3 leading-relaxed text-slate-800">
                {section.points ? (
                  <ul className="list-disc space-y-2 pl-5">
                    {section.points.map((point) => (
                      <li key={point}>{point}</li>
                    ))}
                  </ul>
                ) : null}
                {section.paragraphs?.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {Slot ? <Slot w={w} /> : null}
              </div>
            </section>
          );
        })}
      </div>
    </main>
  );
}
