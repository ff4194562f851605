// The deployment's regulatory disclosures (from the server's configuration), shared by the footer (which loads
// this module after the page is up) and the Privacy Policy and Grievance pages.
import type { DisclosureDetails } from '@bimasetu/contract';
import type { ReactNode } from 'react';
import { useDisclosures } from '~/lib/disclosures';
import { EmailLink, PhoneLink } from './contact-links';
import { useWords } from '~/lib/words';

/** Renders the configured details, the demo line, or a placeholder of the same height while they load. */
function WithDisclosures({ children }: { children: (details: DisclosureDetails) => ReactNode }) {
  const state = useDisclosures();
  const w = { ...useWords('layout').footer, ...useWords('disclosureDetail') };
  if (state.status === 'loading')
    return (
      <p className="min-h-[4.5rem]" aria-busy="true">
        {w.detailsLoading}
      </p>
    );
  if (state.status === 'failed') return <p>{w.detailsFailed}</p>;
  const { details } = state.answer;
  if (!details)
    return (
      <p className="font-semibold" data-testid="demo-deployment">
        {w.demo}
      </p>
    );
  return <>{children(details)}</>;
}

/** Company, CIN, registered office, IRDAI registration, principal and grievance officers. */
export function RegistrationDetails() {
  const w = useWords('disclosureDetail');
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
            {w.regNo} {d.irdaiRegNo}, {w.validTill} {d.irdaiValidTill}
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

/** The grievance officer alone, for the Privacy Policy and the Grievance page. */
export function GrievanceOfficer() {
  const w = useWords('disclosureDetail');
  return (
    <WithDisclosures>
      {(d) => (
        <p data-testid="grievance-officer">
          {w.grievanceOfficer}: {d.grievanceOfficer.name}, {d.companyName}, {d.registeredAddress}. {w.phone}{' '}
          <PhoneLink phone={d.grievanceOfficer.phone} />, {w.email}{' '}
          <EmailLink email={d.grievanceOfficer.email} />.
        </p>
      )}
    </WithDisclosures>
  );
}

/** Who sees a visitor's details, and that we are not an insurer: the footer's line under the solicitation. */
export function DataUse() {
  const w = useWords('disclosureDetail');
  return (
    <p>
      {w.recipients} {w.notInsurer}
    </p>
  );
}
