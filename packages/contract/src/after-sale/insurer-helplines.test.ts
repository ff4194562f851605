import { describe, expect, it } from 'vitest';
import { INSURER_HELPLINES, insurerHelpline, type PublishedHelpline } from './insurer-helplines.ts';

// Each number as its source lists it, written out by hand: a change to the table is a change to this list too.
const LISTED: [insurer: string, digits: string, sourceHost: string][] = [
  ['HDFC ERGO', '18002700700', 'www.hdfcergo.com'],
  ['Star Health', '18004252255', 'starhealth.in'],
  ['Niva Bupa', '18003093333', 'www.oneinsure.com'],
  ['Care Health', '18002004488', 'www.coverfox.com'],
  ['ICICI Lombard', '18002666', 'www.icicilombard.com'],
  ['Bajaj Allianz', '18002095858', 'bajajallianz.com'],
  ['Tata AIG', '18002667780', 'www.oneinsure.com'],
  ['SBI General', '18002103366', 'sbigeneral.in'],
  ['Royal Sundaram', '18604250000', 'www.oneinsure.com'],
  ['ManipalCigna', '18001024462', 'www.bajajfinserv.in'],
  ['IFFCO Tokio', '18001035499', 'www.oneinsure.com'],
  ['Aditya Birla Health', '18002707000', 'www.oneinsure.com'],
  ['ICICI Prudential Life', '1800222020', 'help.icicibank.com'],
  ['Reliance General', '912248903009', 'reliancegeneral.co.in'],
  ['Future Generali', '1800220223', 'general.futuregenerali.in'],
  ['Cholamandalam MS', '18002005544', 'www.cholainsurance.com'],
  ['Digit', '18002585956', 'www.godigit.com'],
  ['LIC', '02268276827', 'licindia.in'],
  ['SBI Life', '18002679090', 'www.sbilife.co.in'],
  ['Tata AIA Life', '18602669966', 'www.tataaia.com'],
  ['Bajaj Allianz Life', '18002097272', 'www.bajajallianzlife.com'],
  ['Kotak Life', '18002098800', 'customer.kotaklifeinsurance.com'],
  ['Aditya Birla Sun Life', '18002707000', 'lifeinsurance.adityabirlacapital.com'],
  ['Canara HSBC Life', '18001030003', 'www.canarahsbclife.com'],
  ['Future Generali Life', '18001022355', 'life.futuregenerali.in'],
];

const digitsOf = (text: string) => text.replace(/\D/g, '');

describe('insurers’ published claim helplines', () => {
  it.each(LISTED)('gives %s the number its source lists (%s)', (insurer, digits, sourceHost) => {
    const entry = INSURER_HELPLINES[insurer] as PublishedHelpline;
    expect(entry).not.toBe('not published');
    expect(digitsOf(entry.helpline)).toBe(digits);
    // the number as the page words it, with its own spacing and dashes
    expect(digitsOf(entry.says)).toContain(digits);
    expect(/^https?:\/\/([^/]+)\//.exec(entry.sourceUrl)?.[1]).toBe(sourceHost);
    expect(entry.readOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('lists a number only where a source was read, and "not published" everywhere else', () => {
    const published = Object.entries(INSURER_HELPLINES).filter(([, entry]) => entry !== 'not published');
    expect(published.map(([insurer]) => insurer).sort()).toEqual(LISTED.map(([insurer]) => insurer).sort());
    expect(INSURER_HELPLINES['HDFC Life']).toBe('not published');
  });

  it('finds an insurer however a policy spells its name, and never a sibling company’s number', () => {
    expect(insurerHelpline('Star Health and Allied Insurance Co. Ltd.')).toBe(
      INSURER_HELPLINES['Star Health'],
    );
    expect(insurerHelpline('HDFC ERGO General Insurance')).toBe(INSURER_HELPLINES['HDFC ERGO']);
    expect(insurerHelpline('Bajaj Allianz Life')).toBe(INSURER_HELPLINES['Bajaj Allianz Life']);
    expect(insurerHelpline('Bajaj Allianz General Insurance')).toBe(INSURER_HELPLINES['Bajaj Allianz']);
    expect(insurerHelpline('HDFC Life')).toBe('not published');
    expect(insurerHelpline('Some Mutual Insurer')).toBeUndefined();
    expect(insurerHelpline('')).toBeUndefined();
  });

  it('gives a life insurer only a life insurer’s number, and a renamed insurer its own', () => {
    // "Reliance General" and "Future Generali" are prefixes of their life siblings' names
    expect(insurerHelpline('Reliance Nippon Life Insurance')).toBe('not published');
    expect(insurerHelpline('Reliance Life Insurance')).toBeUndefined();
    expect(insurerHelpline('Future Generali India Life Insurance')).toBeUndefined();
    expect(insurerHelpline('Future Generali Life')).toBe(INSURER_HELPLINES['Future Generali Life']);
    expect(insurerHelpline('Future Generali India Insurance')).toBe(INSURER_HELPLINES['Future Generali']);
    // "Kotak General" reduces to "kotak", a prefix of every Kotak name
    expect(insurerHelpline('Kotak Mahindra Life Insurance')).toBeUndefined();
    expect(insurerHelpline('Kotak Mahindra General Insurance')).toBe('not published');
    expect(insurerHelpline('Go Digit General Insurance')).toBe(INSURER_HELPLINES.Digit);
    expect(insurerHelpline('Life Insurance Corporation of India')).toBe(INSURER_HELPLINES.LIC);
    expect(insurerHelpline('LIC of India')).toBe(INSURER_HELPLINES.LIC);
    expect(insurerHelpline('Max Life Insurance')).toBe(INSURER_HELPLINES['Axis Max Life']);
  });
});
