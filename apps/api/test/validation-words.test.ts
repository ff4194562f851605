import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.ts';

const { api } = useTestApp();

const enquiry = {
  customerName: 'Asha Verma',
  mobile: '9876543210',
  messageType: 'claim-status',
  customerMessage: 'Where is my claim?',
};

describe('a refusal says what was wrong with what was sent', () => {
  it('says a field left out is required, not that it "must be text"', async () => {
    const { customerName: _left, ...withoutName } = enquiry;
    expect(await api.call('POST', '/api/Insurance/ContactUs', { body: withoutName })).toEqual({
      status: 400,
      body: { isSuccess: false, message: 'customerName: is required' },
    });
    // sent, but not as text: the schema's own rule
    expect(
      (await api.call('POST', '/api/Insurance/ContactUs', { body: { ...enquiry, customerName: 42 } })).body,
    ).toEqual({ isSuccess: false, message: 'customerName: must be text' });
  });

  it('says a query parameter sent twice must be given once', async () => {
    const answer = await api.call('POST', '/api/Insurance/GenerateOTP?mobile=9876543210&mobile=9876543211');
    expect(answer).toEqual({
      status: 400,
      body: { isSuccess: false, message: 'mobile: must be given once' },
    });
  });

  it('keeps a rule the schema words itself', async () => {
    const answer = await api.call('POST', '/api/Insurance/ContactUs', {
      body: { ...enquiry, messageType: 'not-a-type' },
    });
    expect(answer.body).toEqual({
      isSuccess: false,
      message: 'messageType: must be one of the listed enquiry types',
    });
  });
});
