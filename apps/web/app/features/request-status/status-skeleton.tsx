// The shape of the list while the screen decides what to show: the same height whether the visitor sees the
// OTP step, the list or the empty message next, so nothing below it jumps (issue 15: no layout shift).
export const STATUS_BOX = 'min-h-[26rem]';

export function StatusSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" className={`${STATUS_BOX} flex flex-col gap-3`}>
      <span className="sr-only">{label}</span>
      {[0, 1, 2].map((row) => (
        <div key={row} aria-hidden="true" className="h-28 animate-pulse rounded-xl bg-slate-200/70" />
      ))}
    </div>
  );
}
