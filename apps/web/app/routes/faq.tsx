import { bilingualStarterFaqs, currentStarterFaqs, starterFaqPriority } from '@bimasetu/contract';
import type { ShownFaq } from '~/features/info/faq-api';
import { FaqList } from '~/features/info/faq-list';
import { faqPageJsonLd } from '~/features/info/faq-json-ld';
import { localeOfPath } from '~/lib/locale-paths';
import { pageWords } from '~/lib/words';
import { hindiPageMeta, pageMeta } from '~/page-meta';
import type { Route } from './+types/faq';

export const handle = pageWords('faq');

/**
 * Runs at build time only (the page is prerendered): the seeded FAQs in the page's language, in GetFaqList's order
 * and shape (the Hindi as `?lang=hi` answers them on a deployment no adviser has edited), so the page arrives with
 * them and never jumps.
 */
export function loader({ request }: Route.LoaderArgs): { faqs: ShownFaq[] } {
  if (localeOfPath(new URL(request.url).pathname) === 'hi') {
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
  return {
    faqs: currentStarterFaqs.map((faq, index) => ({
      id: index + 1,
      ...faq,
      priority: starterFaqPriority(index),
    })),
  };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const faqs = loaderData?.faqs ?? [];
  if (localeOfPath(location.pathname) === 'en') return [...pageMeta(location.pathname), faqPageJsonLd(faqs)];
  return [
    ...hindiPageMeta(location.pathname, [
      { title: 'अक्सर पूछे जाने वाले सवाल | BimaSetu' },
      { name: 'description', content: 'कोटेशन, आवेदन, क्लेम, भुगतान और आपके डेटा के बारे में जवाब।' },
    ]),
    faqPageJsonLd(faqs, 'hi'),
  ];
}

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <FaqList prerendered={loaderData.faqs} />;
}
