import { z } from 'zod';
import {
  CONTACT_ENQUIRY_TYPES,
  CONTACT_STATUSES,
  MESSAGE_MAX_LENGTH,
  POLICY_TYPES,
  REQUEST_STATUSES,
} from '../constants.ts';
import { LEAD_LINES } from '../leads/envelope.ts';
import { mobileSchema } from './common.ts';
import { faqItem } from './faq.ts';
import { requestQuoteSummary, requestTimelineEntry } from './requests.ts';
import { userMessage } from './messages.ts';
import { cappedText, ID_MAX, idSchema, parentMessageIdSchema, wholeNumber } from './text.ts';

// The advisers' console API, under /api/Admin. Every call needs an adviser's token.

export const ADMIN_API_BASE = '/api/Admin';
export const ADMIN_PAGE_SIZE_MAX = 100;
export const LEAD_STATUSES = ['New', 'In Progress', 'Resolved'] as const;

/**
 * What a customer reads for a kept call-back or booking: the tracker's one vocabulary (`REQUEST_STATUSES`), so a
 * call-back never says "New" beside an application's "Submitted". Advisers keep working with the lead's own.
 */
export const CUSTOMER_STATUS_OF_LEAD: Record<
  (typeof LEAD_STATUSES)[number],
  (typeof REQUEST_STATUSES)[number]
> = {
  New: 'Submitted',
  'In Progress': 'In Review',
  Resolved: 'Closed',
};

export function customerStatusOfLead(status: string): string {
  return CUSTOMER_STATUS_OF_LEAD[status as (typeof LEAD_STATUSES)[number]] ?? status;
}
export const WORK_STATUSES = ['In Progress', 'Resolved'] as const;
export const OVERVIEW_DAYS = 14;

export const adminPaths = {
  logout: `${ADMIN_API_BASE}/Logout`,
  me: `${ADMIN_API_BASE}/Me`,
  overview: `${ADMIN_API_BASE}/Overview`,
  requests: `${ADMIN_API_BASE}/Requests`,
  request: `${ADMIN_API_BASE}/Requests/:id`,
  requestStatus: `${ADMIN_API_BASE}/Requests/:id/Status`,
  requestPremium: `${ADMIN_API_BASE}/Requests/:id/Premium`,
  conversations: `${ADMIN_API_BASE}/Conversations`,
  conversation: `${ADMIN_API_BASE}/Conversations/:mobile`,
  conversationReply: `${ADMIN_API_BASE}/Conversations/:mobile/Reply`,
  messageRead: `${ADMIN_API_BASE}/Messages/:id/Read`,
  enquiries: `${ADMIN_API_BASE}/Enquiries`,
  enquiry: `${ADMIN_API_BASE}/Enquiries/:id`,
  leads: `${ADMIN_API_BASE}/Leads`,
  lead: `${ADMIN_API_BASE}/Leads/:id`,
  faqs: `${ADMIN_API_BASE}/Faqs`,
  faq: `${ADMIN_API_BASE}/Faqs/:id`,
  faqOrder: `${ADMIN_API_BASE}/Faqs/Order`,
  audit: `${ADMIN_API_BASE}/Audit`,
} as const;

/** Fills a path's :params, e.g. adminPath(adminPaths.request, { id: 4 }). */
export function adminPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params[key] ?? '')));
}

export const pageQuery = z.object({
  page: wholeNumber('must be a whole number', (page) =>
    page.min(1, 'must be 1 or more').max(ID_MAX, `must be at most ${ID_MAX}`),
  ).default(1),
  pageSize: wholeNumber('must be a whole number', (size) =>
    size.min(1, 'must be 1 or more').max(ADMIN_PAGE_SIZE_MAX, `must be at most ${ADMIN_PAGE_SIZE_MAX}`),
  ).default(20),
});

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    isSuccess: z.boolean(),
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

export const idParams = z.object({ id: idSchema });
export const mobileParams = z.object({ mobile: mobileSchema });

export const adminMe = z.object({
  isSuccess: z.boolean(),
  result: z.object({ mobile: z.string(), name: z.string() }),
});

export const overviewResponse = z.object({
  isSuccess: z.boolean(),
  counts: z.object({
    newRequests: z.number().int(),
    unreadMessages: z.number().int(),
    openEnquiries: z.number().int(),
    leadsToday: z.number().int(),
  }),
  /** Oldest first, one entry per day (yyyy-mm-dd, India time) of the last 14. */
  daily: z.array(
    z.object({
      date: z.string(),
      requests: z.number().int(),
      messages: z.number().int(),
      enquiries: z.number().int(),
      leads: z.number().int(),
    }),
  ),
});
export type OverviewResponse = z.infer<typeof overviewResponse>;

