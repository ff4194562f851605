import '~/words/en';
import '~/features/info/faq-words';
import { starterFaqPriority, currentStarterFaqs, type FaqItem } from '@bimasetu/contract';
import { FaqList } from '~/features/info/faq-list';
import { faqPageJsonLd } from '~/features/info/faq-json-ld';
import { pageMeta } from '~/page-meta';
import type { Route } from './+types/faq';

/** Runs at build time only (the page is prerendered): the seeded FAQs, in GetFaqList's order and shape. */
export function loader(): { faqs: FaqItem[] } {
  return {
    faqs: currentStarterFaqs.map((faq, index) => ({
      id: index + 1,
      ...faq,
      priority: starterFaqPriority(index),
    })),
  };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  return [...pageMeta(location.pathname), faqPageJsonLd(loaderData?.faqs ?? [])];
}

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <FaqList prerendered={loaderData.faqs} />;
}
