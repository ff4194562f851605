import type { UserMessage } from '@bimasetu/contract';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { useWords } from '~/lib/words';
import { Button } from '~/ui/button';
import { MessageItem } from './message-item';
import type { MessageBox } from './messages-api';

interface MessageSectionProps {
  box: MessageBox;
  title: string;
  open: boolean;
  onToggle: () => void;
  messages: UserMessage[] | undefined;
  status: ReactNode;
  deletingId: number | null;
  onDelete: (id: number) => void;
  onClearAll: () => void;
  onReply?: (id: number) => void;
}

/** One accordion (Sent or Received): a header button, Clear All, and the messages once fetched. */
export function MessageSection(props: MessageSectionProps) {
  const { box, title, open, onToggle, messages, status, deletingId, onDelete, onClearAll, onReply } = props;
  const panelId = `messages-${box}`;
  const words = useWords('messages');
  return (
    <section className="rounded-2xl border border-slate-200 bg-slate-50">
      <h2>
        <button
          type="button"
          id={`${panelId}-toggle`}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-center justify-between gap-2 rounded-2xl px-5 py-4 text-left text-lg font-semibold text-brand-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {title}
          {messages && open ? (
            <span className="ml-auto text-sm font-normal text-slate-600">{messages.length}</span>
          ) : null}
          <ChevronDown
            aria-hidden="true"
            className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="px-5 pb-5">
        {status}
        {messages ? (
          <>
            <div className="flex justify-end">
              <Button
                variant="ghost"
                size="sm"
                disabled={messages.length === 0}
                onClick={onClearAll}
                className="text-red-700 hover:bg-red-50"
              >
                {words.clearAll}
              </Button>
            </div>
            {messages.length === 0 ? (
              <p className="py-4 text-slate-700">{box === 'sent' ? words.noneSent : words.noneReceived}</p>
            ) : (
              <ul className="mt-2 flex flex-col gap-3">
                {messages.map((message) => (
                  <MessageItem
                    key={message.id}
                    message={message}
                    box={box}
                    deleting={deletingId === message.id}
                    onDelete={() => onDelete(message.id)}
                    onReply={onReply ? () => onReply(message.id) : undefined}
                  />
                ))}
              </ul>
            )}
          </>
        ) : null}
      </div>
    </section>
  );
}
