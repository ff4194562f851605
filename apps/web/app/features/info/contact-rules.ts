// The contact form's checks (account spec §5) on top of the contract's ContactUs body, so the form refuses
// exactly what the server would: the spec's two messages first, then the body's own limits.
import {
  contactMessages,
  isIndianMobile,
  loginMessages,
  type contactUsBody,
  type ContactUsBody,
} from '@bimasetu/contract';

export interface ContactValues {
  name: string;
  phone: string;
  messageType: string;
  message: string;
}

const labels: Partial<Record<keyof ContactUsBody, string>> = {
  customerName: 'Name',
  customerMessage: 'Message',
};

/** The spec's two checks, which need no schema: every field, then an Indian mobile. */
export function contactBasicError(values: ContactValues): string | null {
  if (!values.name.trim() || !values.phone.trim() || !values.messageType || !values.message.trim()) {
    return contactMessages.required;
  }
  return isIndianMobile(values.phone) ? null : loginMessages.invalidMobile;
}

/** The name and message limits, by the contract's schema (passed in: the form loads it when first used). */
export function contactLimitsError(values: ContactValues, body: typeof contactUsBody): string | null {
  const issue = body.safeParse(contactPayload(values)).error?.issues[0];
  if (!issue) return null;
  const label = labels[issue.path[0] as keyof ContactUsBody] ?? 'Enquiry type';
  return `${label} ${issue.message}`;
}

/** Every field is required; the phone must then be an Indian mobile; then the limits (see contact-schema.ts). */
export function contactError(values: ContactValues, body: typeof contactUsBody): string | null {
  return contactBasicError(values) ?? contactLimitsError(values, body);
}

/** The ContactUs payload of §7; a new enquiry is "New". */
export function contactPayload(values: ContactValues, now = new Date()): ContactUsBody {
  return {
    customerName: values.name.trim(),
    mobile: values.phone,
    createdDatetime: now.toISOString(),
    messageType: values.messageType as ContactUsBody['messageType'],
    customerMessage: values.message.trim(),
    status: 'New',
  };
}