export const requestsQuery = pageQuery.extend({
  status: z.enum(REQUEST_STATUSES, { error: `must be one of: ${REQUEST_STATUSES.join(', ')}` }).optional(),
  policyType: z.enum(POLICY_TYPES, { error: `must be one of: ${POLICY_TYPES.join(', ')}` }).optional(),
  search: cappedText(50).optional(),
});
export const adminRequestItem = z.object({
  id: z.number().int(),
  createdOn: z.string(),
  updatedAt: z.string(),
  fullName: z.string(),
  phone: z.string(),
  policyType: z.string(),
  sumAssured: z.string(),
  status: z.string(),
  remarks: z.string(),
});
export type AdminRequestItem = z.infer<typeof adminRequestItem>;
export const requestsPage = pageOf(adminRequestItem);
export const requestDetail = z.object({
  isSuccess: z.boolean(),
  result: adminRequestItem.extend({
    application: z.record(z.string(), z.unknown()),
    aadhaar: z.string(),
    reference: z.string(),
    planId: z.string(),
    planName: z.string(),
    insurer: z.string(),
    /** The price the customer saw (the server's, kept at submission); null for an application with no plan. */
    quote: requestQuoteSummary.nullable(),
    /** The server's price for the same inputs at view time: differs when the rate version or the age moved. */
    repriced: requestQuoteSummary.nullable(),
    revisedPremium: z.number().int().nullable(),
    revisedReason: z.string(),
    timeline: z.array(requestTimelineEntry),
  }),
});
export type RequestDetail = z.infer<typeof requestDetail>;
export const requestStatusBody = z.object({
  status: z.enum(REQUEST_STATUSES, { error: `must be one of: ${REQUEST_STATUSES.join(', ')}` }),
  remarks: cappedText(1000, { multiLine: true }),
});

/** A premium recorded after underwriting (medicals can change it), with the reason the customer will read. */
export const revisedPremiumBody = z.object({
  premium: wholeNumber('must be a whole number of rupees', (rupees) =>
    rupees.min(1, 'must be at least ₹1').max(100_000_000, 'must be at most ₹10 crore'),
  ),
  reason: cappedText(500, { multiLine: true }).min(5, 'must be at least 5 characters'),
});
export type RevisedPremiumBody = z.input<typeof revisedPremiumBody>;

export const conversationItem = z.object({
  mobile: z.string(),
  unread: z.number().int(),
  total: z.number().int(),
  lastMessageAt: z.string(),
  lastMessage: z.string(),
});
export type ConversationItem = z.infer<typeof conversationItem>;
export const conversationsPage = pageOf(conversationItem);
/** The adviser reads a conversation in the customer's own message shape. */
export const conversationMessage = userMessage;
export const conversationResponse = z.object({
  isSuccess: z.boolean(),
  mobile: z.string(),
  messages: z.array(conversationMessage),
});
export type ConversationResponse = z.infer<typeof conversationResponse>;
export const replyBody = z.object({
  messageContent: cappedText(MESSAGE_MAX_LENGTH, { multiLine: true }).min(1, 'must not be empty'),
  parentmessageid: parentMessageIdSchema,
});

/** An enquiry's or a lead's change: `note` is the advisers' own, for the next adviser, never shown to the customer. */
export const workBody = z.object({
  status: z.enum(WORK_STATUSES, { error: 'must be In Progress or Resolved' }),
  note: cappedText(1000, { multiLine: true }),
});

/** A lead's change adds what the adviser writes for the customer, shown in their tracker (issue 31). */
export const leadWorkBody = workBody.extend({
  customerNote: cappedText(1000, { multiLine: true }).default(''),
});

export const enquiriesQuery = pageQuery.extend({
  type: z.enum(CONTACT_ENQUIRY_TYPES, { error: 'must be one of the listed enquiry types' }).optional(),
  status: z.enum(CONTACT_STATUSES, { error: `must be one of: ${CONTACT_STATUSES.join(', ')}` }).optional(),
});
export const enquiryItem = z.object({
  id: z.number().int(),
  customerName: z.string(),
  mobile: z.string(),
  createdDatetime: z.string(),
  messageType: z.string(),
  customerMessage: z.string(),
  status: z.string(),
  note: z.string(),
});
export type EnquiryItem = z.infer<typeof enquiryItem>;
export const enquiriesPage = pageOf(enquiryItem);

