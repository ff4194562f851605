import type { TestApp } from './test-app.ts';

/** A small but whole PDF: header, one empty page, and the end marker. */
export const samplePdf = (label = 'policy') =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n` +
      `% ${label}\ntrailer <</Root 1 0 R>>\n%%EOF\n`,
    'latin1',
  );
export const samplePng = () =>
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('IHDR e-card bytes'),
  ]);
export const sampleJpeg = () =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    Buffer.from('JFIF photo'),
    Buffer.from([0xff, 0xd9]),
  ]);

export interface FilePart {
  field: string;
  name: string;
  bytes: Buffer;
  type?: string;
}

/** A multipart upload over a real socket, the way a browser's FormData sends it. */
export async function upload(
  test: Pick<TestApp, 'url'>,
  path: string,
  options: { token?: string; details?: unknown; files?: FilePart[] },
): Promise<{ status: number; body: Record<string, unknown> & { message?: string } }> {
  const form = new FormData();
  if (options.details !== undefined) form.append('policy', JSON.stringify(options.details));
  for (const file of options.files ?? []) {
    form.append(file.field, new Blob([file.bytes], { type: file.type ?? 'application/pdf' }), file.name);
  }
  const response = await fetch(`${test.url}${path}`, {
    method: 'POST',
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** A document's bytes and headers, as the browser's download gets them. */
export async function download(test: Pick<TestApp, 'url'>, path: string, token?: string) {
  const response = await fetch(`${test.url}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

/** What an adviser records for Asha's family floater issued from her request. */
export const issuedHealthPolicy = {
  insurer: 'Star Health',
  line: 'health',
  planName: 'Family Health Optima',
  policyNumber: 'P/211200/01/2026/004512',
  startDate: '2026-06-01',
  endDate: '2027-05-31',
  documentReceivedOn: '2026-06-01',
  sumInsured: 1_000_000,
  premium: 24_780,
  premiumFrequency: 'Yearly',
  members: [
    { name: 'Asha Verma', relation: 'Self', dob: '1990-03-12', memberId: 'STAR-88120-01' },
    { name: 'Rohan Verma', relation: 'Spouse', dob: '1988-11-02', memberId: 'STAR-88120-02' },
  ],
  nominee: { name: 'Rohan Verma', relation: 'Spouse' },
  claimHelpline: '1800 000 1111',
  tpaName: '',
  tpaHelpline: '',
};

/** The few fields a customer gives for a policy bought elsewhere. */
export const addedCarPolicy = {
  insurer: 'ICICI Lombard',
  line: 'car',
  policyNumber: '3001/MT-55120/00/000',
  endDate: '2027-01-14',
  members: [{ name: 'Asha Verma', relation: 'Self' }],
};
