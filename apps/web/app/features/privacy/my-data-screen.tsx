// My data and privacy: a logged-in customer's consents (each withdrawn with one button), a download of
// everything held about them, and erasing the account.
import type { ConsentItem } from '@bimasetu/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { isoToDdMmYyyy } from '~/lib/format';
import { localHref } from '~/lib/locale-paths';
import { clearSession, useSession } from '~/lib/session';
import { useLocale, useWords } from '~/lib/words';
import { Button, buttonClass } from '~/ui/button';
import { ConfirmDialog } from '~/ui/confirm-dialog';
import { LoginPrompt } from '~/ui/login-prompt';
import { Notice } from '~/ui/notice';
import { myConsentsQuery, useDownloadMyData, useEraseAccount, useWithdrawConsent } from './privacy-api';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

function ConsentRow({
  consent,
  busy,
  onWithdraw,
}: {
  consent: ConsentItem;
  busy: boolean;
  onWithdraw: () => void;
}) {
  const w = useWords('myData');
  // the recorded version's wording in the page's language (the consent box's own translation of that version);
  // the text as recorded where this build has none
  const texts = useWords('consent').texts as Partial<Record<string, string>>;
  const purpose = w.purpose[consent.purpose];
  const given = isoToDdMmYyyy(consent.givenAt);
  return (
    <li
      id={`consent-${consent.id}`}
      tabIndex={-1}
      className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4 outline-brand-700 focus:outline-2 sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="flex flex-col gap-1 text-sm text-slate-800">
        <h3 className="text-base font-semibold text-brand-900">{purpose}</h3>
        <p>
          {w.agreedTo}: “{texts[consent.textVersion] ?? consent.text}”{' '}
          <span className="text-slate-600">
            ({w.version} {consent.textVersion})
          </span>
        </p>
        <p className="text-slate-700">{w.given(given, consent.channel, consent.screen)}</p>
        {consent.leadReference ? (
          <p className="text-slate-700">{w.reference(consent.leadReference)}</p>
        ) : null}
        {consent.withdrawnAt ? (
          <p className="font-semibold text-slate-900">{w.withdrawnOn(isoToDdMmYyyy(consent.withdrawnAt))}</p>
        ) : null}
      </div>
      {consent.withdrawnAt ? null : (
        <Button
          variant="secondary"
          size="sm"
          busy={busy}
          aria-label={w.withdrawLabel(purpose, given)}
          onClick={onWithdraw}
          className="shrink-0 self-start"
        >
          {w.withdraw}
        </Button>
      )}
    </li>
  );
}

function Consents({ mobile }: { mobile: string }) {
  const w = useWords('myData');
  const consents = useQuery(myConsentsQuery(mobile));
  const withdraw = useWithdrawConsent(mobile);
  const [outcome, setOutcome] = useState<Outcome>(null);
  return (
    <section aria-labelledby="consents" className="rounded-2xl bg-white p-6 shadow-sm">
      <h2 id="consents" className="text-xl font-bold text-brand-900">
        {w.consentsHeading}
      </h2>
      <div className="mt-3 flex flex-col gap-3">
        {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
        {consents.isPending ? (
          <p role="status" className="min-h-12 text-slate-700">
            {w.consentsLoading}
          </p>
        ) : consents.isError ? (
          <Notice tone="error">{w.consentsFailed}</Notice>
        ) : consents.data.length === 0 ? (
          <p className="text-slate-700">{w.consentsEmpty}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {consents.data.map((consent) => (
              <ConsentRow
                key={consent.id}
                consent={consent}
                busy={withdraw.isPending && withdraw.variables === consent.id}
                onWithdraw={() => {
                  setOutcome(null);
                  withdraw.mutate(consent.id, {
                    onSuccess: () => {
                      setOutcome({ tone: 'success', text: w.withdrawn });
                      // its Withdraw button goes: the focus moves to the consent, not to the top of the page
                      document.getElementById(`consent-${consent.id}`)?.focus();
                    },
                    onError: () => setOutcome({ tone: 'error', text: w.withdrawFailed }),
                  });
                }}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function saveJson(data: unknown, fileName: string) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

function Download({ mobile }: { mobile: string }) {
  const w = useWords('myData');
  const download = useDownloadMyData();
  return (
    <section aria-labelledby="download" className="rounded-2xl bg-white p-6 shadow-sm">
      <h2 id="download" className="text-xl font-bold text-brand-900">
        {w.downloadHeading}
      </h2>
      <p className="mt-2 text-slate-800">{w.downloadText}</p>
      <div className="mt-4 flex flex-col items-start gap-3">
        <Button
          busy={download.isPending}
          onClick={() =>
            download.mutate(undefined, {
              onSuccess: (data) => saveJson(data, `bimasetu-my-data-${mobile}.json`),
            })
          }
        >
          {w.download}
        </Button>
        {download.isSuccess ? <Notice tone="success">{w.downloaded}</Notice> : null}
        {download.isError ? <Notice tone="error">{w.downloadFailed}</Notice> : null}
      </div>
    </section>
  );
}

function Erase({ onErased }: { onErased: () => void }) {
  const w = useWords('myData');
  const erase = useEraseAccount();
  const [asking, setAsking] = useState(false);
  return (
    <section aria-labelledby="erase" className="rounded-2xl border border-red-200 bg-white p-6 shadow-sm">
      <h2 id="erase" className="text-xl font-bold text-brand-900">
        {w.eraseHeading}
      </h2>
      <div className="mt-2 flex flex-col gap-2 text-slate-800">
        {w.eraseText.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
      <div className="mt-4 flex flex-col items-start gap-3">
        <Button variant="danger" onClick={() => setAsking(true)}>
          {w.erase}
        </Button>
        {erase.isError ? <Notice tone="error">{w.eraseFailed}</Notice> : null}
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={w.confirmTitle}
        description={w.confirmText}
        confirmLabel={w.confirm}
        confirmVariant="danger"
        busy={erase.isPending}
        onConfirm={() =>
          erase.mutate(undefined, {
            onSuccess: () => {
              setAsking(false);
              onErased();
            },
            onError: () => setAsking(false),
          })
        }
      />
    </section>
  );
}

export function MyDataScreen() {
  const { loggedIn, mobile } = useSession();
  const [erased, setErased] = useState(false);
  const w = useWords('myData');
  const locale = useLocale();
  return (
    <main className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-900">{w.title}</h1>
      <p className="mb-6 text-slate-700">{w.intro}</p>
      {erased ? (
        <div className="flex flex-col items-start gap-4">
          <Notice tone="success">{w.erased}</Notice>
          <Link to={localHref(locale, '/')} className={buttonClass('primary')}>
            {w.backHome}
          </Link>
        </div>
      ) : loggedIn && mobile ? (
        <div className="flex flex-col gap-6">
          <Consents mobile={mobile} />
          <Download mobile={mobile} />
          <Erase
            onErased={() => {
              setErased(true);
              clearSession('logout');
            }}
          />
        </div>
      ) : (
        <LoginPrompt text={w.loginPrompt} loginLabel={w.login} />
      )}
    </main>
  );
}
