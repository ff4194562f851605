import { useQuery } from '@tanstack/react-query';
import { MessageSquarePlus } from 'lucide-react';
import { useState } from 'react';
import { apiMessages, confirmMessages, messageMessages } from '@bimasetu/contract';
import { useSession } from '~/lib/session';
import { sayIn, useWords } from '~/lib/words';
import { Button } from '~/ui/button';
import { ConfirmDialog } from '~/ui/confirm-dialog';
import { LoginPrompt } from '~/ui/login-prompt';
import { Notice } from '~/ui/notice';
import { ComposeDialog, type ComposeTarget } from './compose-dialog';
import { MessageSection } from './message-section';
import {
  fetchMessages,
  messagesKey,
  useDeleteAllMessages,
  useDeleteMessage,
  type MessageBox,
} from './messages-api';

function MessagesForCustomer({ mobile }: { mobile: string }) {
  const words = useWords('messages');
  const say = sayIn(words.messages);
  const [openBox, setOpenBox] = useState<MessageBox | null>(null);
  const [compose, setCompose] = useState<ComposeTarget | null>(null);
  const [clearBox, setClearBox] = useState<MessageBox | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  // §4: opening an accordion fetches the lists.
  const list = useQuery({
    queryKey: messagesKey(mobile),
    queryFn: ({ signal }) => fetchMessages(signal),
    enabled: openBox !== null,
    staleTime: 0,
  });
  const deleteOne = useDeleteMessage(mobile);
  const deleteAll = useDeleteAllMessages(mobile);

  const failed = () => setNotice({ tone: 'error', text: say(messageMessages.deleteFailed) });
  const status =
    list.isFetching && !list.data ? (
      <p role="status" className="py-3 text-slate-700">
        {words.loading}
      </p>
    ) : list.isError ? (
      <Notice tone="error">{words.loadFailed}</Notice>
    ) : null;

  function toggle(box: MessageBox) {
    setOpenBox((current) => (current === box ? null : box));
    if (openBox !== box) void list.refetch();
  }

  return (
    <>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button onClick={() => setCompose({ parentId: null })}>
          <MessageSquarePlus aria-hidden="true" className="size-5" />
          {words.startConversation}
        </Button>
      </div>
      {notice ? (
        <Notice tone={notice.tone} className="mt-4">
          {notice.text}
        </Notice>
      ) : null}
      <div className="mt-6 flex flex-col gap-4">
        {(['sent', 'receive'] as const).map((box) => (
          <MessageSection
            key={box}
            box={box}
            title={box === 'sent' ? words.sentTitle : words.receivedTitle}
            open={openBox === box}
            onToggle={() => toggle(box)}
            messages={box === 'sent' ? list.data?.userSentMessageList : list.data?.userReceivedMessageList}
            status={openBox === box ? status : null}
            deletingId={deleteOne.isPending ? (deleteOne.variables ?? null) : null}
            onDelete={(id) => {
              setNotice(null);
              deleteOne.mutate(id, { onError: failed });
            }}
            onClearAll={() => setClearBox(box)}
            onReply={box === 'receive' ? (id) => setCompose({ parentId: id }) : undefined}
          />
        ))}
      </div>
      <ComposeDialog
        mobile={mobile}
        target={compose}
        onClose={() => setCompose(null)}
        onSent={() => {
          setCompose(null);
          setNotice({ tone: 'success', text: say(apiMessages.messageSent) });
          setOpenBox('sent');
        }}
      />
      <ConfirmDialog
        open={clearBox !== null}
        onOpenChange={(open) => (open ? undefined : setClearBox(null))}
        title={say(confirmMessages.deleteTitle)}
        description={words.clearAllText(clearBox ?? 'sent')}
        cancelLabel={say(confirmMessages.deleteCancel)}
        confirmLabel={say(confirmMessages.deleteConfirm)}
        confirmVariant="danger"
        busy={deleteAll.isPending}
        onConfirm={() => {
          if (!clearBox) return;
          setNotice(null);
          const box = clearBox;
          deleteAll.mutate(box, {
            onError: failed,
            onSettled: () => setClearBox(null),
            // Clear All is disabled once the box is empty, so the focus it would get back goes to the box's own
            // heading button instead of the top of the page (after the dialog has closed)
            onSuccess: () => setTimeout(() => document.getElementById(`messages-${box}-toggle`)?.focus(), 0),
          });
        }}
      />
    </>
  );
}

export function MessagesScreen() {
  const { loggedIn, mobile } = useSession();
  const words = useWords('messages');
  return (
    <main className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-900">{words.title}</h1>
      <p className="mt-1 text-slate-700">{words.intro}</p>
      {loggedIn && mobile ? (
        <MessagesForCustomer mobile={mobile} />
      ) : (
        <div className="mt-6">
          <LoginPrompt text={words.loginPrompt} loginLabel={words.login} />
        </div>
      )}
    </main>
  );
}
