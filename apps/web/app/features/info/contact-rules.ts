import { contactMessages, isIndianMobile, loginMessages } from '@bimasetu/contract';

export interface ContactValues {
  name: string;
  phone: string;
  messageType: string;
  message: string;
}

/** §5: every field is required; the phone must then be a full 10-digit number. */
export function contactError(values: ContactValues): string | null {
  if (!values.name.trim() || !values.phone.trim() || !values.messageType || !values.message.trim()) {
    return contactMessages.required;
  }
  if (!isIndianMobile(values.phone)) return loginMessages.invalidMobile;
  return null;
}

/** The ContactUs payload of §7; a new enquiry is "New". */
export function contactPayload(values: ContactValues, now = new Date()) {
  return {
    customerName: values.name.trim(),
    mobile: values.phone,
    createdDatetime: now.toISOString(),
    messageType: values.messageType,
    customerMessage: values.message.trim(),
    status: 'New',
  };
}
