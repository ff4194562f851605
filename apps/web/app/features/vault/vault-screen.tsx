// My policies: every policy the family holds, grouped by the member it covers, and the form to add one bought
// elsewhere. Day counts (free-look, renewal) come from the server, worked out on today's date in India.
import { useQuery } from '@tanstack/react-query';
import { useWords } from '~/lib/words';
import { AccountScreen, ListState } from '~/ui/account-screen';
import { AddPolicyForm } from './add-policy-form';
import { PolicyCard } from './policy-card';
import { myPoliciesQuery, useAskForHelp } from './vault-api';
import { groupByMember } from './vault-groups';

function Policies({ mobile }: { mobile: string }) {
  const w = useWords('vault');
  const policies = useQuery(myPoliciesQuery(mobile));
  const help = useAskForHelp(mobile);
  if (!policies.data?.length) return <ListState query={policies} words={w} />;
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
  return (
    <AccountScreen words={w}>
      {(mobile) => (
        <>
          <Policies mobile={mobile} />
          <section className="rounded-2xl bg-white p-5 shadow-sm">
            <AddPolicyForm mobile={mobile} />
          </section>
        </>
      )}
    </AccountScreen>
  );
}
