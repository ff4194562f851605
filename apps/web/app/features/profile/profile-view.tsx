import type { ProfileRead } from '@bimasetu/contract';
import { useWords } from '~/lib/words';
import { Button } from '~/ui/button';
import type { ProfileValues } from './profile-rules';

const rows: (keyof ProfileRead & keyof ProfileValues)[] = [
  'firstName',
  'lastName',
  'mobile',
  'email',
  'aadharno',
  'pancard',
  'nomineeName',
  'nomineeRelation',
  'nomineeDob',
];

export function ProfileView({ profile, onEdit }: { profile: ProfileRead; onEdit: () => void }) {
  const words = useWords('profile');
  const shown = (key: (typeof rows)[number]) => {
    if (key === 'mobile' && profile.mobile) return `+91 ${profile.mobile}`;
    if (key === 'nomineeRelation' && profile.nomineeRelation)
      return words.relations[profile.nomineeRelation] ?? profile.nomineeRelation;
    return String(profile[key] || '—');
  };
  return (
    <div className="rounded-2xl bg-white p-6 shadow-sm">
      <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
        {rows.map((key) => (
          <div key={key}>
            <dt className="text-sm text-slate-600">{words.labels[key]}</dt>
            <dd className="mt-0.5 font-medium break-words text-slate-900">{shown(key)}</dd>
          </div>
        ))}
      </dl>
      <Button className="mt-6" onClick={onEdit}>
        {words.edit}
      </Button>
    </div>
  );
}
