// My claims: each claim with the insurer's live deadline, the rule it comes from, and every step so far.
import { useQuery } from '@tanstack/react-query';
import { useSession } from '~/lib/session';
import { useWords } from '~/lib/words';
import { LoginPrompt } from '~/ui/login-prompt';
import { Notice } from '~/ui/notice';
import { ClaimCard } from './claim-card';
import { myClaimsQuery, myServiceRequestsQuery } from './claims-api';
import { ServiceRequestCard } from './service-request-card';

function Claims({ mobile }: { mobile: string }) {
  const w = useWords('claims');
  const claims = useQuery(myClaimsQuery(mobile));
  if (claims.isPending) {
    return (
      <p role="status" className="min-h-24 text-slate-700">
        {w.loading}
      </p>
    );
  }
  if (claims.isError) return <Notice tone="error">{w.failed}</Notice>;
  if (claims.data.length === 0)
    return <p className="rounded-2xl bg-white p-5 text-slate-800 shadow-sm">{w.empty}</p>;
  return (
    <div className="flex flex-col gap-6">
      {claims.data.map((claim) => (
        <ClaimCard key={claim.id} claim={claim} />
      ))}
    </div>
  );
}

function ServiceRequests({ mobile }: { mobile: string }) {
  const w = useWords('claims');
  const requests = useQuery(myServiceRequestsQuery(mobile));
  if (!requests.data || requests.data.length === 0) return null;
  return (
    <section aria-labelledby="requests" className="flex flex-col gap-4">
      <h2 id="requests" className="text-2xl font-bold text-brand-900">
        {w.requestsHeading}
      </h2>
      {requests.data.map((request) => (
        <ServiceRequestCard key={request.id} request={request} />
      ))}
    </section>
  );
}

export function ClaimsScreen() {
  const w = useWords('claims');
  const { loggedIn, mobile } = useSession();
  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8">
      <header>
        <h1 className="text-3xl font-bold text-brand-900">{w.title}</h1>
        <p className="mt-2 text-slate-700">{w.intro}</p>
      </header>
      {loggedIn && mobile ? (
        <>
          <Claims mobile={mobile} />
          <ServiceRequests mobile={mobile} />
        </>
      ) : (
        <LoginPrompt text={w.loginPrompt} loginLabel={w.login} />
      )}
    </main>
  );
}
