// Phone numbers as tel: links, so a customer can tap to call.

/**
 * A phone number as a tel: link target. A number written with + keeps it; a 10-digit Indian number (or one
 * written with a leading 0) gets +91; toll-free and short codes (1800…, 155255) are dialled as written.
 */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return `tel:${digits}`;
  if (digits.length === 10 && !digits.startsWith('1')) return `tel:+91${digits}`;
  if (digits.length === 11 && digits.startsWith('0')) return `tel:+91${digits.slice(1)}`;
  return `tel:${digits}`;
}
