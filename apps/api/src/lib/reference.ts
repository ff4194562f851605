import { randomBytes } from 'node:crypto';

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A short reference a customer can read out on a call: BS- and 8 unambiguous characters. */
export function newReference(): string {
  return `BS-${[...randomBytes(8)].map((b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join('')}`;
}
