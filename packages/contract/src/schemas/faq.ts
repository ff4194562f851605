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

/** The languages GetFaqList answers in: English (the spec's answer, the default) and Hindi. */
export const FAQ_LANGS = ['en', 'hi'] as const;
export type FaqLang = (typeof FAQ_LANGS)[number];

/** GetFaqList's query: `?lang=hi` asks for each FAQ's Hindi pair; no `lang` (or `en`) is the spec's answer. */
export const faqListParams = z.object({
  lang: z.enum(FAQ_LANGS, { error: `must be one of: ${FAQ_LANGS.join(', ')}` }).optional(),
});

/**
 * A FAQ in the language asked for: `lang` says which its question and answer are in (`en` where the Hindi pair is
 * still missing, so the page can mark that item as English).
 */
export const localFaqItem = faqItem.extend({ lang: z.enum(FAQ_LANGS) });
export type LocalFaqItem = z.infer<typeof localFaqItem>;

export const localFaqListResponse = z.object({
  isSuccess: z.boolean(),
  message: z.string().optional(),
  faqDetailList: z.array(localFaqItem),
});
export type LocalFaqListResponse = z.infer<typeof localFaqListResponse>;
