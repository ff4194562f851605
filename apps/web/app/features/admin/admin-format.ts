// How the console writes dates and labels: dd/mm/yyyy and Indian time, like the customer screens.
import { enquiryTypeLabel } from '@bimasetu/contract';
import { formatDateTime } from '~/lib/format';

/** "22/11/2026, 4:05 pm" in India time (lib/format, shared with the customer's request detail). */
export { formatDateTime };

/** "two-wheeler" -> "Two Wheeler", "nri-term" -> "NRI Term". */
export function leadLineLabel(line: string): string {
  return line
    .split('-')
    .map((word) => (word === 'nri' ? 'NRI' : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

export { enquiryTypeLabel };

/** "9876543210" -> "+91 98765 43210", the way advisers read a number out on the phone. */
export function formatMobile(mobile: string): string {
  return /^\d{10}$/.test(mobile) ? `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}` : mobile;
}
