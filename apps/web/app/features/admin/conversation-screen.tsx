// /admin/messages/:mobile: the whole conversation, oldest first, and the reply form. Opening it marks the
// customer's messages read.
import { ADMIN_RECIPIENT } from '@bimasetu/contract';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '~/ui/button';
import { formatDateTime, formatMobile } from './admin-format';
import { AdminPage, LoadState } from './admin-page';
import { useConversation, useReply, type ConversationMessage } from './messages-api';
import { ReplyForm } from './reply-form';

const PREVIEW_LENGTH = 60;

function preview(text: string): string {
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH)}…` : text;
}

function MessageBubble({
  message,
  onReplyTo,
}: {
  message: ConversationMessage;
  onReplyTo: (message: ConversationMessage) => void;
}) {
  const fromAdviser = message.fromMobile === ADMIN_RECIPIENT;
  return (
    <li className={`flex ${fromAdviser ? 'justify-end' : 'justify-start'}`}>
      <article
        className={`max-w-[85%] rounded-xl px-4 py-3 shadow-sm ${fromAdviser ? 'bg-brand-50 text-slate-900' : 'bg-white text-slate-900'}`}
      >
        <h3 className="text-sm font-semibold text-slate-800">
          {fromAdviser ? 'Adviser' : 'Customer'}
          <span className="font-normal text-slate-600"> · {formatDateTime(message.messageDate)}</span>
          {!fromAdviser && message.status === 'new' ? (
            <span className="ml-2 rounded-full bg-amber-100 px-2 text-xs text-amber-900">new</span>
          ) : null}
        </h3>
        <p className="mt-1 break-words whitespace-pre-wrap">{message.messageContent}</p>
        {!fromAdviser ? (
          <Button variant="ghost" size="sm" className="mt-1 -ml-3" onClick={() => onReplyTo(message)}>
            Reply to this message
          </Button>
        ) : null}
      </article>
    </li>
  );
}

export function ConversationScreen() {
  const mobile = useParams().mobile ?? '';
  const conversation = useConversation(mobile);
  const reply = useReply(mobile);
  const [replyingTo, setReplyingTo] = useState<ConversationMessage | null>(null);

  return (
    <AdminPage
      title={`Conversation with ${formatMobile(mobile)}`}
      actions={
        <Link
          to="/admin/messages"
          className="inline-flex items-center gap-1 font-semibold text-brand-800 underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> All conversations
        </Link>
      }
    >
      <LoadState loading={conversation.isPending} error={conversation.error} what="conversation" />
      {conversation.data ? (
        <div className="grid items-start gap-5 lg:grid-cols-[1fr_24rem]">
          <section aria-labelledby="thread-title" className="rounded-xl bg-slate-100 p-3">
            <h2 id="thread-title" className="sr-only">
              Messages, oldest first
            </h2>
            <ol className="flex flex-col gap-3">
              {conversation.data.messages.map((message) => (
                <MessageBubble
                  key={message.id}
                  message={message}
                  onReplyTo={(m) => {
                    setReplyingTo(m);
                    document.getElementById('reply-box')?.querySelector('textarea')?.focus();
                  }}
                />
              ))}
            </ol>
          </section>
          <section id="reply-box" aria-labelledby="reply-title" className="rounded-xl bg-white p-4 shadow-sm">
            <h2 id="reply-title" className="mb-2 text-lg font-semibold text-slate-900">
              Reply
            </h2>
            <ReplyForm
              replyingTo={replyingTo ? preview(replyingTo.messageContent) : null}
              onClearReplyingTo={() => setReplyingTo(null)}
              onSend={(messageContent) =>
                reply
                  .mutateAsync({ messageContent, parentmessageid: replyingTo?.id ?? null })
                  .then(() => setReplyingTo(null))
              }
            />
          </section>
        </div>
      ) : null}
    </AdminPage>
  );
}
