import type { PolicyView } from '@bimasetu/contract';
import { describe, expect, it } from 'vitest';
import { groupByMember } from './vault-groups';

const policy = (id: number, members: PolicyView['members']) => ({ id, members }) as PolicyView;
const member = (name: string, relation: PolicyView['members'][number]['relation']) => ({
  name,
  relation,
  dob: null,
  memberId: '',
});

describe('groupByMember', () => {
  it('shows a family floater under each member and puts you first', () => {
    const groups = groupByMember([
      policy(2, [member('Rohan Verma', 'Spouse'), member('Asha Verma', 'Self')]),
      policy(1, [member('Asha Verma', 'Self')]),
    ]);
    expect(groups.map((g) => [g.name, g.policies.map((p) => p.policy.id)])).toEqual([
      ['Asha Verma', [2, 1]],
      ['Rohan Verma', [2]],
    ]);
  });

  it('treats the same name written in another case as the same person', () => {
    const groups = groupByMember([
      policy(1, [member('asha verma', 'Self')]),
      policy(2, [member('Asha Verma', 'Self')]),
    ]);
    expect(groups).toHaveLength(1);
  });
});
