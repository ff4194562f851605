// My claims in English (Hindi: claims-words.hi.ts). Every deadline and figure comes from the contract's clock
// rules through the API (its rule's title and date beside it), never written here.
import type { ClaimKind, ClaimState, ServiceRequestState } from '@bimasetu/contract';
import { claimMessages, grievanceStepMessages } from '@bimasetu/contract';
import { formatRupees, lakhCroreWords } from '~/lib/format';
import { SERVICE_REQUEST_KIND_WORDS } from '~/lib/service-request-kind-words';
import { defineWords, type Wordy } from '~/lib/words';

const claimsWords = {
  title: 'My claims',
  intro:
    'Each claim with the deadline the rules give the insurer, what it means if it is missed, and every step.',
  loginPrompt: 'Please log in with your mobile number to see your claims.',
  login: 'Login',
  loading: 'Loading your claims…',
  failed: 'We could not load your claims. Please try again.',
  empty: 'No claims yet. Start one from a policy in My policies.',
  kind: {
    cashless: 'Cashless: in hospital now',
    reimbursement: 'Reimbursement',
    motor: 'Motor claim',
    death: 'Death claim',
  } as Record<ClaimKind, string>,
  state: {
    intimated: 'Registered',
    'documents-pending': 'Documents pending',
    submitted: 'With the insurer',
    'query-raised': 'Insurer has a question',
    approved: 'Approved',
    'partly-approved': 'Partly approved',
    'discharge-requested': 'Discharge requested',
    rejected: 'Rejected',
    paid: 'Paid',
    closed: 'Closed',
  } as Record<ClaimState, string>,
  policy: (insurer: string, number: string) => `${insurer}, policy ${number}`,
  reference: 'Insurer’s claim reference',
  claimed: 'Claimed',
  approved: 'Approved',
  clockHeading: 'The insurer’s deadline',
  dueBy: (when: string) => `Due by ${when}`,
  clockState: { running: 'On time', near: 'Deadline close', breached: 'Deadline passed' },
  decidedInTime: 'The insurer decided in time.',
  decidedLate: 'The insurer decided after its deadline.',
  rule: (title: string, date: string) => `Rule: ${title}, ${date}`,
  whenMissed: {
    'insurer-bears-extra-hospital-charges':
      'If the insurer is late, extra hospital charges caused by the delay are the insurer’s to pay, not yours.',
    'interest-bank-rate-plus-2': 'If the insurer is late, it owes you interest at 2% above the bank rate.',
    escalate: 'If the insurer is late, you can complain; we prepare the complaint for you.',
  } as Record<string, string>,
  // said once the clock has run out undecided (the server's `missed` code)
  missed: {
    'insurer-bears-extra-hospital-charges':
      'The insurer is past its deadline: extra hospital charges caused by the delay are the insurer’s to bear, not yours.',
    'interest-bank-rate-plus-2':
      'The insurer is past its deadline: it owes you interest at 2% above the bank rate for the delay.',
    escalate: 'The insurer is past its deadline: you can complain, and the complaint is ready below.',
  } as Record<string, string>,
  discharge: {
    ask: 'Is the hospital discharging the patient? Once the hospital has asked the insurer for the final authorisation, record it here: the insurer’s deadline for the final authorisation starts now.',
    record: 'The hospital has asked for the final authorisation',
    recording: 'Recording…',
    failed: 'That could not be recorded. Please try again.',
  },
  noClock: 'The rules set no fixed deadline for this kind of claim; your adviser follows it up.',
  notStarted: 'The deadline starts when the insurer has the request complete.',
  checklist: 'Documents',
  uploaded: 'In your vault',
  missing: 'Still needed',
  // the document pickers' button and what they say before a file is chosen (ui/field.tsx DocumentFileField)
  filePicker: { choose: 'Choose file', none: 'No file chosen' },
  document: {
    'health-card': 'Health card',
    'photo-id': 'Photo ID',
    'doctor-advice': 'Doctor’s advice for admission',
    'claim-form': 'Claim form',
    'discharge-summary': 'Discharge summary',
    'final-bill': 'Final hospital bill',
    'payment-receipts': 'Payment receipts',
    'investigation-reports': 'Test reports',
    'pharmacy-bills': 'Pharmacy bills',
    'cancelled-cheque': 'Cancelled cheque',
    'driving-licence': 'Driving licence',
    'registration-certificate': 'Registration certificate (RC)',
    'repair-estimate': 'Garage repair estimate',
    photos: 'Photos of the damage',
    'fir-if-theft': 'FIR (for theft)',
    'death-certificate': 'Death certificate',
    'nominee-photo-id': 'Nominee’s photo ID',
    'nominee-bank-proof': 'Nominee’s bank proof',
    'medical-records': 'Medical records',
  } as Record<string, string>,
  deductionsHeading: 'What was not paid, and why',
  deductionItem: 'Item',
  deductionAmount: 'Amount',
  deductionReason: 'Reason',
  grievanceHeading: 'Your complaint, ready to send',
  grievanceReason: {
    'claim-rejected': 'The insurer rejected this claim.',
    'clock-ran-out': 'The insurer missed its deadline on this claim.',
    'service-request-late': 'The insurer missed its deadline on this request.',
  } as Record<string, string>,
  rung: {
    'insurer-grievance-officer': 'First, write to the insurer’s grievance officer.',
    'bima-bharosa': 'Then IRDAI’s Bima Bharosa portal, if the insurer has not resolved it in time.',
    ombudsman: 'Then the Insurance Ombudsman.',
  } as Record<string, string>,
  grievanceRules: (days: number, title: string, date: string) =>
    `The insurer must resolve a complaint within ${days} days (${title}, ${date}).`,
  ombudsmanRule: (limit: string, title: string, date: string) =>
    `The Ombudsman hears claims up to ${limit}, within a year of the insurer’s reply (${title}, ${date}).`,
  openNow: 'You can go here now',
  notYet: 'Not yet',
  opensOn: (date: string) => `From ${date}`,
  closesOn: (date: string) => `until ${date}`,
  barred: 'Not for claims above the Ombudsman’s limit',
  grievanceSteps: {
    heading: 'Your complaint, step by step',
    recorded: {
      'sent-to-insurer': (date: string) => `Sent to the insurer’s grievance officer on ${date}.`,
      'insurer-replied': (date: string) => `The insurer replied on ${date}, and you were not satisfied.`,
      'escalated-to-bima-bharosa': (date: string) => `Taken to IRDAI’s Bima Bharosa portal on ${date}.`,
      'ombudsman-complaint': (date: string) => `Complaint made to the Insurance Ombudsman on ${date}.`,
    } as Record<string, (date: string) => string>,
    insurerBy: (date: string) => `The insurer must resolve it by ${date}.`,
    insurerLate: (date: string) =>
      `The insurer did not resolve it by ${date}: you can go to Bima Bharosa now.`,
    insurerAnswered: 'The insurer replied within its deadline.',
    ombudsmanUntil: (from: string, until: string) =>
      `You can take it to the Insurance Ombudsman from ${from} until ${until}.`,
    ombudsmanPassed: (until: string) => `The time to go to the Ombudsman ended on ${until}.`,
    overLimit: (limit: string) =>
      `This claim is above ${limit}, so the Insurance Ombudsman cannot hear it; Bima Bharosa and the courts remain.`,
    rule: (title: string, date: string) => `(Rule: ${title}, ${date})`,
    send: 'Send this grievance',
    sendHelp: (days: number) => `We record it as sent today; the insurer’s ${days} days start now.`,
    replied: 'Record the insurer’s reply',
    replyDate: 'Date of the insurer’s reply (dd/mm/yyyy)',
    escalate: 'I have taken it to Bima Bharosa',
    ombudsman: 'I have complained to the Ombudsman',
    saving: 'Saving…',
    saved: 'Recorded.',
    failed: 'That could not be recorded. Please try again.',
    replyDateMissing: 'Enter the date of the insurer’s reply as dd/mm/yyyy.',
  },
  // the server's refusals (English codes) as the screen says them
  grievanceMessages: {
    [grievanceStepMessages['already-recorded']]: 'This step is already recorded.',
    [grievanceStepMessages['not-sent']]: 'Send the complaint to the insurer first.',
    [grievanceStepMessages['reply-before-sending']]: 'The reply cannot come before the complaint was sent.',
    [grievanceStepMessages['reply-in-future']]: 'The date of the reply cannot be in the future.',
    [grievanceStepMessages['not-open-yet']]: 'This step is not open yet.',
    [grievanceStepMessages['window-closed']]: 'The time to take this step has passed.',
    [grievanceStepMessages['over-ombudsman-limit']]: `${grievanceStepMessages['over-ombudsman-limit']}.`,
    [claimMessages.noGrievance]: 'There is no complaint to send on this claim.',
  } as Record<string, string>,
  timelineHeading: 'What has happened',
  // a documents upload on the timeline: it moves nothing, so it is titled as what it was, not as the state again
  documentsAddedStep: 'Documents added',
  /** `names`: the documents' names, already listed ("Claim form, Bills"); `count`: how many. */
  documentsAddedNote: (names: string, _count: number) =>
    `${names}: saved in your vault and added to the claim.`,
  by: { you: 'You', nominee: 'Nominee', adviser: 'BimaSetu adviser' } as Record<string, string>,
  requestsHeading: 'My requests to the insurer',
  requestKind: SERVICE_REQUEST_KIND_WORDS,
  requestState: {
    requested: 'Requested',
    'sent-to-insurer': 'Sent to the insurer',
    acknowledged: 'Acknowledged by the insurer',
    done: 'Done',
    refused: 'Refused',
    withdrawn: 'Withdrawn',
  } as Record<ServiceRequestState, string>,
  doneInTime: 'Done within the deadline.',
  doneLate: 'Closed after the deadline.',
  withdrawnOn: (date: string) => `Withdrawn on ${date}.`,
  // the customer taking an open request back (the server's 409: it was closed meanwhile)
  withdraw: {
    button: 'Withdraw request',
    withdrawing: 'Withdrawing…',
    confirmTitle: 'Withdraw this request?',
    confirmText:
      'It will be closed and no longer followed up. If you need it again later, send a new request.',
    confirm: 'Yes, withdraw it',
    keep: 'Keep the request',
    done: 'Your request is withdrawn.',
    alreadyClosed:
      'This request was already closed, so it could not be withdrawn. It is shown here as it stands now.',
    failed: 'We could not withdraw the request just now; it stays as it was. Please try again.',
  },
  start: {
    open: 'Start a claim',
    close: 'Close the claim form',
    heading: 'Start a claim on this policy',
    kind: 'What kind of claim',
    amount: 'Amount you are claiming (₹, optional)',
    amountHint: 'Whole rupees, for example 1,50,000 or 1.5 lakh; leave blank if you do not know yet.',
    /** The amount as read from what was typed ("1.5 lakh"), so the customer can check it before sending. */
    amountEcho: (rupees: number) =>
      rupees >= 100_000
        ? `That is ${formatRupees(rupees)} (${lakhCroreWords(rupees)})`
        : `That is ${formatRupees(rupees)}`,
    amountRule:
      'Enter the amount in whole rupees, at least ₹1, like 1,50,000 or 1.5 lakh; or leave it blank.',
    note: 'Anything the adviser should know (optional)',
    documents: 'Documents for this claim',
    documentsHint: (mb: number) =>
      `Attach what you have now (PDF, JPEG or PNG, up to ${mb} MB each); add the rest later from My claims.`,
    fileTooBig: (item: string, mb: number) => `${item}: the file is larger than ${mb} MB.`,
    notADocument: (item: string) => `${item}: only PDF, JPEG or PNG files can be added.`,
    cashlessGoal: (minutes: number) =>
      `In hospital now? Our adviser answers a cashless request within ${minutes} minutes in working hours (our own goal, not a rule).`,
    submit: 'Register the claim',
    sending: 'Registering…',
    failed: 'We could not register the claim. Please try again.',
    // the server's refusals of a new claim (contract claimMessages) as the screen says them
    refusals: {
      [claimMessages.cashlessNeedsCover]:
        'Cashless needs the policy to be in force today, and this one is cancelled, ended or not started yet. For a hospital stay while it was in force, choose reimbursement.',
    } as Record<string, string>,
    uploadFailed: 'The claim is registered, but the documents did not upload. Add them from My claims.',
    /**
     * The same claim sent again while the first is open (the server's `alreadyOpen`): the claim shown is the first,
     * and the documents chosen were not sent again; said on the claim in My claims.
     */
    alreadyOpen: (documentsChosen: boolean) =>
      documentsChosen
        ? 'You already have this claim open; we have not sent the documents again. Add any new ones on the claim.'
        : 'You already have this claim open; here it is. Add any new documents on the claim.',
    nominee: 'A death claim is started by the nominee, logged in on their own phone, from My claims.',
  },
  nomineeClaim: {
    heading: 'Claiming as a nominee?',
    intro:
      'If you are the nominee on a life policy, give the policy number and your name as the policy records it. We send a code to the nominee’s mobile on the policy, so log in on that mobile first.',
    policyNumber: 'Policy number',
    nomineeName: 'Your name as on the policy',
    amount: 'Amount claimed (₹, optional)',
    send: 'Send the code',
    sending: 'Sending…',
    sentTo: (length: number, masked: string) =>
      `We have sent a ${length}-digit code to the nominee’s mobile on the policy (+91 ${masked}).`,
    forPolicy: (policyNumber: string, name: string) => `Policy ${policyNumber}, nominee ${name}.`,
    submit: 'Start the death claim',
    starting: 'Starting…',
    change: 'Change the policy number or name',
    codeRule: (length: number) => `Enter the ${length}-digit code from the SMS.`,
    required: (field: string) => `${field} is required.`,
    // what the server's refusals mean here (nominee-refusal.ts gives the codes)
    refusals: {
      'not-found':
        'No life policy with that number names you as its nominee with the mobile you are logged in on. Check the number and your name as the policy writes it.',
      'wrong-code': 'That is not the code we sent. Check the SMS and try again.',
      expired: 'That code has expired. Ask for a new code.',
      'too-many': 'Too many wrong codes. Ask for a new code and try again.',
      'already-claimed':
        'A death claim on this policy is already registered and still stands. Follow it in My claims; a new one is possible only if it is rejected.',
      failed: 'We could not do that just now. Please try again.',
    } as Record<string, string>,
    /** A second death claim: the first one's number (deathClaimExistsIn reads it from the server's refusal). */
    alreadyClaimed: (claimId: number) =>
      `A death claim on this policy is already registered as claim no. ${claimId}. Follow it in My claims; a new one is possible only if it is rejected.`,
  },
  addDocuments: {
    open: 'Add documents',
    close: 'Close the documents form',
    heading: 'Add the documents still needed',
    hint: (mb: number) => `PDF, JPEG or PNG, up to ${mb} MB each.`,
    submit: 'Upload the documents',
    sending: 'Uploading…',
    chooseOne: 'Choose at least one file to upload.',
    added: 'Added to the claim and saved in your vault.',
    refused: {
      'too-big': 'A file is too large. Choose a smaller file or a photo of the page.',
      'not-a-document':
        'A file is not a real PDF, JPEG or PNG (we check the file itself, not its name). Choose another.',
      'too-many-uploads': 'You have uploaded many documents in the last hour. Please try again later.',
      failed: 'The documents did not upload. Please try again.',
    } as Record<string, string>,
  },
  request: {
    open: 'Ask for a change',
    close: 'Close the request form',
    heading: 'Ask the insurer for a change',
    kind: 'What do you need',
    details: 'Details',
    detailsHint: 'For example the new nominee’s name and relation, or the corrected address.',
    detailsRequired: 'Please write what is to change.',
    clock: (days: number, title: string, date: string) =>
      `The insurer must complete it within ${days} days (${title}, ${date}).`,
    submit: 'Send the request',
    sending: 'Sending…',
    failed: 'We could not send the request. Please try again.',
    // the server's refusals of a new request (contract claimMessages) as the screen says them
    refusals: {
      [claimMessages.requestNeedsLivePolicy]:
        'This policy is cancelled or has ended, so the insurer can no longer change it. A tax certificate for premium paid can still be asked for.',
    } as Record<string, string>,
  },
};

export type ClaimsWords = Wordy<typeof claimsWords>;

declare module '~/lib/words' {
  interface WordBook {
    claims: ClaimsWords;
  }
}

export default defineWords('en', 'claims', claimsWords);
