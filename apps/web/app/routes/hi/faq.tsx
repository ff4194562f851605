import '~/words/hi';
import '~/features/info/faq-words.hi';
import { currentStarterFaqs, starterFaqPriority, type FaqItem } from '@bimasetu/contract';
import { FaqList } from '~/features/info/faq-list';
import { hindiPageMeta } from '~/page-meta';
import type { Route } from './+types/faq';

export function meta({ location }: Route.MetaArgs) {
  return hindiPageMeta(location.pathname, [
    { title: 'अक्सर पूछे जाने वाले सवाल | BimaSetu' },
    { name: 'description', content: 'कोटेशन, आवेदन, क्लेम, भुगतान और आपके डेटा के बारे में जवाब।' },
  ]);
}

/**
 * Build time only, as the English page's: the seeded FAQs in GetFaqList's order and shape, so the page arrives with
 * them and never jumps. (They are English until FAQs carry Hindi texts; no FAQPage data is claimed for this page.)
 */
export function loader(): { faqs: FaqItem[] } {
  return {
    faqs: currentStarterFaqs.map((faq, index) => ({
      id: index + 1,
      ...faq,
      priority: starterFaqPriority(index),
    })),
  };
}

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <FaqList prerendered={loaderData.faqs} />;
}
