import type { ProfileRead } from '@bimasetu/contract';
import { Button } from '~/ui/button';

const rows: [keyof ProfileRead, string][] = [
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['mobile', 'Mobile number'],
  ['email', 'Email'],
  ['aadharno', 'Aadhaar number'],
  ['pancard', 'PAN'],
  ['nomineeName', 'Nominee name'],
  ['nomineeRelation', 'Nominee relation'],
  ['nomineeDob', 'Nominee date of birth'],
];

export function ProfileView({ profile, onEdit }: { profile: ProfileRead; onEdit: () => void }) {
  return (
    <div className="rounded-2xl bg-white p-6 shadow-sm">
      <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
        {rows.map(([key, label]) => (
          <div key={key}>
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="mt-0.5 font-medium break-words text-slate-900">
              {key === 'mobile' && profile.mobile ? `+91 ${profile.mobile}` : String(profile[key] || '—')}
            </dd>
          </div>
        ))}
      </dl>
      <Button className="mt-6" onClick={onEdit}>
        Edit
      </Button>
    </div>
  );
}
