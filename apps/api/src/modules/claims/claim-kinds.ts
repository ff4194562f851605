// Which claims a line carries is the contract's (after-sale/claims.ts), so the vault offers the same kinds.
export { claimKindsFor } from '@bimasetu/contract';

/** Names match as people write them: case, spaces and dots aside. */
export function sameName(a: string, b: string): boolean {
  const plain = (name: string) =>
    name
      .toLowerCase()
      .replace(/[\s.]+/g, ' ')
      .trim();
  return plain(a) === plain(b);
}
