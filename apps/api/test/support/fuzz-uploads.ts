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
