// Business constants of the account spec §9 and the shopping spec §9. Defined once; both apps import them.

export const OTP_LENGTH = 4;
export const MOBILE_LENGTH = 10;
/** A customer's Indian mobile number: 10 digits, the first 6 to 9. Every form and route that takes one uses it. */
export const INDIAN_MOBILE_PATTERN = /^[6-9]\d{9}$/;
export const isIndianMobile = (value: string): boolean => INDIAN_MOBILE_PATTERN.test(value);
export const STATUS_MOBILE_MIN = 10;
export const STATUS_MOBILE_MAX = 15;
export const COUNTRY_CODE = '91';
export const PHONE_PREFIX = '+91';

export const RESEND_COUNTDOWN_SECONDS = 15;
export const PROFILE_HINT_MS = 2000;
export const CONTACT_NOTICE_MS = 3000;
/** The contact form's limits (kept here, not beside the zod schema, so the form's first load carries no zod). */
export const CONTACT_NAME_MAX = 60;
export const CONTACT_MESSAGE_MAX = 1000;
export const APPLICATION_NOTICE_MS = 5000;

export const MESSAGE_PREVIEW_THRESHOLD = 100;
export const MESSAGE_PREVIEW_LENGTH = 50;
export const MESSAGE_MAX_LENGTH = 2000;

export const AADHAAR_LENGTH = 12;
export const PAN_LENGTH = 10;
export const DATE_TEXT_LENGTH = 10;
export const NAME_MAX_LENGTH = 25;
export const EMPLOYER_MAX_LENGTH = 100;
export const AMOUNT_MAX_DIGITS = 12;

/** Recipient of every customer message. */
export const ADMIN_RECIPIENT = 'admin';

export const MESSAGE_STATUSES = ['new', 'read'] as const;
export const DELETE_ALL_TYPES = ['sent', 'receive'] as const;

export const NOMINEE_RELATIONS = ['Spouse', 'Parent', 'Child', 'Sibling', 'Friend'] as const;

export const CONTACT_ENQUIRY_TYPES = [
  'claim-status',
  'policy-modification',
  'premium-payment-issue',
  'policy-document-request',
  'nominee-update',
  'kyc-update',
  'benefit-clarification',
  'policy-cancellation',
  'refund-status',
  'portability-request',
  'address-change',
  'renewal-enquiry',
  'technical-support',
  'account-statement',
  'feedback',
  'others',
] as const;
export type ContactEnquiryType = (typeof CONTACT_ENQUIRY_TYPES)[number];

/** Readable label of an enquiry type: "claim-status" -> "Claim Status", "kyc-update" -> "KYC Update". */
export function enquiryTypeLabel(type: string): string {
  return type
    .split('-')
    .map((word) => (word === 'kyc' ? 'KYC' : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

export const CONTACT_STATUSES = ['New', 'In Progress', 'Resolved'] as const;

export const POLICY_TYPES = ['Life', 'Term', 'Health', 'Motor Insurance', 'Home'] as const;
export const PAYMENT_FREQUENCIES = ['Monthly', 'Quarterly', 'Yearly'] as const;
export const OCCUPATIONS = [
  'Salaried',
  'Self-Employed',
  'Business Owner',
  'Student',
  'Retired',
  'Other',
] as const;
/** Education, which term insurers ask before issuing (some offer their highest covers only to graduates). */
export const EDUCATION_LEVELS = [
  'Below 10th',
  '10th pass',
  '12th pass',
  'Diploma',
  'Graduate',
  'Post-graduate',
] as const;
/** Height and weight as an insurer's proposal form takes them; outside these a typing slip is far likelier. */
export const HEIGHT_CM_RANGE = { min: 100, max: 250 } as const;
export const WEIGHT_KG_RANGE = { min: 20, max: 250 } as const;

export const MARITAL_STATUSES = ['Single', 'Married', 'Divorced', 'Widowed'] as const;
export const GENDERS = ['Male', 'Female', 'Other'] as const;
export type Gender = (typeof GENDERS)[number];
export const VEHICLE_TYPES = ['2 Wheeler', '4 Wheeler'] as const;
export const FUEL_TYPES = ['Petrol', 'Diesel', 'Electric', 'CNG'] as const;
export const REG_YEARS_BACK = 30;

/** Status of an insurance request as an adviser moves it along. The first is set on submission. */
export const REQUEST_STATUSES = [
  'Submitted',
  'In Review',
  'Quote Shared',
  'Documents Pending',
  'Policy Issued',
  'Closed',
  'Rejected',
] as const;

export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
export const DATE_DDMMYYYY_PATTERN = /^(0[1-9]|[12][0-9]|3[01])\/(0[1-9]|1[0-2])\/\d{4}$/;

/** dd/mm/yyyy that names a real calendar day. */
export function isRealDdMmYyyy(value: string): boolean {
  if (!DATE_DDMMYYYY_PATTERN.test(value)) return false;
  const [dd, mm, yyyy] = value.split('/').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(yyyy, mm - 1, dd));
  return date.getUTCFullYear() === yyyy && date.getUTCMonth() === mm - 1 && date.getUTCDate() === dd;
}
