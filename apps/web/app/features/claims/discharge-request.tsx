// "The hospital has asked for the final authorisation" on an authorised cashless claim: recorded once, it starts
// the insurer's final authorisation clock (the server offers it only while the claim's `next` allows it).
import type { ClaimView } from '@bimasetu/contract';
import { useWords } from '~/lib/words';
import { Button } from '~/ui/button';
import { Notice } from '~/ui/notice';
import { useRecordDischarge } from './claims-api';

export function DischargeRequest({ claim, mobile }: { claim: ClaimView; mobile: string }) {
  const w = useWords('claims');
  const record = useRecordDischarge(mobile);
  if (!claim.next.includes('discharge-requested')) return null;
  return (
    <div className="mt-3 flex flex-col gap-2 rounded-xl border border-brand-200 bg-brand-50 p-4">
      <p className="text-slate-800">{w.discharge.ask}</p>
      <div>
        <Button size="sm" disabled={record.isPending} onClick={() => record.mutate(claim.id)}>
          {record.isPending ? w.discharge.recording : w.discharge.record}
        </Button>
      </div>
      {record.isError ? <Notice tone="error">{w.discharge.failed}</Notice> : null}
    </div>
  );
}
