// "Add documents" on an open claim: a file for each checklist item still needed, checked here (PDF, JPEG or PNG,
// up to the contract's size) and again by the server from the file's bytes, uploaded into the claim in one go.
import type { ClaimView } from '@bimasetu/contract';
import { useId, useState, type FormEvent } from 'react';
import { DOCUMENT_MAX_MB, documentFileProblem, documentRefusal } from '~/lib/claim-documents';
import { useWords } from '~/lib/words';
import { Button } from '~/ui/button';
import { DocumentFileField } from '~/ui/field';
import { Notice } from '~/ui/notice';
import { TitledForm } from '~/ui/titled-form';
import { useAddClaimDocuments } from './claims-api';

export function AddDocuments({ claim, mobile }: { claim: ClaimView; mobile: string }) {
  const w = useWords('claims');
  const panel = useId();
  const [open, setOpen] = useState(false);
  const [added, setAdded] = useState(false);
  const missing = claim.checklist.filter((entry) => !entry.uploaded).map((entry) => entry.item);
  // a decided or closed claim takes no more documents
  if (claim.next.length === 0) return null;
  if (missing.length === 0)
    return added ? (
      <Notice tone="success" className="mt-3">
        {w.addDocuments.added}
      </Notice>
    ) : null;
  return (
    <div className="mt-3 flex flex-col gap-3">
      <div>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={panel}
          onClick={() => setOpen((was) => !was)}
        >
          {open ? w.addDocuments.close : w.addDocuments.open}
        </Button>
      </div>
      <div id={panel} hidden={!open}>
        {open ? (
          <AddDocumentsForm
            claimId={claim.id}
            missing={missing}
            mobile={mobile}
            onAdded={() => setAdded(true)}
          />
        ) : null}
      </div>
    </div>
  );
}

function AddDocumentsForm({
  claimId,
  missing,
  mobile,
  onAdded,
}: {
  claimId: number;
  missing: string[];
  mobile: string;
  onAdded: () => void;
}) {
  const w = useWords('claims');
  const upload = useAddClaimDocuments(mobile);
  const [files, setFiles] = useState<Partial<Record<string, File>>>({});
  const [fileErrors, setFileErrors] = useState<Partial<Record<string, string>>>({});
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [formKey, setFormKey] = useState(0);
  const nameOf = (item: string) => w.document[item] ?? item;

  function choose(item: string, file: File | undefined) {
    setFiles((all) => ({ ...all, [item]: file }));
    const problem = file ? documentFileProblem(file) : null;
    setFileErrors((all) => ({
      ...all,
      [item]:
        problem === 'too-big'
          ? w.start.fileTooBig(nameOf(item), DOCUMENT_MAX_MB)
          : problem
            ? w.start.notADocument(nameOf(item))
            : undefined,
    }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(null);
    const chosen = Object.entries(files).filter(
      (entry): entry is [string, File] => entry[1] !== undefined && missing.includes(entry[0]),
    );
    if (chosen.length === 0) return setOutcome({ tone: 'error', text: w.addDocuments.chooseOne });
    if (chosen.some(([item]) => fileErrors[item])) return;
    upload.mutate(
      { id: claimId, files: chosen },
      {
        onSuccess: () => {
          setFiles({});
          setFormKey((k) => k + 1);
          setOutcome({ tone: 'success', text: w.addDocuments.added });
          onAdded();
        },
        onError: (error) =>
          setOutcome({ tone: 'error', text: w.addDocuments.refused[documentRefusal(error)] ?? '' }),
      },
    );
  }

  return (
    <TitledForm
      key={formKey}
      title={w.addDocuments.heading}
      className="rounded-xl border border-slate-200 p-4"
      onSubmit={submit}
      pending={upload.isPending}
      submit={w.addDocuments.submit}
      sending={w.addDocuments.sending}
    >
      <p className="text-sm text-slate-600">{w.addDocuments.hint(DOCUMENT_MAX_MB)}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {missing.map((item) => (
          <DocumentFileField
            key={item}
            label={nameOf(item)}
            picker={w.filePicker}
            error={fileErrors[item] ?? null}
            onFile={(file) => choose(item, file)}
          />
        ))}
      </div>
      {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
    </TitledForm>
  );
}
