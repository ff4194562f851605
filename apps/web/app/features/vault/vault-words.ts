// The policy vault's words in English (Hindi: vault-words.hi.ts). Figures in the cashless steps come from the
// contract's clock rules, each with its source, never written here.
import {
  policyDateMessages,
  type PolicyDocumentKind,
  type PolicyLine,
  type PolicyMember,
  type PolicyStatus,
  type PremiumFrequency,
} from '@bimasetu/contract';
import { defineWords, type Wordy } from '~/lib/words';

const vaultWords = {
  title: 'My policies',
  intro: 'Every policy your family holds, with its documents, dates and an emergency card for each one.',
  loginPrompt: 'Please log in with your mobile number to see your policies.',
  login: 'Login',
  loading: 'Loading your policies…',
  failed: 'We could not load your policies. Please try again.',
  empty:
    'No policies yet. A policy issued through BimaSetu appears here by itself; add one you bought elsewhere below.',
  memberHeading: (name: string, relation: string) => `${name} (${relation})`,
  relation: {
    Self: 'You',
    Spouse: 'Spouse',
    Child: 'Child',
    Parent: 'Parent',
    'Parent-in-law': 'Parent-in-law',
    Sibling: 'Sibling',
    Other: 'Family',
  } as Record<PolicyMember['relation'], string>,
  line: {
    health: 'Health',
    term: 'Term life',
    life: 'Life',
    car: 'Car',
    'two-wheeler': 'Two-wheeler',
    travel: 'Travel',
    other: 'Other',
  } as Record<PolicyLine, string>,
  status: {
    'in-free-look': 'In free-look',
    active: 'Active',
    'renewal-due': 'Renewal due',
    'in-grace': 'In grace period',
    lapsed: 'Lapsed',
    expired: 'Expired',
    renewed: 'Renewed',
    cancelled: 'Cancelled',
  } as Record<PolicyStatus, string>,
  frequency: {
    Monthly: 'a month',
    Quarterly: 'a quarter',
    'Half-yearly': 'every six months',
    Yearly: 'a year',
    Single: 'once',
  } as Record<PremiumFrequency, string>,
  // the policy document's picker (ui/field.tsx DocumentFileField)
  filePicker: { choose: 'Choose file', none: 'No file chosen' },
  policyNumber: 'Policy number',
  sumInsured: 'Sum insured',
  idv: 'Insured declared value (IDV)',
  premium: 'Premium',
  premiumEvery: (amount: string, every: string) => `${amount} ${every}`,
  coverPeriod: 'Cover',
  coverFromTo: (from: string, to: string) => `${from} to ${to}`,
  coverUntil: (to: string) => `until ${to}`,
  renewIn: (days: number, on: string) =>
    days === 0
      ? `Renewal is due today (${on})`
      : `Renewal due in ${days} ${days === 1 ? 'day' : 'days'}, on ${on}`,
  renewPassed: (on: string) => `Renewal was due on ${on}`,
  renew: 'Renew',
  renewPolicy: (insurer: string, number: string) => `Renew: ${insurer} policy ${number}`,
  graceUntil: (on: string) => `Pay by ${on} to keep the cover without a break`,
  freeLook: (days: number, on: string) =>
    `Free-look: ${days} ${days === 1 ? 'day' : 'days'} left (until ${on}) to return this policy for a refund if it does not suit you`,
  issuedThrough: (reference: string) => `Issued through BimaSetu (request ${reference})`,
  addedByYou: 'Added by you',
  documents: 'Documents',
  noDocuments: 'No documents yet.',
  // each document's button names its kind (its accessible name too); the file's name and date are beside it
  documentKind: {
    policy: 'policy document',
    'e-card': 'health card (e-card)',
    photo: 'photo of the policy',
    other: 'other document',
  } as Record<PolicyDocumentKind, string>,
  // a file sent with a claim (its claim lists it by the checklist's name)
  claimDocument: 'document sent with a claim',
  download: (kind: string) => `Download ${kind}`,
  documentFile: (fileName: string, on: string) => `${fileName}, added on ${on}`,
  downloadFailed: 'We could not download that document. Please try again.',
  askHelp: 'Ask an adviser to help with this policy',
  helpAsked: 'An adviser can now see this policy and will help you with it.',
  card: {
    open: 'Emergency card',
    title: (line: string) => `${line} emergency card`,
    insured: 'Insured',
    insurer: 'Insurance company',
    memberId: 'Member id',
    noMemberId: 'not given',
    helpline: 'Claim helpline',
    publishedSource: 'The insurer’s published number, as listed on',
    tpa: (name: string) => `Third-party administrator: ${name}`,
    tpaHelpline: 'TPA helpline',
    noHelpline: 'Helpline not recorded: it is on your policy document and health card.',
    cashlessHeading: 'Cashless treatment, step by step',
    cashless: [
      'Go to a hospital in your insurer’s network (the hospital’s insurance desk can tell you).',
      'At the insurance (TPA) desk, show this card or your health card and a photo ID.',
      'The hospital asks your insurer for cashless approval. For a planned stay, do this before admission; in an emergency, tell the insurer as soon as you can.',
      'Pay only what the policy does not cover, and keep every bill and report.',
    ],
    cashlessClock: (authHours: number, dischargeHours: number) =>
      `Your insurer must decide a cashless request within ${authHours} hour and the final bill at discharge within ${dischargeHours} hours (IRDAI).`,
    otherHeading: 'If something happens',
    other: 'Call the claim helpline at once and keep your policy number ready.',
    print: 'Print this card',
    close: 'Close',
  },
  add: {
    heading: 'Add a policy you bought elsewhere',
    intro: 'A photo or PDF of the policy and a few details are enough. Only you can see it.',
    insurer: 'Insurance company',
    line: 'Type of insurance',
    policyNumber: 'Policy number',
    endDate: 'Cover ends on',
    members: 'Who is covered',
    memberName: (n: number) => `Name of person ${n}`,
    memberRelation: (n: number) => `Relation of person ${n}`,
    addMember: 'Add another person',
    removeMember: (n: number) => `Remove person ${n}`,
    file: 'Photo or PDF of the policy',
    fileHint: 'PDF, JPEG or PNG, up to 10 MB.',
    optional: 'More details (optional)',
    startDate: 'Cover starts on',
    receivedOn: 'Policy document received on',
    sumInsured: 'Sum insured or IDV (₹)',
    premium: 'Premium (₹)',
    claimHelpline: 'Claim helpline number',
    save: 'Save policy',
    saved: 'Your policy is saved in My policies.',
    failed: 'We could not save the policy. Please try again.',
    chooseFile: 'Choose a photo or PDF of the policy.',
    dateRule: 'must be a real date written dd/mm/yyyy',
    /** The contract's own words for each date rule (after-sale/policy-dates.ts), the API's too. */
    dateRules: policyDateMessages,
    alreadyInVault:
      'This policy is already in My policies. To keep its new term, record the renewal on it there.',
    fieldError: (field: string, rule: string) => `Please check ${field}: ${rule}`,
    nominee: {
      legend: 'Nominee (optional)',
      hint: 'As the policy names them. With the nominee’s own mobile, they can start a death claim with a code sent to it.',
      name: 'Nominee’s name',
      relation: 'Nominee’s relation to you',
      relations: {
        Spouse: 'Spouse',
        Parent: 'Parent',
        Child: 'Child',
        Sibling: 'Sibling',
        Friend: 'Friend',
      } as Record<string, string>,
      mobile: 'Nominee’s mobile (optional)',
      mobileHint: '10 digits, starting with 6, 7, 8 or 9.',
      rules: {
        name: 'Enter the nominee’s name in letters, as the policy writes it.',
        mobile: 'Enter the nominee’s 10-digit mobile starting with 6, 7, 8 or 9, or leave it blank.',
      },
    },
  },
};

export type VaultWords = Wordy<typeof vaultWords>;

declare module '~/lib/words' {
  interface WordBook {
    vault: VaultWords;
  }
}

export default defineWords('en', 'vault', vaultWords);
