import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubFetch } from '~/lib/test-utils';
import { LocaleContext } from '~/lib/words';
import { FaqList } from './faq-list';

const faqs = [
  { id: 1, question: 'How do I claim?', answer: 'Call the insurer.', priority: 2 },
  { id: 2, question: 'What is a term plan?', answer: 'Pure life cover.', priority: 1 },
];

afterEach(() => vi.unstubAllGlobals());

describe('FaqList', () => {
  it('lists questions by ascending priority with one answer open at a time', async () => {
    stubFetch({ 'GET /api/Insurance/GetFaqList': { body: { isSuccess: true, faqDetailList: faqs } } });
    renderScreen(<FaqList />, '/faq');
    expect(screen.getByRole('status')).toHaveTextContent('Loading FAQs…');
    const questions = await screen.findAllByRole('button', { name: /\?/ });
    expect(questions.map((q) => q.textContent)).toEqual(['What is a term plan?', 'How do I claim?']);
    const user = userEvent.setup();
    await user.click(questions[0]!);
    expect(screen.getByText('Pure life cover.')).toBeVisible();
    await user.click(questions[1]!);
    expect(screen.getByText('Call the insurer.')).toBeVisible();
    expect(screen.queryByText('Pure life cover.')).not.toBeInTheDocument();
    expect(questions[0]).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the prerendered FAQs at once, without a loading line, then the fresh list from GetFaqList', async () => {
    stubFetch({ 'GET /api/Insurance/GetFaqList': { body: { isSuccess: true, faqDetailList: faqs } } });
    const prerendered = [{ id: 9, question: 'Is the seed shown first?', answer: 'Yes.', priority: 10 }];
    renderScreen(<FaqList prerendered={prerendered} />, '/faq');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Is the seed shown first?' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'What is a term plan?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Is the seed shown first?' })).not.toBeInTheDocument();
  });

  it('says "No FAQs found." for an empty list', async () => {
    stubFetch({ 'GET /api/Insurance/GetFaqList': { body: { isSuccess: true, faqDetailList: [] } } });
    renderScreen(<FaqList />, '/faq');
    expect(await screen.findByText('No FAQs found.')).toBeInTheDocument();
  });

  it('shows the error text when loading fails', async () => {
    stubFetch({ 'GET /api/Insurance/GetFaqList': { status: 500, body: { isSuccess: false, message: 'x' } } });
    renderScreen(<FaqList />, '/faq');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong while loading FAQs.');
  });

  it('offers Try again when loading fails, and shows the list once it loads', async () => {
    let answers = 0;
    stubFetch({
      'GET /api/Insurance/GetFaqList': () =>
        (answers += 1) === 1
          ? { status: 503, body: { isSuccess: false, message: 'The database is unavailable right now.' } }
          : { body: { isSuccess: true, faqDetailList: faqs } },
    });
    renderScreen(<FaqList />, '/faq');
    await screen.findByRole('alert');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'What is a term plan?' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('on the Hindi page asks GetFaqList for Hindi, and marks a FAQ still in English as English', async () => {
    const calls = stubFetch({
      'GET /api/Insurance/GetFaqList': {
        body: {
          isSuccess: true,
          faqDetailList: [
            { id: 1, question: 'क्लेम कैसे करें?', answer: 'बीमा कंपनी को कॉल करें।', priority: 1, lang: 'hi' },
            { id: 2, question: 'Is there an app?', answer: 'Not yet.', priority: 2, lang: 'en' },
          ],
        },
      },
    });
    const prerendered = [
      { id: 9, question: 'पहले से छपा सवाल?', answer: 'हाँ।', priority: 10, lang: 'hi' as const },
    ];
    renderScreen(
      <LocaleContext.Provider value="hi">
        <FaqList prerendered={prerendered} />
      </LocaleContext.Provider>,
      '/hi/faq',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('अक्सर पूछे जाने वाले सवाल');
    expect(screen.getByRole('button', { name: 'पहले से छपा सवाल?' })).toBeInTheDocument();
    const english = await screen.findByRole('button', { name: 'Is there an app?' });
    expect(calls.map((c) => c.url)).toEqual(['/api/Insurance/GetFaqList?lang=hi']);
    expect(english.querySelector('[lang="en"]')).toHaveTextContent('Is there an app?');
    const hindi = screen.getByRole('button', { name: 'क्लेम कैसे करें?' });
    expect(hindi.querySelector('[lang]')).toBeNull();
    await userEvent.setup().click(english);
    expect(screen.getByText('Not yet.')).toHaveAttribute('lang', 'en');
    expect(screen.queryByRole('button', { name: 'पहले से छपा सवाल?' })).not.toBeInTheDocument();
  });

  it('on the English page calls the spec’s GetFaqList, with no language asked for', async () => {
    const calls = stubFetch({
      'GET /api/Insurance/GetFaqList': { body: { isSuccess: true, faqDetailList: faqs } },
    });
    renderScreen(<FaqList />, '/faq');
    await screen.findByRole('button', { name: 'How do I claim?' });
    expect(calls.map((c) => c.url)).toEqual(['/api/Insurance/GetFaqList']);
    expect(document.querySelector('main [lang]')).toBeNull();
  });
});
