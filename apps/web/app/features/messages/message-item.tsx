import type { UserMessage } from '@bimasetu/contract';
import { useId, useState } from 'react';
import { isoToDdMmYyyy } from '~/lib/format';
import { useWords } from '~/lib/words';
import { Button } from '~/ui/button';
import { isLongMessage, previewMessage } from './preview';

interface MessageItemProps {
  message: UserMessage;
  box: 'sent' | 'receive';
  deleting: boolean;
  onDelete: () => void;
  onReply?: () => void;
}

export function MessageItem({ message, box, deleting, onDelete, onReply }: MessageItemProps) {
  const words = useWords('messages');
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const long = isLongMessage(message.messageContent);
  const date = isoToDdMmYyyy(message.messageDate);
  const who = box === 'sent' ? words.toAdvisers : words.fromAdvisers;

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
        <span>
          {who} · <time dateTime={message.messageDate}>{date}</time>
        </span>
        {message.parentmessageid ? <span className="text-xs">{words.replyBadge}</span> : null}
      </div>
      <p id={textId} className="mt-2 break-words whitespace-pre-line text-slate-900">
        {expanded ? message.messageContent : previewMessage(message.messageContent)}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {long ? (
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={expanded}
            aria-controls={textId}
            onClick={() => setExpanded((e) => !e)}
          >
            {expanded ? words.showLess : words.viewFull}
          </Button>
        ) : null}
        {onReply ? (
          <Button variant="secondary" size="sm" onClick={onReply} aria-label={words.replyTo(date)}>
            {words.reply}
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          busy={deleting}
          onClick={onDelete}
          aria-label={words.deleteOf(date)}
          className="text-red-700 hover:bg-red-50"
        >
          {words.delete}
        </Button>
      </div>
    </li>
  );
}