export const leadsQuery = pageQuery.extend({
  line: z.enum(LEAD_LINES, { error: `must be one of: ${LEAD_LINES.join(', ')}` }).optional(),
  status: z.enum(LEAD_STATUSES, { error: `must be one of: ${LEAD_STATUSES.join(', ')}` }).optional(),
});
export const leadItem = z.object({
  id: z.number().int(),
  reference: z.string(),
  line: z.string(),
  contactPreference: z.string(),
  mobile: z.string(),
  details: z.record(z.string(), z.unknown()),
  status: z.string(),
  /** The advisers' own note. */
  note: z.string(),
  /** What the customer reads in their tracker. */
  customerNote: z.string(),
  createdAt: z.string(),
});
export type LeadItem = z.infer<typeof leadItem>;
export const leadsPage = pageOf(leadItem);

export const FAQ_QUESTION_MAX = 300;
export const FAQ_ANSWER_MAX = 3000;
const DEVANAGARI = /[\u0900-\u097f]/u;
export const faqRules = {
  tooShort: 'must be at least 5 characters',
  notHindi: 'must be written in Hindi (Devanagari)',
  /** The Hindi answer's message when only the Hindi question was given, and the other way round. */
  answerHiMissing: 'must be given with the Hindi question',
  questionHiMissing: 'must be given with the Hindi answer',
} as const;

/** A Hindi text of the FAQ: optional (blank is "not translated yet"), else capped like the English, in Devanagari. */
const hindiText = (max: number, multiLine: boolean) =>
  cappedText(max, { multiLine })
    .refine((v) => v === '' || v.length >= 5, { message: faqRules.tooShort, abort: true })
    .refine((v) => v === '' || DEVANAGARI.test(v), faqRules.notHindi)
    .default('');

/**
 * One FAQ as an adviser writes it: the English pair the spec's GetFaqList answers, and optionally its Hindi pair
 * (both or neither: the Hindi page shows a FAQ wholly in one language).
 */
export const faqBody = z
  .object({
    question: cappedText(FAQ_QUESTION_MAX).min(5, faqRules.tooShort),
    answer: cappedText(FAQ_ANSWER_MAX, { multiLine: true }).min(5, faqRules.tooShort),
    questionHi: hindiText(FAQ_QUESTION_MAX, false),
    answerHi: hindiText(FAQ_ANSWER_MAX, true),
    priority: wholeNumber('must be a whole number', (priority) =>
      priority.min(0, 'must be 0 or more').max(100000, 'must be at most 100000'),
    ),
  })
  .superRefine((faq, ctx) => {
    if (faq.questionHi !== '' && faq.answerHi === '')
      ctx.addIssue({ code: 'custom', path: ['answerHi'], message: faqRules.answerHiMissing });
    if (faq.answerHi !== '' && faq.questionHi === '')
      ctx.addIssue({ code: 'custom', path: ['questionHi'], message: faqRules.questionHiMissing });
  });
export type FaqBody = z.input<typeof faqBody>;
/** A FAQ as the console lists it: the public item with its Hindi pair (null while not translated). */
export const adminFaqItem = faqItem.extend({
  questionHi: z.string().nullable(),
  answerHi: z.string().nullable(),
});
export type AdminFaqItem = z.infer<typeof adminFaqItem>;
export const adminFaqListResponse = z.object({
  isSuccess: z.boolean(),
  faqDetailList: z.array(adminFaqItem),
});
export type AdminFaqListResponse = z.infer<typeof adminFaqListResponse>;
export const faqOrderBody = z.object({
  ids: z.array(z.number().int().positive().max(ID_MAX)).min(1, 'must list at least one FAQ').max(500),
});

export const auditItem = z.object({
  id: z.number().int(),
  adminMobile: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  detail: z.string(),
  at: z.string(),
});
export const auditPage = pageOf(auditItem);
/** The audit log's filter: `data-requests` keeps customers' own exports and erasures. */
export const AUDIT_FILTERS = ['data-requests'] as const;
export const auditQuery = pageQuery.extend({
  only: z.enum(AUDIT_FILTERS, { error: `must be one of: ${AUDIT_FILTERS.join(', ')}` }).optional(),
});

export const adminResult = z.object({
  isSuccess: z.boolean(),
  message: z.string(),
  result: z.object({ id: z.number().int() }).optional(),
});
