// The FAQ pages' structured data, kept out of the root's page-meta so only the FAQ pages carry it.
import type { MetaDescriptor } from 'react-router';

/** FAQPage JSON-LD for the questions a FAQ page shows (`inLanguage` on the Hindi page). */
export function faqPageJsonLd(
  faqs: readonly { question: string; answer: string }[],
  inLanguage?: 'hi',
): MetaDescriptor {
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      ...(inLanguage ? { inLanguage } : {}),
      mainEntity: faqs.map((faq) => ({
        '@type': 'Question',
        name: faq.question,
        acceptedAnswer: { '@type': 'Answer', text: faq.answer },
      })),
    },
  };
}
