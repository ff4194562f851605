import {
  adminPath,
  adminPaths,
  apiPaths,
  CURRENT_CONSENT,
  type ConsentItem,
  type MyDataExport,
} from '@bimasetu/contract';
import { describe, expect, it } from 'vitest';
import { hasLiveConsent } from '../src/modules/privacy/consents.repository.ts';
import { seedAdviserMessage } from '../src/seed/demo.ts';
import { adviserToken, shortHealthApplication, type Page } from './support/admin.ts';
import { SAMPLE_DISCLOSURES } from './support/sample-disclosures.ts';
import { useLoggedIn, useTestApp } from './support/test-app.ts';
import { primeBooking } from './support/travel-booking.ts';

const ASHA = '9876500161';
const RAVI = '9876500162';
const test = useTestApp();
const { api } = test;
const tokens = useLoggedIn(api, { asha: ASHA, ravi: RAVI });

const termDetails = (mobile: string, fullName = 'Asha Verma') => ({
  gender: 2,
  fullName,
  dob: '14/02/1992',
  mobileNumber: mobile,
  whatsapp: true,
});

type LeadAnswer = { isSuccess: boolean; message: string; result?: { id: number; reference: string } };
const addLead = (body: Record<string, unknown>, token?: string) =>
  api.call<LeadAnswer>('POST', apiPaths.addLead, { body, token });
/** A term lead sent by the owner of the mobile, logged in (a marketing consent needs a verified number). */
const termLead = (mobile: string, choice: { consent: boolean; marketing?: boolean }) =>
  addLead(
    {
      line: 'term',
      contactPreference: 'WhatsApp',
      screen: '/term-insurance',
      details: termDetails(mobile),
      ...choice,
    },
    { [ASHA]: tokens.asha, [RAVI]: tokens.ravi }[mobile],
  );
const consentsOf = async (token: string) =>
  (await api.call<{ result: ConsentItem[] }>('GET', apiPaths.getMyConsents, { token })).body.result;
const withdraw = (token: string, id: number) =>
  api.call('POST', apiPaths.withdrawConsent, { token, body: { id } });

const booking = (mobile: string) =>
  primeBooking({ dob: '02/05/1990', mobile, nominee: 'Rohan Verma', relation: 'Spouse' });

describe('consent records', () => {
  it('keeps each purpose as its own record with the text version, channel, screen and time', async () => {
    const answer = await termLead(ASHA, { consent: true, marketing: true });
    expect(answer.status).toBe(200);
    const rows = await test.db.selectFrom('consents').selectAll().orderBy('purpose').execute();
    expect(rows).toEqual([
      expect.objectContaining({
        mobile: ASHA,
        purpose: 'marketing',
        text_version: CURRENT_CONSENT.marketing.version,
        channel: 'WhatsApp',
        screen: '/term-insurance',
        lead_id: null,
        given_at: test.clock.now().toISOString(),
        withdrawn_at: null,
      }),
      expect.objectContaining({
        purpose: 'request',
        text_version: CURRENT_CONSENT.request.version,
        lead_id: answer.body.result?.id,
      }),
    ]);
    const mine = await consentsOf(tokens.asha);
    expect(mine.map((c) => [c.purpose, c.text])).toEqual(
      expect.arrayContaining([
        ['request', CURRENT_CONSENT.request.text],
        ['marketing', CURRENT_CONSENT.marketing.text],
      ]),
    );
    expect(mine.find((c) => c.purpose === 'request')?.leadReference).toBe(answer.body.result?.reference);
  });

  it('keeps offers-only agreement without a lead, and refuses a quote lead with neither', async () => {
    const offersOnly = await termLead(ASHA, { consent: false, marketing: true });
    expect(offersOnly.body).toEqual({
      isSuccess: true,
      message: 'Thank you. We will send you offers and reminders the way you chose',
    });
    expect(await test.db.selectFrom('leads').selectAll().execute()).toEqual([]);
    expect((await consentsOf(tokens.asha)).map((c) => c.purpose)).toEqual(['marketing']);

    const neither = await termLead(ASHA, { consent: false });
    expect(neither.status).toBe(400);
    expect(await test.db.selectFrom('consents').selectAll().execute()).toHaveLength(1);
  });

  it('confirms a travel booking without any agreement to marketing, and records none', async () => {
    const answer = await addLead(
      {
        line: 'travel-booking',
        consent: false,
        marketing: false,
        contactPreference: 'Call',
        screen: '/travel-insurance-booking',
        details: { ...booking(ASHA), totalPremium: 0 },
      },
      tokens.asha,
    );
    // the total must be the engine's: ask it, then book with it
    expect(answer.status).toBe(400);
    const { bookingQuote } = await import('@bimasetu/contract');
    const total = bookingQuote(booking(ASHA))!.total;
    const kept = await addLead(
      {
        line: 'travel-booking',
        consent: false,
        contactPreference: 'Call',
        details: { ...booking(ASHA), totalPremium: total },
      },
      tokens.asha,
    );
    expect(kept.status).toBe(200);
    expect(kept.body.result?.reference).toMatch(/^BS-/);
    expect(await test.db.selectFrom('consents').selectAll().execute()).toEqual([]);
  });

  it('shows a customer only their own consents, and lets only them withdraw one', async () => {
    await termLead(ASHA, { consent: true });
    await termLead(RAVI, { consent: true, marketing: true });
    expect((await consentsOf(tokens.asha)).map((c) => c.purpose)).toEqual(['request']);
    const ravis = await consentsOf(tokens.ravi);
    expect(ravis).toHaveLength(2);
    expect(JSON.stringify(await consentsOf(tokens.asha))).not.toContain(RAVI);
    expect((await withdraw(tokens.asha, ravis[0]!.id)).status).toBe(404);
    expect((await consentsOf(tokens.ravi)).every((c) => c.withdrawnAt === null)).toBe(true);
    expect((await api.call('GET', apiPaths.getMyConsents)).status).toBe(401);
  });
});

