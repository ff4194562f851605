// One layout for the Privacy Policy, Terms of Use and Grievance Redressal: sections from the words file, with the
// live pieces (grievance officer, help lines, retention period) from the server's configuration.
import { useDisclosures } from '~/lib/disclosures';
import { EmailLink, HelpLine, PhoneLink } from '~/ui/contact-links';
import { GrievanceOfficer } from '~/ui/disclosures';
import { irdaiContacts, retentionWords, type LegalPageWords, type LegalSlot } from './legal-words';

function LeadRetention() {
  const state = useDisclosures();
  return (
    <p>
      {state.status === 'ready'
        ? retentionWords.leads(state.answer.leadRetentionDays)
        : retentionWords.loading}
    </p>
  );
}

function IrdaiContacts() {
  return (
    <ul className="list-disc space-y-1 pl-5">
      <li>
        {retentionWords.bimaBharosa}:{' '}
        <a href={irdaiContacts.bimaBharosaUrl} className="font-medium underline underline-offset-4">
          bimabharosa.irdai.gov.in
        </a>
      </li>
      <li>
        {retentionWords.irdaiCallCentre}: <PhoneLink phone={irdaiContacts.tollFree} /> or{' '}
        <PhoneLink phone={irdaiContacts.tollFreeAlt} />
      </li>
      <li>
        {retentionWords.irdaiEmail}: <EmailLink email={irdaiContacts.email} />
      </li>
    </ul>
  );
}

function Ombudsman() {
  return (
    <p>
      {retentionWords.ombudsman}{' '}
      <a href={irdaiContacts.ombudsmanUrl} className="font-medium underline underline-offset-4">
        cioins.co.in
      </a>
    </p>
  );
}

const slots: Record<LegalSlot, () => React.JSX.Element> = {
  grievanceOfficer: GrievanceOfficer,
  helpLine: () => <HelpLine />,
  leadRetention: LeadRetention,
  irdaiContacts: IrdaiContacts,
  ombudsman: Ombudsman,
};

export function LegalPage({ words }: { words: LegalPageWords }) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-900">{words.title}</h1>
      <p className="mt-1 text-sm text-slate-600">{words.updated}</p>
      <p className="mt-4 text-slate-800">{words.intro}</p>
      <div className="mt-6 flex flex-col gap-4">
        {words.sections.map((section) => {
          const Slot = section.slot ? slots[section.slot] : null;
          return (
            <section key={section.heading} className="rounded-2xl bg-white p-6 shadow-sm">
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
                {Slot ? <Slot /> : null}
              </div>
            </section>
          );
        })}
      </div>
    </main>
  );
}
