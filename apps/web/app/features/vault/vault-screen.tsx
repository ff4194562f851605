// My policies: every policy the family holds, grouped by the member it covers, and the form to add one bought
// elsewhere. Day counts (free-look, renewal) come from the server, worked out on today's date in India.
import { useQuery } from '@tanstack/react-query';
import { useSession } from '~/lib/session';
import { useWords } from '~/lib/words';
import { LoginPrompt } from '~/ui/login-prompt';
import { Notice } from '~/ui/notice';
import { AddPolicyForm } from './add-policy-form';
import { PolicyCard } from './policy-card';
import { myPoliciesQuery, useAskForHelp } from './vault-api';
import { groupByMember } from './vault-groups';

function Policies({ mobile }: { mobile: string }) {
  const w = useWords('vault');
  const policies = useQuery(myPoliciesQuery(mobile));
  const help = useAskForHelp(mobile);
  if (policies.isPending) {
    return (
      <p role="status" className="min-h-24 text-slate-700">
        {w.loading}
      </p>
    );
  }
  if (policies.isError) return <Notice tone="error">{w.failed}</Notice>;
  if (policies.data.length === 0)
    return <p className="rounded-2xl bg-white p-5 text-slate-800 shadow-sm">{w.empty}</p>;
  return (
    <div className="flex flex-col gap-8">
      {groupByMember(policies.data).map((group) => (
        <section key={group.key} aria-labelledby={`member-${group.key}`} className="flex flex-col gap-3">
          <h2 id={`member-${group.key}`} className="text-xl font-bold text-slate-900">
            {w.memberHeading(group.name, w.relation[group.relation])}
          </h2>
          {group.policies.map(({ policy, member }) => (
            <PolicyCard
              key={policy.id}
              policy={policy}
              member={member}
              onAskHelp={() => help.mutate(policy.id)}
            />
          ))}
        </section>
      ))}
    </div>
  );
}

export function VaultScreen() {
  const w = useWords('vault');
  const { loggedIn, mobile } = useSession();
  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8">
      <header>
        <h1 className="text-3xl font-bold text-brand-900">{w.title}</h1>
        <p className="mt-2 text-slate-700">{w.intro}</p>
      </header>
      {loggedIn && mobile ? (
        <>
          <Policies mobile={mobile} />
          <section className="rounded-2xl bg-white p-5 shadow-sm">
            <AddPolicyForm mobile={mobile} />
          </section>
        </>
      ) : (
        <LoginPrompt text={w.loginPrompt} loginLabel={w.login} />
      )}
    </main>
  );
}
