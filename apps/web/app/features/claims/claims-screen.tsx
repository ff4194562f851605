// My claims: each claim with the insurer's live deadline, the rule it comes from, and every step so far.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { alreadyOpenOf } from '~/lib/claim-landing';
import { useWords } from '~/lib/words';
import { AccountScreen, ListState } from '~/ui/account-screen';
import { ClaimCard } from './claim-card';
import { myClaimsQuery, myServiceRequestsQuery } from './claims-api';
import { NomineeClaimForm } from './nominee-claim-form';
import { ServiceRequestCard } from './service-request-card';

/**
 * Arriving from a form at #claim-12 or #request-7: once the list is in, the card is scrolled to and focused, so a
 * screen reader starts there too.
 */
function useLandOnHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const card = document.getElementById(hash.slice(1))?.closest('article');
    card?.scrollIntoView({ block: 'start' });
    card?.focus({ preventScroll: true });
  }, [ready, hash]);
}

function Claims({ mobile }: { mobile: string }) {
  const w = useWords('claims');
  const claims = useQuery(myClaimsQuery(mobile));
  useLandOnHash(claims.isSuccess);
  // arriving from Start a claim with the same claim already open: that claim's card says nothing was sent again
  const alreadyOpen = alreadyOpenOf(useLocation().state);
  if (!claims.data?.length) return <ListState query={claims} words={w} />;
  return (
    <div className="flex flex-col gap-6">
      {claims.data.map((claim) => (
        <ClaimCard
          key={claim.id}
          claim={claim}
          mobile={mobile}
          notice={
            alreadyOpen?.claimId === claim.id ? w.start.alreadyOpen(alreadyOpen.documentsChosen) : undefined
          }
        />
      ))}
    </div>
  );
}

function ServiceRequests({ mobile }: { mobile: string }) {
  const w = useWords('claims');
  const requests = useQuery(myServiceRequestsQuery(mobile));
  useLandOnHash(requests.isSuccess);
  if (!requests.data || requests.data.length === 0) return null;
  return (
    <section aria-labelledby="requests" className="flex flex-col gap-4">
      <h2 id="requests" className="text-2xl font-bold text-brand-900">
        {w.requestsHeading}
      </h2>
      {requests.data.map((request) => (
        <ServiceRequestCard key={request.id} request={request} mobile={mobile} />
      ))}
    </section>
  );
}

export function ClaimsScreen() {
  const w = useWords('claims');
  const navigate = useNavigate();
  return (
    <AccountScreen words={w}>
      {(mobile) => (
        <>
          <Claims mobile={mobile} />
          <ServiceRequests mobile={mobile} />
          <NomineeClaimForm mobile={mobile} onStarted={(id) => void navigate(`#claim-${id}`)} />
        </>
      )}
    </AccountScreen>
  );
}