describe('withdrawing a consent', () => {
  it('takes the lead off the advisers’ list at once and keeps the record with its time', async () => {
    const admin = await adviserToken(test, api);
    const lead = await termLead(ASHA, { consent: true, marketing: true });
    const listed = async () =>
      (await api.call<Page<{ reference: string }>>('GET', adminPaths.leads, { token: admin })).body.items.map(
        (l) => l.reference,
      );
    expect(await listed()).toEqual([lead.body.result?.reference]);

    const request = (await consentsOf(tokens.asha)).find((c) => c.purpose === 'request')!;
    test.clock.advance(60_000);
    expect((await withdraw(tokens.asha, request.id)).body).toEqual({
      isSuccess: true,
      message: 'Consent withdrawn. We will not contact you for it again',
    });
    expect(await listed()).toEqual([]);
    const leadId = lead.body.result!.id;
    const work = await api.call('POST', adminPath(adminPaths.lead, { id: leadId }), {
      token: admin,
      body: { status: 'Resolved', note: 'called' },
    });
    expect(work.status).toBe(404);
    const after = await consentsOf(tokens.asha);
    expect(after.find((c) => c.id === request.id)?.withdrawnAt).toBe(test.clock.now().toISOString());
    expect(after.find((c) => c.purpose === 'marketing')?.withdrawnAt).toBeNull();
    expect((await withdraw(tokens.asha, request.id)).status).toBe(404);

    // nothing beyond the login code may be sent by SMS without a live consent for it
    expect(await hasLiveConsent(test.db, ASHA, 'marketing')).toBe(true);
    await withdraw(tokens.asha, after.find((c) => c.purpose === 'marketing')!.id);
    expect(await hasLiveConsent(test.db, ASHA, 'marketing')).toBe(false);
    expect(await hasLiveConsent(test.db, RAVI, 'marketing')).toBe(false);
  });
});

