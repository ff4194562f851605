import type { UserMessage } from '@bimasetu/contract';
import { useId, useState } from 'react';
import { isoToDdMmYyyy } from '~/lib/format';
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
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const long = isLongMessage(message.messageContent);
  const date = isoToDdMmYyyy(message.messageDate);
  const who = box === 'sent' ? 'To our advisers' : 'From our advisers';

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
        <span>
          {who} · <time dateTime={message.messageDate}>{date}</time>
        </span>
        {message.parentmessageid ? <span className="text-xs">Reply</span> : null}
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
            {expanded ? 'Show less' : 'View full message'}
          </Button>
        ) : null}
        {onReply ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={onReply}
            aria-label={`Reply to the message of ${date}`}
          >
            Reply
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          busy={deleting}
          onClick={onDelete}
          aria-label={`Delete the message of ${date}`}
          className="text-red-700 hover:bg-red-50"
        >
          Delete
        </Button>
      </div>
    </li>
  );
}
