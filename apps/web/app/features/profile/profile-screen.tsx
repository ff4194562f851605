import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '~/lib/api-client';
import { profileMessages } from '@bimasetu/contract';
import { localHref } from '~/lib/locale-paths';
import { storeUserId, useSession } from '~/lib/session';
import { sayIn, useLocale, useWords } from '~/lib/words';
import { clearSignupPrefill, readSignupPrefill } from '~/lib/signup-prefill';
import { LoginPrompt } from '~/ui/login-prompt';
import { Notice } from '~/ui/notice';
import { profileQuery, saveProfile } from './profile-api';
import { ProfileForm } from './profile-form';
import { toSavePayload, valuesFrom, type ProfileValues } from './profile-rules';
import { ProfileView } from './profile-view';

function CustomerProfile({ mobile }: { mobile: string }) {
  const words = useWords('profile');
  const say = sayIn(words.messages);
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
      setNotice({ tone: 'success', text: say(answer.message) || words.saved });
    },
    // The original only logged save failures; the customer is told here (docs/spec-deviations.md).
    onError: (error) => {
      const detail = error instanceof ApiError && error.status === 400 ? error.serverMessage : null;
      setNotice({
        tone: 'error',
        text: detail
          ? `${say(profileMessages.saveFailed)} (${say(detail)})`
          : say(profileMessages.saveFailed),
      });
    },
  });

  if (profile.isPending)
    return (
      <p role="status" className="py-8 text-slate-700">
        {words.loading}
      </p>
    );
  if (profile.isError) return <Notice tone="error">{words.loadFailed}</Notice>;

  // §4: with no profile record, edit mode opens at once.
  const showForm = editing || !saved;
  return (
    <div className="flex flex-col gap-4">
      {!saved ? <Notice tone="info">{words.noProfile}</Notice> : null}
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
  const words = useWords('profile');
  const locale = useLocale();
  return (
    <main className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-900">{words.title}</h1>
      <p className="mb-6 text-slate-700">{words.intro}</p>
      {loggedIn && mobile ? (
        <CustomerProfile mobile={mobile} />
      ) : (
        <LoginPrompt text={words.loginPrompt} loginLabel={words.login} />
      )}
      {loggedIn ? (
        <p className="mt-6 text-slate-800">
          <Link
            to={localHref(locale, '/my-data')}
            className="font-semibold text-brand-800 underline underline-offset-4"
          >
            {words.myData}
          </Link>{' '}
          <span className="text-slate-700">{words.myDataHint}</span>
        </p>
      ) : null}
    </main>
  );
}
