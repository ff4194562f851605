// Every word of the Privacy Policy, Terms of Use and Grievance Redressal pages in English (Hindi: legal-words.hi.ts).
// Each page's sections are keyed (legal-content.ts names the live piece that follows a section: the grievance
// officer and help lines from the server's configuration, the lead retention period). The English text is the one
// that binds; the Hindi page says so and links here (docs/decisions.md).
import { DATA_RECIPIENTS_SENTENCE } from '@bimasetu/contract';
import { siteConfig } from '~/lib/site-config';
import { defineWords, type Wordy } from '~/lib/words';

const UPDATED = 'Last updated: 22/11/2026';

const privacy = {
  title: 'Privacy Policy',
  updated: UPDATED,
  intro:
    'This policy explains what personal data BimaSetu collects, why, who sees it, how long we keep it, and how you use your rights under the Digital Personal Data Protection Act, 2023 (the DPDP Act) and the Digital Personal Data Protection Rules, 2025, notified on 13/11/2025.',
  sections: {
    collect: {
      heading: 'What we collect and why',
      points: [
        'Your mobile number: to log you in with a one-time code and to reach you about what you asked for.',
        'The answers you give a quote form (such as age, city, cover, vehicle number or trip): to show you prices and, if you ask for a call-back, for our adviser to discuss them.',
        'Your application (name, date of birth, address, PAN, Aadhaar, nominee and the policy details): to arrange the policy you applied for with the insurer.',
        'Your profile, your messages to our advisers and your Contact Us enquiries: to answer you.',
        'A record of each consent you give or withdraw, and of your data requests: to prove what you agreed to and what we did.',
        'Your IP address: to limit abuse such as too many one-time codes.',
      ],
      paragraphs: [
        'Aadhaar numbers are stored encrypted and only the last four digits are ever shown, to you or to our advisers. We never ask for your one-time code over a call.',
      ],
    },
    recipients: {
      heading: 'Who receives your details',
      paragraphs: [DATA_RECIPIENTS_SENTENCE],
    },
    contact: {
      heading: 'Your choices about contact',
      paragraphs: [
        'What you ask for never depends on agreeing to anything else. A call-back about a quote, and offers and reminders by SMS, WhatsApp or call, are separate choices, each unticked until you tick it, and you can withdraw either at any time under My data and privacy, as easily as you gave it. We keep a record of the exact words you agreed to, when, and on which page.',
        'The only SMS we send without such a choice is the one-time login code you ask for.',
      ],
    },
    keeping: {
      heading: 'How long we keep it',
      points: [
        'Submitted applications and travel bookings: for as long as insurance regulations require us to keep the record of a policy we were asked to arrange, then deleted.',
        'Your profile, messages and consents: until you erase your account.',
        'Policies in My policies: a policy you added yourself, and its documents, until you erase your account. A policy issued through us is kept, like its application, as long as insurance regulations require the record of a policy we arranged: only its number, insurer, plan, cover, premium, dates and status; its members, nominee and documents are deleted when you erase your account.',
        'The log of what our team did, including who opened your application: at least one year.',
      ],
    },
    rights: {
      heading: 'Your rights under the DPDP Act',
      points: [
        'Access: see a summary of the data we hold and how we use it. Log in and open My data and privacy to download everything we hold about you as a file.',
        'Correction and updating: change your profile at any time, or ask our Grievance Officer to correct anything else.',
        'Erasure: erase your account from My data and privacy. Your profile, messages, leads and consents are deleted at once and you are logged out; a submitted application is kept only as the law requires: your name and mobile number, the policy type, plan and insurer, the cover, the premium, the status and the dates. Everything else goes: your answers on the application, the details of the quote (your health answers, date of birth and contact details), your Aadhaar number, and what our advisers wrote about you. A travel booking keeps only the plan, the trip dates, the destinations and the premium. A claim (one you started as a nominee too) or a request to your insurer keeps only its kind and status, the amounts claimed and approved, the insurer’s claim reference, the grievance steps and the dates of its steps; your notes, the details you gave, its documents and what our advisers wrote go, and one still open is closed.',
        'Withdraw consent: withdraw any consent under My data and privacy; it takes effect at once.',
        'Nominate: write to our Grievance Officer to name a person who may use these rights for you if you die or cannot act.',
        'Grievance redressal: complain to our Grievance Officer, below; we reply within 14 days.',
      ],
    },
    officer: {
      heading: 'Grievance Officer',
    },
    board: {
      heading: 'The Data Protection Board of India',
      paragraphs: [
        'If you are not satisfied with our answer, you may complain to the Data Protection Board of India set up under the DPDP Act, after first using our grievance process.',
      ],
    },
    breach: {
      heading: 'If something goes wrong',
      paragraphs: [
        'If a breach affects your personal data, we tell you and the Data Protection Board without delay, as the DPDP Rules require, with what happened, what it may mean for you and what you can do.',
      ],
    },
  },
};

