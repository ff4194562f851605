// Every login, OTP, sign-up and application message the contract or the server can send has its Hindi, found by
// enumerating them (a new message without Hindi fails here), and the consent box shows the Hindi only of the
// version the server records.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  APPLICATION_FIELDS,
  CURRENT_CONSENT,
  apiMessages,
  applicationMessages,
  insuranceApplicationFields,
  loginMessages,
} from '@bimasetu/contract';
import { describe, expect, it } from 'vitest';
import { applicationRuleInHindi } from '~/features/application/application-words.hi';
import { signupSchema } from '~/features/session/signup-rules';
import { sendOtpMessage, validateOtpMessage } from '~/lib/otp-messages';
import { loginHref } from '~/lib/return-to';
import { loadedWords, sayIn } from '~/lib/words';
import { consentText } from '~/ui/consent-fields';

const hi = loadedWords('hi');
const en = loadedWords('en');
const devanagari = /[\u0900-\u097f]/u;

/** The apiMessages a part of the server answers with, read from its code. */
function apiMessagesUsedIn(files: string[]): string[] {
  const api = apiMessages as Record<string, string>;
  const names = files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/apiMessages\.(\w+)/g)]);
  return [...new Set(names.map(([, name]) => api[name!]!))];
}

const apiSrc = join(import.meta.dirname, '../../../api/src');
const authDir = join(apiSrc, 'modules/auth');
const serverOtpAnswers = apiMessagesUsedIn([
  ...readdirSync(authDir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => join(authDir, f)),
  join(apiSrc, 'plugins/rate-limit.ts'),
  join(apiSrc, 'plugins/errors.ts'),
]);

function expectHindi(table: object, texts: readonly string[]) {
  const say = sayIn(table);
  for (const text of texts) {
    expect(say(text), text).toMatch(devanagari);
    expect(say(text), text).not.toBe(text);
  }
}

describe('login and OTP messages in Hindi', () => {
  it('finds the server’s answers to read', () => {
    expect(serverOtpAnswers).toEqual(
      expect.arrayContaining([
        apiMessages.otpResendTooSoon,
        apiMessages.mobileLocked,
        apiMessages.rateLimited,
      ]),
    );
  });

  it('says every §8 message and every answer of the sign-in API', () => {
    expectHindi(hi.phoneCheck!.messages, [...Object.values(loginMessages), ...serverOtpAnswers]);
  });

  it('says what the rules of §8 turn a server failure into', () => {
    const failures = [
      { status: 400, serverMessage: apiMessages.otpExpired, answered: true },
      { status: 400, serverMessage: apiMessages.otpInvalid, answered: true },
      { status: 429, serverMessage: apiMessages.otpTooMany, answered: true },
      { status: 429, serverMessage: apiMessages.rateLimited, answered: true },
      { status: 404, serverMessage: null, answered: false },
      { status: 0, serverMessage: null, answered: false },
      { status: 500, serverMessage: null, answered: true },
      { status: 500, serverMessage: null, answered: false },
    ];
    const said = [
      ...failures.map(validateOtpMessage),
      ...serverOtpAnswers.map((serverMessage) => sendOtpMessage({ serverMessage }, false)),
      sendOtpMessage({ serverMessage: null }, false),
      sendOtpMessage({ serverMessage: null }, true),
    ];
    expectHindi(hi.phoneCheck!.messages, said);
  });

  it('keeps the English table the identity, so English pages show the contract’s words', () => {
    const say = sayIn(en.phoneCheck!.messages);
    for (const text of [...Object.values(loginMessages), ...serverOtpAnswers]) expect(say(text)).toBe(text);
  });
});

describe('sign up messages in Hindi', () => {
  it('says every message the sign-up checks give', () => {
    const result = signupSchema.safeParse({ name: '', mobile: '123', email: 'not-an-email' });
    const tooLong = signupSchema.safeParse({ name: 'x'.repeat(101), mobile: '9876543210', email: '' });
    const messages = [...(result.error?.issues ?? []), ...(tooLong.error?.issues ?? [])].map(
      (i) => i.message,
    );
    expect(messages).toHaveLength(4);
    expectHindi(hi.session!.messages, messages);
  });
});

describe('application messages in Hindi', () => {
  /** Values that break each rule a field has (blank, too long, control characters, wrong shapes, the future). */
  const BAD = [
    '',
    'x'.repeat(600),
    'a\u0001b',
    'abc',
    '123',
    '5123456789',
    '99/99/9999',
    '01/01/2999',
    '2099',
  ];

  it('says every rule of every field on the form', () => {
    const rules = new Set<string>();
    for (const field of Object.keys(APPLICATION_FIELDS)) {
      for (const bad of BAD) {
        const result = insuranceApplicationFields.safeParse({
          fullName: 'Asha',
          phone: '9876543210',
          policyType: 'Life',
          [field]: bad,
        });
        for (const issue of result.error?.issues ?? []) rules.add(issue.message);
      }
    }
    expect(rules.size).toBeGreaterThan(10);
    for (const rule of rules) expect(applicationRuleInHindi(rule), rule).toMatch(devanagari);
  });

  it('names the field and says the rule', () => {
    const words = hi.application!;
    expect(words.fieldError(words.errorLabels.phone, 'must be exactly 10 digits')).toBe(
      'फ़ोन नंबर ठीक 10 अंकों का होना चाहिए',
    );
  });

  it('says every choice’s label and the spec’s success and failure', () => {
    const words = hi.application!;
    expect(Object.keys(words.options).sort()).toEqual(Object.keys(en.application!.options).sort());
    expectHindi(words.messages, Object.values(applicationMessages));
  });
});

describe('the consent box in Hindi', () => {
  it('translates exactly the versions the server records today', () => {
    expect(Object.keys(hi.consent!.texts).sort()).toEqual(
      [CURRENT_CONSENT.request.version, CURRENT_CONSENT.marketing.version].sort(),
    );
    expect(consentText(hi.consent!, 'request')).toMatch(devanagari);
    expect(consentText(en.consent!, 'marketing')).toBe(CURRENT_CONSENT.marketing.text);
  });

  it('shows the English of a new version until its Hindi is written', () => {
    const stale = { ...hi.consent!, texts: { 'request-2020-01': 'पुराना पाठ' } };
    expect(consentText(stale, 'request')).toBe(CURRENT_CONSENT.request.text);
  });
});

describe('the way back from the login', () => {
  it('sends a Hindi page to the Hindi login, which returns to it', () => {
    expect(loginHref('/hi/dashboard?quote=x')).toBe('/hi/login?next=%2Fhi%2Fdashboard%3Fquote%3Dx');
    expect(loginHref('/hi')).toBe('/hi/login');
    expect(loginHref('/dashboard')).toBe('/Login?next=%2Fdashboard');
  });
});
