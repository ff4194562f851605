import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '~/lib/api-client';
import { profileMessages } from '@bimasetu/contract';
import { storeUserId, useSession } from '~/lib/session';
import { clearSignupPrefill, readSignupPrefill } from '~/lib/signup-prefill';
import { LoginPrompt } from '~/ui/login-prompt';
import { Notice } from '~/ui/notice';
import { profileQuery, saveProfile } from './profile-api';
import { ProfileForm } from './profile-form';
import { toSavePayload, valuesFrom, type ProfileValues } from './profile-rules';
import { ProfileView } from './profile-view';

const profileWords = {
  myData: 'My data and privacy',
  myDataHint: 'See and withdraw your consents, download your data or erase your account.',
};

function CustomerProfile({ mobile }: { mobile: string }) {
  const queryClient = useQueryClient();
  const profile = useQuery(profileQuery(mobile));
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const saved = profile.data ?? null;

  useEffect(() => {
    if (saved) storeUserId(saved.id);
  }, [saved]);

  const save = useMutation({
    mutationFn: (values: ProfileValues) => saveProfile(toSavePayload(values, saved?.id ?? null)),
    onSuccess: async (answer) => {
      clearSignupPrefill();
      await queryClient.invalidateQueries({ queryKey: profileQuery(mobile).queryKey });
      setEditing(false);
      setNotice({ tone: 'success', text: answer.message || 'Profile saved' });
    },
    // The original only logged save failures; the customer is told here (docs/spec-deviations.md).
    onError: (error) => {
      const detail = error instanceof ApiError && error.status === 400 ? error.serverMessage : null;
      setNotice({
        tone: 'error',
        text: detail ? `${profileMessages.saveFailed} (${detail})` : profileMessages.saveFailed,
      });
    },
  });

  if (profile.isPending)
    return (
      <p role="status" className="py-8 text-slate-700">
        Loading your profile…
      </p>
    );
  if (profile.isError) return <Notice tone="error">We could not load your profile. Please try again.</Notice>;

  // §4: with no profile record, edit mode opens at once.
  const showForm = editing || !saved;
  return (
    <div className="flex flex-col gap-4">
      {!saved ? (
        <Notice tone="info">You have not created a profile yet. Fill in your details and press Save.</Notice>
      ) : null}
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      {showForm ? (
        <ProfileForm
          key={saved ? `edit-${saved.id}` : 'new'}
          initial={valuesFrom(saved, mobile, saved ? null : readSignupPrefill(mobile))}
          saving={save.isPending}
          onCancel={
            saved
              ? () => {
                  setEditing(false);
                  setNotice(null);
                }
              : undefined
          }
          onSave={(values) => {
            setNotice(null);
            save.mutate(values);
          }}
        />
      ) : (
        <ProfileView
          profile={saved}
          onEdit={() => {
            setNotice(null);
            setEditing(true);
          }}
        />
      )}
    </div>
  );
}

export function ProfileScreen() {
  const { loggedIn, mobile } = useSession();
  return (
    <main className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-900">Profile</h1>
      <p className="mb-6 text-slate-700">
        Your details and your nominee, used to fill in applications faster.
      </p>
      {loggedIn && mobile ? <CustomerProfile mobile={mobile} /> : <LoginPrompt what="your profile" />}
      {loggedIn ? (
        <p className="mt-6 text-slate-800">
          <Link to="/my-data" className="font-semibold text-brand-800 underline underline-offset-4">
            {profileWords.myData}
          </Link>{' '}
          <span className="text-slate-700">{profileWords.myDataHint}</span>
        </p>
      ) : null}
    </main>
  );
}