const terms = {
  title: 'Terms of Use',
  updated: UPDATED,
  intro:
    'By using BimaSetu you agree to these terms. Please read them with our Privacy Policy and Grievance Redressal page.',
  sections: {
    what: {
      heading: 'What BimaSetu is',
      paragraphs: [
        'BimaSetu is an insurance web aggregator: we show plans from insurers side by side and help you apply. We are not an insurer; the insurer decides whether to accept your proposal and pays claims under its policy wording. Insurance is the subject matter of solicitation.',
      ],
    },
    prices: {
      heading: 'Prices and plans',
      paragraphs: [
        'Premiums on this website are indicative: we compute them from your answers with each plan’s rate table and show where the figures come from. The insurer confirms the final premium after underwriting, which may need medical tests, before you pay. Plan features are summaries; the insurer’s policy wording is what counts.',
        'We list plans without ranking any as “best” or “top”. Where we sort or filter, we say by what.',
      ],
    },
    account: {
      heading: 'Your account',
      paragraphs: [
        'You log in with your mobile number and a one-time code. Keep your phone safe and never share the code, not even with our staff. You can erase your account at any time under My data and privacy.',
      ],
    },
    agree: {
      heading: 'What you agree to',
      points: [
        'Give true and complete answers: an insurer may refuse a claim if a proposal left out or misstated something.',
        'Apply only for yourself, or for someone who has allowed you to.',
        'Do not misuse the website, for example by trying to reach other people’s data or overload it.',
      ],
    },
    consent: {
      heading: 'Contact and consent',
      paragraphs: [
        'We contact you only about what you asked for, and with offers or reminders only if you chose them. You can withdraw either choice at any time.',
      ],
    },
    questions: {
      heading: 'Questions and complaints',
    },
  },
};

const grievance = {
  title: 'Grievance Redressal',
  updated: UPDATED,
  intro:
    'If something went wrong, tell us. Here is how to complain, how quickly we answer, and where to go if you are not satisfied.',
  sections: {
    tell: {
      heading: '1. Tell us',
      paragraphs: [
        'Call or email our help line, or write to us through Contact Us with the enquiry type that fits and your request reference if you have one.',
      ],
    },
    times: {
      heading: 'Our response times',
      points: [
        'We acknowledge your complaint within 1 working day.',
        'We send you our answer within 14 days.',
        'If we cannot solve it in that time, we tell you why and what happens next.',
      ],
    },
    officer: {
      heading: '2. Our Grievance Officer',
      paragraphs: ['If our answer does not settle it, write to our Grievance Officer.'],
    },
    bimaBharosa: {
      heading: '3. IRDAI’s Bima Bharosa',
      paragraphs: [
        'If you are still not satisfied, or we have not answered within 14 days, you can register your complaint with IRDAI on Bima Bharosa at bimabharosa.irdai.gov.in, or through IRDAI’s grievance call centre.',
      ],
    },
    ombudsman: {
      heading: '4. The Insurance Ombudsman',
      paragraphs: [
        'For a complaint about a policy, such as a claim or its service, you can approach the Insurance Ombudsman for your area, free of charge, after the insurer has answered or 30 days have passed, and within one year of the insurer’s answer.',
      ],
    },
  },
};

/** The lead retention sentence, with the deployment's own period, and the live pieces' labels. */
const retention = {
  leads: (days: number) =>
    `A quote you asked us to call you about, which never became an application or booking: erased ${days} days after you gave it. If you withdraw that consent before then, our advisers stop seeing it at once.`,
  loading:
    'Quotes that never became an application or booking: erased after a fixed period, shown here once loaded.',
  irdaiCallCentre: 'IRDAI grievance call centre',
  irdaiEmail: 'IRDAI grievance email',
  bimaBharosa: 'Bima Bharosa',
  ombudsman: 'Find the Insurance Ombudsman for your area at the Council for Insurance Ombudsmen:',
};

/** The live pieces' words: the grievance officer's line and the help line (the footer's, in this page's language). */
const contacts = {
  help: 'Help',
  tollFree: 'toll-free',
  hours: siteConfig.supportHours,
  or: 'or',
};

/**
 * Said on a translated page only (the Hindi one): that it is a translation for reading and the English text binds,
 * with a link to it. Kept here in English so both languages have the same keys.
 */
const translation = {
  note: 'This is a translation for your convenience. If it differs from the English text, the English text is the one that applies.',
  link: 'Read the English text',
};

const legalWords = { privacy, terms, grievance, retention, contacts, translation };

export type LegalWords = Wordy<typeof legalWords>;

declare module '~/lib/words' {
  interface WordBook {
    legal: LegalWords;
  }
}

export default defineWords('en', 'legal', legalWords);
