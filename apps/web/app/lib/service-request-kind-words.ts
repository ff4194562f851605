// What each service request is, in English: the customer's My claims and the advisers' console say the same.
import type { ServiceRequestKind } from '@bimasetu/contract';

export const SERVICE_REQUEST_KIND_WORDS: Record<ServiceRequestKind, string> = {
  'nominee-change': 'Nominee change',
  'address-correction': 'Address correction',
  'name-correction': 'Name correction',
  'add-spouse': 'Add spouse',
  'add-newborn': 'Add newborn',
  'tax-certificate-80d': 'Tax certificate (section 80D)',
  'free-look-cancellation': 'Free-look cancellation and refund',
  'mid-term-cancellation': 'Mid-term cancellation',
};
