import { DOCUMENT_MAX_BYTES, type DocumentContentType } from '@bimasetu/contract';

/** Why a file is refused, in words a customer can act on. */
export const documentRefusals = {
  empty: 'the file is empty',
  tooLarge: `must be at most ${DOCUMENT_MAX_BYTES / (1024 * 1024)} MB`,
  notAllowed: 'must be a PDF, JPEG or PNG file',
  truncatedPdf: 'the PDF is incomplete (it has no end marker); download it again and upload that copy',
} as const;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
/** A PDF ends with %%EOF, perhaps followed by line ends; writers may pad, so the last kilobyte is searched. */
const PDF_TAIL_BYTES = 1024;

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);

/**
 * What a file is, from its bytes alone: the name and the type a browser declares are never read. A PDF must also
 * be whole (end with %%EOF), so a half-finished download is caught at upload, not in a hospital.
 */
export function recogniseDocument(
  bytes: Uint8Array,
): { ok: true; contentType: DocumentContentType } | { ok: false; message: string } {
  if (bytes.length === 0) return { ok: false, message: documentRefusals.empty };
  if (bytes.length > DOCUMENT_MAX_BYTES) return { ok: false, message: documentRefusals.tooLarge };
  if (startsWith(bytes, PNG)) return { ok: true, contentType: 'image/png' };
  if (startsWith(bytes, JPEG)) return { ok: true, contentType: 'image/jpeg' };
  if (startsWith(bytes, PDF)) {
    const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - PDF_TAIL_BYTES))).toString('latin1');
    return tail.includes('%%EOF')
      ? { ok: true, contentType: 'application/pdf' }
      : { ok: false, message: documentRefusals.truncatedPdf };
  }
  return { ok: false, message: documentRefusals.notAllowed };
}

/**
 * The Content-Disposition of a download: saved under the uploaded name's safe letters with the extension its type
 * has. `filename` carries the ASCII letters only (every browser reads it); a name in another script also goes as
 * `filename*` (RFC 6266, UTF-8), which browsers prefer, so "पॉलिसी.pdf" is saved as that and not as "document.pdf".
 */
export function downloadDisposition(fileName: string, contentType: DocumentContentType): string {
  const extension = { 'application/pdf': '.pdf', 'image/jpeg': '.jpg', 'image/png': '.png' }[contentType];
  // a name all in printable ASCII (most) keeps the same letters in any script: no filename* to add
  const printable = !/[^\x20-\x7e]/.test(fileName);
  const name = printable ? fileName : fileName.normalize('NFC');
  const stem = (allowed: RegExp) =>
    name
      .replace(/\.[^.]*$/, '')
      .replace(allowed, '')
      .trim()
      .slice(0, 80);
  const ascii = `${stem(/[^A-Za-z0-9 _-]/g) || 'document'}${extension}`;
  const disposition = `attachment; filename="${ascii}"`;
  if (printable) return disposition;
  const anyScript = `${stem(/[^\p{L}\p{M}\p{N} _-]/gu) || 'document'}${extension}`;
  return anyScript === ascii
    ? disposition
    : `${disposition}; filename*=UTF-8''${encodeURIComponent(anyScript)}`;
}
