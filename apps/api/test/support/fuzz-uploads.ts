// Multipart bodies for the vault's upload routes: hostile details beside files whose bytes start like a PDF, a
// JPEG or a PNG or like nothing at all, whole or cut short, sent under fair and unfair field names and file names.
import fc from 'fast-check';

const SIGNATURES = [
  Buffer.from('%PDF-1.7\n'),
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('<html><script>alert(1)</script>'),
  Buffer.from('MZ'),
  Buffer.alloc(0),
];

const fileBytes = fc
  .tuple(
    fc.constantFrom(...SIGNATURES),
    fc.uint8Array({ maxLength: 2048 }),
    fc.constantFrom('', '\n%%EOF\n', '%%EOF'),
  )
  .map(([head, body, tail]) => Buffer.concat([head, Buffer.from(body), Buffer.from(tail)]));

const fieldName = fc.constantFrom('policy', 'photo', 'e-card', 'other', 'file', 'evil name', '__proto__', '');
const fileName = fc.oneof(
  fc.constantFrom(
    'policy.pdf',
    'card.png',
    '../../etc/passwd',
    'a\u0000b.pdf',
    'पॉलिसी.pdf',
    'x'.repeat(300),
  ),
  fc.string({ maxLength: 40 }),
);

const validDetails = {
  insurer: 'Care Health',
  line: 'health',
  policyNumber: 'CH-1',
  endDate: '2027-01-31',
  startDate: '2026-02-01',
  documentReceivedOn: '2026-02-02',
  sumInsured: 500000,
  premium: 9000,
  premiumFrequency: 'Yearly',
  members: [{ name: 'Meera Iyer', relation: 'Self' }],
};

const details = fc.oneof(
  fc.constant(JSON.stringify(validDetails)),
  fc
    .record({ key: fc.constantFrom(...Object.keys(validDetails)), value: fc.jsonValue() })
    .map(({ key, value }) => JSON.stringify({ ...validDetails, [key]: value })),
  fc.string({ maxLength: 200 }),
  fc.constant('{"members":' + '['.repeat(5000)),
);

export interface FuzzUpload {
  details: string | undefined;
  files: { field: string; name: string; bytes: Buffer }[];
}

export const uploadBodies: fc.Arbitrary<FuzzUpload> = fc.record({
  details: fc.option(details, { nil: undefined }),
  files: fc.array(fc.record({ field: fieldName, name: fileName, bytes: fileBytes }), { maxLength: 10 }),
});

export function formOf(upload: FuzzUpload): FormData {
  const form = new FormData();
  if (upload.details !== undefined) form.append('policy', upload.details);
  for (const file of upload.files) form.append(file.field, new Blob([file.bytes]), file.name);
  return form;
}

/**
 * Hostile files a claim's document upload must refuse, each under a field the claim's checklist asks for, with the
 * words of the refusal expected (documentRefusals in modules/policies/document-bytes.ts).
 */
export function hostileClaimFiles(field: string, maxBytes: number) {
  const pdf = (body: string) => Buffer.from(`%PDF-1.7\n${body}\n%%EOF\n`);
  return [
    {
      what: 'HTML with a script named .pdf',
      file: { field, name: 'bill.pdf', bytes: Buffer.from('<html><script>alert(1)</script></html>') },
      refusal: 'must be a PDF, JPEG or PNG file',
    },
    {
      what: 'an executable named .pdf',
      file: { field, name: 'bill.pdf', bytes: Buffer.from('MZ\x90\x00') },
      refusal: 'must be a PDF, JPEG or PNG file',
    },
    {
      what: 'a PDF over the size limit',
      file: { field, name: 'big.pdf', bytes: Buffer.concat([pdf(''), Buffer.alloc(maxBytes)]) },
      refusal: 'MB',
    },
    { what: 'an empty file', file: { field, name: 'empty.pdf', bytes: Buffer.alloc(0) }, refusal: 'empty' },
    {
      what: 'a PDF cut short',
      file: { field, name: 'cut.pdf', bytes: pdf('1 0 obj').subarray(0, 14) },
      refusal: 'incomplete',
    },
  ];
}