describe('downloading my data', () => {
  it('holds every kind of record, Aadhaar masked, the advisers who opened the application, and nothing of another customer', async () => {
    const admin = await adviserToken(test, api);
    await api.call('POST', apiPaths.createUserProfile, {
      token: tokens.asha,
      body: {
        firstname: 'Asha',
        lastname: 'Verma',
        mobile: ASHA,
        email: 'asha@example.in',
        aadharno: '123412341234',
        pancard: 'ABCDE1234F',
        nomineeName: 'Rohan Verma',
        nomineeRelation: 'Spouse',
        nomineeDob: '15/08/1988',
      },
    });
    const application = await api.call<{ result: { id: number } }>('POST', apiPaths.addInsuranceRequest, {
      token: tokens.asha,
      body: shortHealthApplication(ASHA),
    });
    const requestId = application.body.result.id;
    await api.call('GET', adminPath(adminPaths.request, { id: requestId }), { token: admin });
    await api.call('POST', adminPath(adminPaths.requestStatus, { id: requestId }), {
      token: admin,
      body: { status: 'Quote Shared', remarks: 'Two quotes sent.' },
    });
    await api.call('POST', apiPaths.addUserMessage, {
      token: tokens.asha,
      body: { fromMobile: ASHA, messageContent: 'Please call me about my health plan' },
    });
    await seedAdviserMessage(test.db, ASHA, 'We will call you today', test.clock.now().toISOString(), null);
    await api.call('POST', apiPaths.contactUs, {
      body: {
        customerName: 'Asha Verma',
        mobile: ASHA,
        messageType: 'claim-status',
        customerMessage: 'Hello',
      },
    });
    await termLead(ASHA, { consent: true, marketing: true });
    // Ravi's own records, none of which may reach Asha's file
    await termLead(RAVI, { consent: true });
    await api.call('POST', apiPaths.addUserMessage, {
      token: tokens.ravi,
      body: { fromMobile: RAVI, messageContent: 'Ravi here' },
    });

    const answer = await api.call<MyDataExport>('GET', apiPaths.downloadMyData, { token: tokens.asha });
    expect(answer.status).toBe(200);
    const data = answer.body;
    expect(data.mobile).toBe(ASHA);
    expect(data.profile).toMatchObject({ first_name: 'Asha', aadhaar: 'XXXXXXXX1234' });
    expect(JSON.stringify(data)).not.toContain('123412341234');
    expect(JSON.stringify(data)).not.toContain('123456789012');
    expect(data.requests).toEqual([expect.objectContaining({ id: requestId, aadhaar: 'XXXXXXXX9012' })]);
    expect(data.messages.map((m) => m.message_content)).toEqual([
      'Please call me about my health plan',
      'We will call you today',
    ]);
    expect(data.leads).toHaveLength(1);
    expect(data.enquiries).toHaveLength(1);
    expect(data.consents.map((c) => c.purpose).sort()).toEqual(['marketing', 'request']);
    expect(data.timeline).toEqual([
      expect.objectContaining({
        subject: 'application',
        subject_id: requestId,
        status: 'Quote Shared',
        remarks: 'Two quotes sent.',
      }),
    ]);
    expect(data.accessLog).toEqual([
      { at: expect.any(String), adviser: 'Kavya Rao', action: 'request.view', requestId: String(requestId) },
      {
        at: expect.any(String),
        adviser: 'Kavya Rao',
        action: 'request.status',
        requestId: String(requestId),
      },
    ]);
    expect(JSON.stringify(data)).not.toContain(RAVI);
    expect(JSON.stringify(data)).not.toContain('Ravi here');

    const audit = await api.call<Page<{ action: string; adminMobile: string }>>('GET', adminPaths.audit, {
      token: admin,
    });
    expect(audit.body.items[0]).toMatchObject({ action: 'data.export', adminMobile: 'XXXXXX0161' });
    expect((await api.call('GET', apiPaths.downloadMyData)).status).toBe(401);
  });
});

