import type { ClaimKind, PolicyLine } from '@bimasetu/contract';

/** Which claims a policy's line can carry: health is cashless or reimbursement, motor is motor, life is death. */
export function claimKindsFor(line: string): ClaimKind[] {
  const kinds: Partial<Record<PolicyLine, ClaimKind[]>> = {
    health: ['cashless', 'reimbursement'],
    car: ['motor'],
    'two-wheeler': ['motor'],
    life: ['death'],
    term: ['death'],
  };
  return kinds[line as PolicyLine] ?? [];
}

/** Names match as people write them: case, spaces and dots aside. */
export function sameName(a: string, b: string): boolean {
  const plain = (name: string) =>
    name
      .toLowerCase()
      .replace(/[\s.]+/g, ' ')
      .trim();
  return plain(a) === plain(b);
}
