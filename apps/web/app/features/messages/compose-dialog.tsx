import { useState } from 'react';
import { MESSAGE_MAX_LENGTH, messageMessages } from '@bimasetu/contract';
import { sayIn, useWords } from '~/lib/words';
import { Button } from '~/ui/button';
import { Dialog } from '~/ui/dialog';
import { CountedTextArea } from '~/ui/counted-text-area';
import { Field } from '~/ui/field';
import { Notice } from '~/ui/notice';
import { useSendMessage } from './messages-api';

export interface ComposeTarget {
  /** The received message being answered, or null for a new conversation. */
  parentId: number | null;
}

interface ComposeDialogProps {
  mobile: string;
  target: ComposeTarget | null;
  onClose: () => void;
  onSent: () => void;
}

/** Start a Conversation (or Reply): a textarea and Send. Empty text and failures are announced as alerts. */
export function ComposeDialog({ mobile, target, onClose, onSent }: ComposeDialogProps) {
  const words = useWords('messages');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSendMessage(mobile);
  const replying = target?.parentId != null;

  function close() {
    setText('');
    setProblem(null);
    onClose();
  }

  function submit() {
    if (!text.trim()) {
      setProblem(messageMessages.empty);
      return;
    }
    if (text.length > MESSAGE_MAX_LENGTH) {
      setProblem(messageMessages.tooLong);
      return;
    }
    setProblem(null);
    send.mutate(
      { text, parentId: target?.parentId ?? null },
      {
        onSuccess: () => {
          setText('');
          onSent();
        },
        onError: () => setProblem(messageMessages.sendFailed),
      },
    );
  }

  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={replying ? words.replyTitle : words.startConversation}
      description={words.composeHint}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {words.cancel}
          </Button>
          <Button busy={send.isPending} onClick={submit}>
            {words.send}
          </Button>
        </>
      }
    >
      <Field label={words.yourMessage}>
        {(control) => (
          <CountedTextArea
            control={control}
            max={MESSAGE_MAX_LENGTH}
            value={text}
            onChange={setText}
            className="min-h-32"
          />
        )}
      </Field>
      {problem ? (
        <Notice tone="error" className="mt-3">
          {sayIn(words.messages)(problem)}
        </Notice>
      ) : null}
    </Dialog>
  );
}
