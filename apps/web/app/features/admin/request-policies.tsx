// The policies recorded on a request, each document downloadable (every download is audited by the server).
import type { PolicyView } from '@bimasetu/contract';
import { useState } from 'react';
import { formatRupees, isoToDdMmYyyy } from '~/lib/format';
import { Button } from '~/ui/button';
import { Notice } from '~/ui/notice';
import { adminErrorMessage } from './admin-api';
import { downloadAsAdviser } from './policies-api';

export function RequestPolicies({ policies }: { policies: PolicyView[] }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <ul className="flex flex-col gap-3">
      {policies.map((p) => (
        <li key={p.id} className="rounded-lg border border-slate-200 p-3 text-sm text-slate-800">
          <p className="font-semibold text-slate-900">
            {p.insurer} · {p.policyNumber}
          </p>
          <p>
            {p.premium === null ? '' : `${formatRupees(p.premium)} · `}
            {isoToDdMmYyyy(p.startDate ?? '')} to {isoToDdMmYyyy(p.endDate)} · {p.status}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            {p.documents.map((doc) => (
              <Button
                key={doc.id}
                variant="secondary"
                size="sm"
                onClick={() => {
                  setError(null);
                  downloadAsAdviser(p.id, doc.id, doc.fileName).catch((e: unknown) =>
                    setError(adminErrorMessage(e)),
                  );
                }}
              >
                Download {doc.kind} ({doc.fileName})
              </Button>
            ))}
          </div>
        </li>
      ))}
      {error ? <Notice tone="error">{error}</Notice> : null}
    </ul>
  );
}
