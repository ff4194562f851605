// The adviser's reply: a message from "admin" to the customer, answering one of their messages (by default the
// latest), which the customer reads under Received Messages.
import { MESSAGE_MAX_LENGTH, replyBody } from '@bimasetu/contract';
import { useState, type FormEvent } from 'react';
import { fieldErrors } from '~/lib/form-errors';
import { Button } from '~/ui/button';
import { controlClass, Field } from '~/ui/field';
import { Notice } from '~/ui/notice';
import { adminErrorMessage } from './admin-api';

/** The reply's error in words, or null when it can be sent. */
export function replyError(text: string): string | null {
  if (!text.trim()) return 'Please write a reply.';
  const errors = fieldErrors(replyBody.safeParse({ messageContent: text }));
  return errors.messageContent ? `Reply ${errors.messageContent}` : null;
}

export function ReplyForm({
  replyingTo,
  onClearReplyingTo,
  onSend,
}: {
  /** The customer's message being answered, shortened; null means their latest. */
  replyingTo: string | null;
  onClearReplyingTo: () => void;
  onSend: (text: string) => Promise<unknown>;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [sending, setSending] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    const problem = replyError(text);
    setError(problem);
    if (problem) return;
    setSending(true);
    onSend(text.trim())
      .then(() => {
        setText('');
        setResult({ tone: 'success', text: 'Reply sent. The customer sees it in Received Messages.' });
      })
      .catch((failure: unknown) => setResult({ tone: 'error', text: adminErrorMessage(failure) }))
      .finally(() => setSending(false));
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3" aria-label="Reply">
      <p className="text-sm text-slate-700">
        {replyingTo ? (
          <>
            Replying to “{replyingTo}”{' '}
            <Button variant="ghost" size="sm" onClick={onClearReplyingTo}>
              Reply to the latest instead
            </Button>
          </>
        ) : (
          'Replying to the customer’s latest message.'
        )}
      </p>
      <Field label="Your reply" error={error} hint={`${text.length}/${MESSAGE_MAX_LENGTH} characters`}>
        {(control) => (
          <textarea
            {...control}
            rows={4}
            maxLength={MESSAGE_MAX_LENGTH}
            className={controlClass}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              if (error) setError(replyError(e.target.value));
            }}
          />
        )}
      </Field>
      {result ? <Notice tone={result.tone}>{result.text}</Notice> : null}
      <div>
        <Button type="submit" busy={sending}>
          Send reply
        </Button>
      </div>
    </form>
  );
}
