import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.ts';

const ASHA = '9876500031';
const RAVI = '9876500032';
const test = useTestApp();
const { api } = test;
let asha: string;
let ravi: string;

const profile = (overrides: Record<string, unknown> = {}) => ({
  firstname: 'Asha',
  lastname: 'Verma',
  mobile: ASHA,
  email: 'asha.verma@example.in',
  aadharno: '123412341234',
  pancard: 'abcde1234f',
  nomineeName: 'Rohan Verma',
  nomineeRelation: 'Spouse',
  nomineeDob: '15/08/1988',
  ...overrides,
});

beforeEach(async () => {
  asha = await api.login(ASHA);
  ravi = await api.login(RAVI);
});

const get = (token: string, mobile = ASHA) =>
  api.call('GET', `/api/Insurance/GetUserProfile?mobile=${mobile}`, { token });
const create = (token: string, body: unknown) =>
  api.call('POST', '/api/Insurance/CreateUserProfile', { token, body });
const update = (token: string, body: unknown) =>
  api.call('POST', '/api/Insurance/UpdateUserProfile', { token, body });

describe('GET /api/Insurance/GetUserProfile', () => {
  it('answers 404 "Profile not found" before a profile exists', async () => {
    expect(await get(asha)).toEqual({
      status: 404,
      body: { isSuccess: false, message: 'Profile not found' },
    });
  });

  it('refuses another customer’s mobile with 403', async () => {
    await create(ravi, profile({ mobile: RAVI, firstname: 'Ravi' }));
    const answer = await get(asha, RAVI);
    expect(answer.status).toBe(403);
    expect(JSON.stringify(answer.body)).not.toContain('Ravi');
  });

  it('requires a token', async () => {
    expect((await api.call('GET', `/api/Insurance/GetUserProfile?mobile=${ASHA}`)).status).toBe(401);
  });
});

describe('POST /api/Insurance/CreateUserProfile', () => {
  it('creates the profile and reads it back with the read field names, PAN upper-cased and Aadhaar masked', async () => {
    expect((await create(asha, profile())).body).toEqual({
      isSuccess: true,
      message: 'Profile created successfully',
    });
    const answer = await get(asha);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      id: expect.any(Number),
      firstName: 'Asha',
      lastName: 'Verma',
      mobile: ASHA,
      email: 'asha.verma@example.in',
      aadharno: 'XXXXXXXX1234',
      pancard: 'ABCDE1234F',
      nomineeName: 'Rohan Verma',
      nomineeRelation: 'Spouse',
      nomineeDob: '15/08/1988',
    });
  });

  it('keeps the Aadhaar number encrypted at rest', async () => {
    await create(asha, profile());
    const row = await test.db.selectFrom('profiles').selectAll().executeTakeFirstOrThrow();
    expect(row.aadhaar_enc).not.toContain('123412341234');
    expect(row.aadhaar_enc.split('.')).toHaveLength(3);
  });

  it('refuses a profile for another customer’s mobile with 403 and writes nothing', async () => {
    const answer = await create(asha, profile({ mobile: RAVI }));
    expect(answer.status).toBe(403);
    expect(await test.db.selectFrom('profiles').selectAll().execute()).toHaveLength(0);
  });

  it('refuses a second profile with 409', async () => {
    await create(asha, profile());
    expect((await create(asha, profile())).status).toBe(409);
  });

  it.each([
    [{ aadharno: '12341234' }, 'aadharno: must be exactly 12 digits'],
    [{ pancard: 'ABCD1234F' }, 'pancard: must be 5 letters, 4 digits and 1 letter (e.g. ABCDE1234F)'],
    [
      { nomineeRelation: 'Cousin' },
      'nomineeRelation: must be one of: Spouse, Parent, Child, Sibling, Friend',
    ],
    [{ nomineeDob: '31/02/1990' }, 'nomineeDob: must be a real date written dd/mm/yyyy'],
    [{ nomineeDob: '1990-01-01' }, 'nomineeDob: must be a real date written dd/mm/yyyy'],
    [{ email: 'not-an-email' }, 'email: must be a valid email address'],
    [{ firstname: '' }, 'firstname: is required'],
    [{ mobile: '12345' }, 'mobile: must be exactly 10 digits'],
  ])('refuses %j with 400 and writes nothing', async (change, message) => {
    const answer = await create(asha, profile(change));
    expect(answer).toEqual({ status: 400, body: { isSuccess: false, message } });
    expect(await test.db.selectFrom('profiles').selectAll().execute()).toHaveLength(0);
  });
});

describe('POST /api/Insurance/UpdateUserProfile', () => {
  it('keeps the stored Aadhaar when the masked value is sent back', async () => {
    await create(asha, profile());
    const read = (await get(asha)).body;
    const answer = await update(
      asha,
      profile({ id: read.id, aadharno: read.aadharno, firstname: 'Asha Rani' }),
    );
    expect(answer.body).toEqual({ isSuccess: true, message: 'Profile updated successfully' });
    const after = (await get(asha)).body;
    expect(after.firstName).toBe('Asha Rani');
    expect(after.aadharno).toBe('XXXXXXXX1234');
    const row = await test.db.selectFrom('profiles').selectAll().executeTakeFirstOrThrow();
    expect(row.aadhaar_enc).not.toBe('');
  });

  it('replaces the Aadhaar when 12 new digits are sent, and refuses a mask that does not match', async () => {
    await create(asha, profile());
    const { id } = (await get(asha)).body;
    expect((await update(asha, profile({ id, aadharno: 'XXXXXXXX9999' }))).status).toBe(400);
    await update(asha, profile({ id, aadharno: '999988887777' }));
    expect((await get(asha)).body.aadharno).toBe('XXXXXXXX7777');
  });

  it('cannot change the mobile or touch another customer’s profile', async () => {
    await create(asha, profile());
    await create(ravi, profile({ mobile: RAVI, firstname: 'Ravi' }));
    const raviId = (await get(ravi, RAVI)).body.id;
    expect((await update(asha, profile({ mobile: RAVI }))).status).toBe(403);
    expect((await update(asha, profile({ id: raviId }))).status).toBe(404);
    expect((await get(ravi, RAVI)).body.firstName).toBe('Ravi');
  });

  it('answers 404 when there is no profile to update', async () => {
    expect((await update(asha, profile())).status).toBe(404);
  });
});
