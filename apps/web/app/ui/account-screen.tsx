// The frame of a logged-in customer's screen (My policies, My claims): its heading and intro, the login prompt for
// a visitor, and the loading, failed and empty states of the list it loads.
import type { ReactNode } from 'react';
import { useSession } from '~/lib/session';
import { LoginPrompt } from './login-prompt';
import { Notice } from './notice';

export interface AccountScreenWords {
  title: string;
  intro: string;
  loginPrompt: string;
  login: string;
}

export function AccountScreen({
  words,
  children,
}: {
  words: AccountScreenWords;
  /** The screen's body for the logged-in customer. */
  children: (mobile: string) => ReactNode;
}) {
  const { loggedIn, mobile } = useSession();
  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8">
      <header>
        <h1 className="text-3xl font-bold text-brand-900">{words.title}</h1>
        <p className="mt-2 text-slate-700">{words.intro}</p>
      </header>
      {loggedIn && mobile ? (
        children(mobile)
      ) : (
        <LoginPrompt text={words.loginPrompt} loginLabel={words.login} />
      )}
    </main>
  );
}

/**
 * What a list shows until it has something to show: its loading line, its failure, or its empty line; null once
 * there are items to list.
 */
export function ListState({
  query,
  words,
}: {
  query: { isPending: boolean; isError: boolean; data?: readonly unknown[] | undefined };
  words: { loading: string; failed: string; empty: string };
}): ReactNode {
  if (query.isPending) {
    return (
      <p role="status" className="min-h-24 text-slate-700">
        {words.loading}
      </p>
    );
  }
  if (query.isError) return <Notice tone="error">{words.failed}</Notice>;
  if (!query.data || query.data.length === 0)
    return <p className="rounded-2xl bg-white p-5 text-slate-800 shadow-sm">{words.empty}</p>;
  return null;
}
