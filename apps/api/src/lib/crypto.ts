import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hash,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';

/** AES-256-GCM; the stored text is iv.tag.ciphertext in base64url. */
export function encryptText(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

export function decryptText(key: Buffer, stored: string): string {
  const [iv, tag, body] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) throw new Error('Malformed encrypted value');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}

/** "XXXXXXXX1234": only the last four digits ever leave the server. */
export function maskAadhaar(aadhaar: string): string {
  return aadhaar ? `${'X'.repeat(Math.max(0, aadhaar.length - 4))}${aadhaar.slice(-4)}` : '';
}

/** One-shot (crypto.hash): a third of createHash's cost, and every signed-in call hashes its token. */
export function sha256(text: string): string {
  return hash('sha256', text, 'hex');
}

/** A keyed hash, so a leaked table of 4-digit codes cannot be reversed by trying all 10,000. */
export function hashOtp(secret: string, mobile: string, code: string): string {
  return createHmac('sha256', secret).update(`${mobile}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface Randomness {
  otpCode(): string;
  token(): string;
}

export const cryptoRandomness: Randomness = {
  otpCode: () => String(randomInt(0, 10_000)).padStart(4, '0'),
  token: () => randomBytes(32).toString('base64url'),
};
