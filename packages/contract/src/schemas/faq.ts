import { z } from 'zod';

export const faqItem = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  priority: z.number().int(),
});
export type FaqItem = z.infer<typeof faqItem>;

export const faqListResponse = z.object({
  isSuccess: z.boolean(),
  message: z.string().optional(),
  faqDetailList: z.array(faqItem),
});
export type FaqListResponse = z.infer<typeof faqListResponse>;
