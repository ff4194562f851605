import { adminPath, adminPaths } from '@bimasetu/contract';
import { describe, expect, it } from 'vitest';
import { type Page, useAdminTestApp } from '../support/admin.ts';

const { test, api, tokens, auditRows } = useAdminTestApp();

describe('enquiries and leads', () => {
  it('lists enquiries with filters and moves one to In Progress with a note', async () => {
    await api.call('POST', '/api/Insurance/ContactUs', {
      body: {
        customerName: 'Meena',
        mobile: '9876500084',
        messageType: 'kyc-update',
        customerMessage: 'Update my KYC',
      },
    });
    await api.call('POST', '/api/Insurance/ContactUs', {
      body: {
        customerName: 'Joseph',
        mobile: '9876500085',
        messageType: 'feedback',
        customerMessage: 'Nice site',
      },
    });
    const kyc = await api.call<Page<{ id: number; customerName: string }>>(
      'GET',
      `${adminPaths.enquiries}?type=kyc-update`,
      { token: tokens.admin },
    );
    expect(kyc.body.items.map((e) => e.customerName)).toEqual(['Meena']);
    const id = kyc.body.items[0]!.id;
    await api.call('POST', adminPath(adminPaths.enquiry, { id }), {
      token: tokens.admin,
      body: { status: 'In Progress', note: 'Called, sent the form' },
    });
    const inProgress = await api.call<Page<{ status: string; note: string }>>(
      'GET',
      `${adminPaths.enquiries}?status=In Progress`,
      { token: tokens.admin },
    );
    expect(inProgress.body.items).toEqual([
      expect.objectContaining({ status: 'In Progress', note: 'Called, sent the form' }),
    ]);
    expect((await auditRows()).map((r) => r.action)).toEqual(['enquiry.status']);
    expect(
      (
        await api.call('POST', adminPath(adminPaths.enquiry, { id }), {
          token: tokens.admin,
          body: { status: 'New', note: '' },
        })
      ).status,
    ).toBe(400);
  });

  it('lists consented leads only, filters by line and resolves one', async () => {
    await api.call('POST', '/api/Insurance/AddLead', {
      body: {
        line: 'term',
        consent: true,
        contactPreference: 'Call',
        details: {
          gender: 1,
          fullName: 'Vikram Singh',
          dob: '01/01/1990',
          mobileNumber: '9876500086',
          whatsapp: false,
        },
      },
    });
    // A lead without consent can only exist if written some other way; it must still never show.
    await test.db
      .insertInto('leads')
      .values({
        reference: 'BS-NOCONSNT',
        line: 'term',
        consent: 0,
        contact_preference: 'Call',
        mobile: '9876500087',
        details: '{}',
        status: 'New',
        note: '',
        created_at: test.clock.now().toISOString(),
      })
      .execute();
    const leads = await api.call<Page<{ id: number; mobile: string; details: { fullName: string } }>>(
      'GET',
      `${adminPaths.leads}?line=term`,
      { token: tokens.admin },
    );
    expect(leads.body.items.map((l) => l.mobile)).toEqual(['9876500086']);
    expect(leads.body.items[0]?.details.fullName).toBe('Vikram Singh');
    const hidden = (
      await test.db.selectFrom('leads').select('id').where('consent', '=', 0).executeTakeFirstOrThrow()
    ).id;
    expect(
      (
        await api.call('POST', adminPath(adminPaths.lead, { id: hidden }), {
          token: tokens.admin,
          body: { status: 'Resolved', note: '' },
        })
      ).status,
    ).toBe(404);
    const id = leads.body.items[0]!.id;
    expect(
      (
        await api.call('POST', adminPath(adminPaths.lead, { id }), {
          token: tokens.admin,
          body: { status: 'Resolved', note: 'Policy bought' },
        })
      ).status,
    ).toBe(200);
    const resolved = await api.call<Page<unknown>>('GET', `${adminPaths.leads}?status=Resolved`, {
      token: tokens.admin,
    });
    expect(resolved.body.total).toBe(1);
  });
});
