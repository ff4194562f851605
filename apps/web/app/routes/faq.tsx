import '~/words/en';
import '~/features/info/faq-words';
import { starterFaqPriority, currentStarterFaqs, type FaqItem } from '@bimasetu/contract';
import { FaqList } from '~/features/info/faq-list';
import { jsonLd, pageMeta } from '~/page-meta';
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

/** FAQPage structured data for the questions the page shows. */
function faqPageJsonLd(faqs: readonly FaqItem[]) {
  return jsonLd({
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  });
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  return [...pageMeta(location.pathname), faqPageJsonLd(loaderData?.faqs ?? [])];
}

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <FaqList prerendered={loaderData.faqs} />;
}
