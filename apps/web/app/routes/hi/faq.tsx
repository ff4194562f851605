import '~/words/hi';
import '~/features/info/faq-words.hi';
import { bilingualStarterFaqs, starterFaqPriority } from '@bimasetu/contract';
import type { ShownFaq } from '~/features/info/faq-api';
import { FaqList } from '~/features/info/faq-list';
import { faqPageJsonLd } from '~/features/info/faq-json-ld';
import { hindiPageMeta } from '~/page-meta';
import type { Route } from './+types/faq';

/**
 * Build time only, as the English page's: the seeded FAQs in Hindi, in GetFaqList's order and shape (as `?lang=hi`
 * answers them on a deployment no adviser has edited), so the page arrives with them and never jumps.
 */
export function loader(): { faqs: ShownFaq[] } {
  return {
    faqs: bilingualStarterFaqs.map((faq, index) => ({
      id: index + 1,
      question: faq.questionHi,
      answer: faq.answerHi,
      priority: starterFaqPriority(index),
      lang: 'hi' as const,
    })),
  };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  return [
    ...hindiPageMeta(location.pathname, [
      { title: 'अक्सर पूछे जाने वाले सवाल | BimaSetu' },
      { name: 'description', content: 'कोटेशन, आवेदन, क्लेम, भुगतान और आपके डेटा के बारे में जवाब।' },
    ]),
    faqPageJsonLd(loaderData?.faqs ?? [], 'hi'),
  ];
}

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <FaqList prerendered={loaderData.faqs} />;
}
