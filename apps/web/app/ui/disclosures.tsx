// The deployment's regulatory disclosures (from the server's configuration), shared by the footer (which loads
// this module after the page is up) and the Privacy Policy and Grievance pages.
import type { DisclosureDetails } from '@bimasetu/contract';
import type { ReactNode } from 'react';
import { useDisclosures } from '~/lib/disclosures';
import { EmailLink, PhoneLink } from './contact-links';
import { disclosureWords as w } from './disclosure-words';

/** The words the grievance officer's line needs, so a translated page can say it in its own language. */
export interface OfficerWords {
  grievanceOfficer: string;
  phone: string;
  email: string;
  loading: string;
  failed: string;
  demo: string;
}
const englishOfficer: OfficerWords = { ...w, phone: 'Phone', email: 'email' };

/** Renders the configured details, the demo line, or a placeholder of the same height while they load. */
function WithDisclosures({
  children,
  words = w,
}: {
  children: (details: DisclosureDetails) => ReactNode;
  words?: Pick<OfficerWords, 'loading' | 'failed' | 'demo'>;
}) {
  const state = useDisclosures();
  if (state.status === 'loading')
    return (
      <p className="min-h-[4.5rem]" aria-busy="true">
        {words.loading}
      </p>
    );
  if (state.status === 'failed') return <p>{words.failed}</p>;
  const { details } = state.answer;
  if (!details)
    return (
      <p className="font-semibold" data-testid="demo-deployment">
        {words.demo}
      </p>
    );
  return <>{children(details)}</>;
}

/** Company, CIN, registered office, IRDAI registration, principal and grievance officers. */
export function RegistrationDetails() {
  return (
    <WithDisclosures>
      {(d) => (
        <dl className="grid gap-x-3 gap-y-1 sm:grid-cols-[auto_1fr]" data-testid="registration-details">
          <dt className="font-semibold">{w.company}</dt>
          <dd>
            {d.companyName} ({w.cin} {d.cin})
          </dd>
          <dt className="font-semibold">{w.registeredOffice}</dt>
          <dd>{d.registeredAddress}</dd>
          <dt className="font-semibold">{w.registration(d.irdaiCategory)}</dt>
          <dd>
            No. {d.irdaiRegNo}, {w.validTill} {d.irdaiValidTill}
          </dd>
          <dt className="font-semibold">{w.principalOfficer}</dt>
          <dd>{d.principalOfficer}</dd>
          <dt className="font-semibold">{w.grievanceOfficer}</dt>
          <dd>
            {d.grievanceOfficer.name}, <PhoneLink phone={d.grievanceOfficer.phone} />,{' '}
            <EmailLink email={d.grievanceOfficer.email} />
          </dd>
        </dl>
      )}
    </WithDisclosures>
  );
}

/** The grievance officer alone, for the Privacy Policy and the Grievance page (in their language). */
export function GrievanceOfficer({ words = englishOfficer }: { words?: OfficerWords }) {
  return (
    <WithDisclosures words={words}>
      {(d) => (
        <p data-testid="grievance-officer">
          {words.grievanceOfficer}: {d.grievanceOfficer.name}, {d.companyName}, {d.registeredAddress}.{' '}
          {words.phone} <PhoneLink phone={d.grievanceOfficer.phone} />, {words.email}{' '}
          <EmailLink email={d.grievanceOfficer.email} />.
        </p>
      )}
    </WithDisclosures>
  );
}
