import type { TestApp } from './test-app.ts';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** A small HTTP client over real sockets. */
export function clientFor(test: TestApp) {
  async function call<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${test.url}${path}`, {
      method,
      headers,
      body:
        options.body === undefined
          ? undefined
          : typeof options.body === 'string'
            ? options.body
            : JSON.stringify(options.body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
  }

  /** Logs a mobile in through the real OTP flow and the development outbox; returns the bearer token. */
  async function login(mobile: string): Promise<string> {
    const sent = await call('POST', `/api/Insurance/GenerateOTP?mobile=${mobile}`);
    if (sent.status !== 200) throw new Error(`GenerateOTP failed: ${JSON.stringify(sent.body)}`);
    const otp = test.sms.messages(mobile)[0]?.otp;
    const validated = await call<{ result: string }>(
      'GET',
      `/api/Insurance/ValidateOTP?mobile=${mobile}&otp=${otp}`,
    );
    if (validated.status !== 200) throw new Error(`ValidateOTP failed: ${JSON.stringify(validated.body)}`);
    // Later codes for this mobile may be asked for at once in a test.
    test.clock.advance(16_000);
    return validated.body.result;
  }

  /** A term call-back for Asha Verma on `mobile`, sent with `token` (only one sent with the token of its own
   * mobile reaches that customer's tracker: lead-verification.test.ts). */
  const callBack = (mobile: string, token: string | undefined) =>
    call<{ result: { id: number; reference: string } }>('POST', '/api/Insurance/AddLead', {
      token,
      body: {
        line: 'term',
        consent: true,
        contactPreference: 'Call',
        details: {
          gender: 2,
          fullName: 'Asha Verma',
          dob: '12/03/1990',
          mobileNumber: mobile,
          whatsapp: false,
        },
      },
    });

  return { call, login, callBack };
}