describe('erasing my account', () => {
  it('ends the session at once and leaves no profile, messages, leads or consents; the application stays stripped', async () => {
    const admin = await adviserToken(test, api);
    await api.call('POST', apiPaths.createUserProfile, {
      token: tokens.asha,
      body: { firstname: 'Asha', mobile: ASHA, aadharno: '123412341234' },
    });
    await api.call('POST', apiPaths.addInsuranceRequest, {
      token: tokens.asha,
      body: { ...shortHealthApplication(ASHA), pan: 'ABCDE1234F' },
    });
    await api.call('POST', apiPaths.addUserMessage, {
      token: tokens.asha,
      body: { fromMobile: ASHA, messageContent: 'Hello adviser' },
    });
    await termLead(ASHA, { consent: true, marketing: true });
    await termLead(RAVI, { consent: true });
    const { bookingQuote } = await import('@bimasetu/contract');
    const booked = await addLead(
      {
        line: 'travel-booking',
        consent: false,
        contactPreference: 'Call',
        details: { ...booking(ASHA), totalPremium: bookingQuote(booking(ASHA))!.total },
      },
      tokens.asha,
    );
    expect(booked.status).toBe(200);

    expect((await api.call('POST', apiPaths.eraseMyAccount, { token: tokens.asha, body: {} })).status).toBe(
      400,
    );
    const erased = await api.call('POST', apiPaths.eraseMyAccount, {
      token: tokens.asha,
      body: { confirm: true },
    });
    expect(erased.body).toEqual({
      isSuccess: true,
      message: 'Your account has been erased and you have been logged out',
    });
    expect((await api.call('GET', apiPaths.getMyConsents, { token: tokens.asha })).status).toBe(401);

    const fresh = await api.login(ASHA);
    expect(
      (await api.call('GET', `${apiPaths.getUserProfile}?mobile=${ASHA}`, { token: fresh })).status,
    ).toBe(404);
    const messages = await api.call<{ result: { sentMessages: unknown[]; receivedMessages: unknown[] } }>(
      'GET',
      apiPaths.getUserMessageList,
      { token: fresh },
    );
    expect(JSON.stringify(messages.body)).not.toContain('Hello adviser');
    expect(await consentsOf(fresh)).toEqual([]);
    const data = (await api.call<MyDataExport>('GET', apiPaths.downloadMyData, { token: fresh })).body;
    // the booking stays as a record of the policy asked for, without the travellers' personal details
    expect(data.leads).toEqual([
      expect.objectContaining({
        reference: booked.body.result?.reference,
        details: expect.objectContaining({ planId: 'bajaj-travel-prime', startDate: '2027-01-10' }),
      }),
    ]);
    expect(JSON.stringify(data.leads)).not.toContain('K1234567');
    expect(JSON.stringify(data.leads)).not.toContain('Rohan Verma');
    expect(data.messages).toEqual([]);
    expect(data.profile).toBeNull();
    // the application stays, stripped of everything the record does not need
    expect(data.requests).toEqual([
      expect.objectContaining({ policy_type: 'Health', full_name: 'Asha Verma', aadhaar: '' }),
    ]);
    expect(JSON.stringify(data.requests)).not.toContain('ABCDE1234F');

    // Ravi keeps his lead, and advisers see the erasure in the audit log
    expect(await consentsOf(tokens.ravi)).toHaveLength(1);
    await api.call('GET', apiPaths.downloadMyData, { token: tokens.ravi });
    const audit = await api.call<Page<{ action: string; adminMobile: string }>>(
      'GET',
      `${adminPaths.audit}?only=data-requests`,
      { token: admin },
    );
    // only customers' data requests, newest first, numbers masked: Ravi's download, Asha's download after
    // her fresh login, and her erasure
    expect(audit.body.items.map((a) => [a.action, a.adminMobile])).toEqual([
      ['data.export', 'XXXXXX0162'],
      ['data.export', 'XXXXXX0161'],
      ['data.erase', 'XXXXXX0161'],
    ]);
  });
});

describe('the disclosures', () => {
  it('answer the demo flag on a deployment without them', async () => {
    expect((await api.call('GET', apiPaths.getDisclosures)).body).toEqual({
      isSuccess: true,
      demo: true,
      details: null,
      leadRetentionDays: 180,
    });
  });
});

describe('the disclosures, configured', () => {
  const disclosed = useTestApp({
    env: {
      ...SAMPLE_DISCLOSURES,
      SMS_OTP_TEMPLATE: 'Your BimaSetu OTP is {#var#}. Valid 5 min. Never share it. -BIMSTU',
    },
  });

  it('answer every configured value', async () => {
    const answer = await disclosed.api.call<{ demo: boolean; details: Record<string, unknown> }>(
      'GET',
      apiPaths.getDisclosures,
    );
    expect(answer.body.demo).toBe(false);
    expect(answer.body.details).toMatchObject({
      cin: 'U66000KA2024PTC123456',
      irdaiRegNo: 'IRDAI/WBA/2024/123',
      grievanceOfficer: { name: 'Anil Kumar', phone: '+91 80 4000 1234', email: 'grievance@bimasetu.in' },
    });
  });

  it('send the OTP in the DLT-registered template from the configuration', async () => {
    await disclosed.api.login(ASHA);
    const [sms] = disclosed.sms.messages(ASHA);
    expect(sms?.text).toBe(`Your BimaSetu OTP is ${sms?.otp}. Valid 5 min. Never share it. -BIMSTU`);
  });
});
