import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubFetch } from '~/lib/test-utils';
import { ADMIN_TOKEN_KEY } from './admin-session';
import { FaqsScreen } from './faqs-screen';

const faqs = [
  {
    id: 1,
    question: 'What is a term plan?',
    answer: 'Pure life cover.',
    questionHi: 'टर्म प्लान क्या है?',
    answerHi: 'सिर्फ़ लाइफ़ कवर।',
    priority: 10,
  },
  { id: 2, question: 'Is there an app?', answer: 'Not yet.', questionHi: null, answerHi: null, priority: 20 },
];

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(ADMIN_TOKEN_KEY, 'adviser-tok');
});
afterEach(() => vi.unstubAllGlobals());

describe('FaqsScreen', () => {
  it('marks the FAQs without Hindi, counts them and can show only them', async () => {
    stubFetch({ 'GET /api/Admin/Faqs': { body: { isSuccess: true, faqDetailList: faqs } } });
    renderScreen(<FaqsScreen />, '/admin/faqs');
    expect(await screen.findByTestId('hindi-summary')).toHaveTextContent(
      '1 FAQ has no Hindi yet: the Hindi FAQ page shows it in English.',
    );
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]!).queryByTestId('no-hindi')).not.toBeInTheDocument();
    expect(within(items[1]!).getByTestId('no-hindi')).toHaveTextContent('No Hindi yet');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show only FAQs without Hindi' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('Is there an app?')).toBeInTheDocument();
  });

  it('asks for both languages, refuses half a Hindi pair, and sends the Hindi with the English', async () => {
    const calls = stubFetch({
      'GET /api/Admin/Faqs': { body: { isSuccess: true, faqDetailList: faqs } },
      'PUT /api/Admin/Faqs/2': { body: { isSuccess: true, message: 'FAQ saved', result: { id: 2 } } },
    });
    renderScreen(<FaqsScreen />, '/admin/faqs');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit “Is there an app?”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit FAQ' });
    const questionHi = within(dialog).getByLabelText('Question in Hindi');
    expect(questionHi).toHaveAttribute('lang', 'hi');
    expect(questionHi).toHaveValue('');
    await userEvent.type(questionHi, 'क्या कोई ऐप है?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save FAQ' }));
    expect(
      await within(dialog).findByText('Answer in Hindi must be given with the Hindi question'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('Answer in Hindi'), 'अभी नहीं।');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save FAQ' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      question: 'Is there an app?',
      answer: 'Not yet.',
      questionHi: 'क्या कोई ऐप है?',
      answerHi: 'अभी नहीं।',
      priority: 20,
    });
  });
});
