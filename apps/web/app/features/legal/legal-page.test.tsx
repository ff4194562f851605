import { apiPaths } from '@bimasetu/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetDisclosures } from '~/lib/disclosures';
import { renderScreen, stubFetch } from '~/lib/test-utils';
import { LocaleContext } from '~/lib/words';
import { LegalPage } from './legal-page';

afterEach(() => {
  vi.unstubAllGlobals();
  forgetDisclosures();
});

const disclosures = () =>
  stubFetch({
    [`GET ${apiPaths.getDisclosures}`]: { body: { isSuccess: true, details: null, leadRetentionDays: 180 } },
  });

describe('LegalPage', () => {
  it('in English shows the binding text with no translation note', async () => {
    disclosures();
    renderScreen(<LegalPage page="privacy" />, '/privacy');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy Policy');
    expect(screen.queryByTestId('binding-text-note')).not.toBeInTheDocument();
    expect(await screen.findByText(/erased 180 days after you gave it/)).toBeInTheDocument();
  });

  it.each([
    ['privacy', 'प्राइवेसी पॉलिसी', '/privacy'],
    ['terms', 'इस्तेमाल की शर्तें', '/terms'],
    ['grievance', 'शिकायत निवारण', '/grievance'],
  ] as const)(
    'in Hindi (%s) says the English text applies, links it, and says the live pieces in Hindi',
    async (page, title, english) => {
      disclosures();
      renderScreen(
        <LocaleContext.Provider value="hi">
          <LegalPage page={page} />
        </LocaleContext.Provider>,
        `/hi${english}`,
      );
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
      const note = screen.getByTestId('binding-text-note');
      expect(note).toHaveTextContent('अंग्रेज़ी पाठ ही मान्य होगा');
      const link = screen.getByRole('link', { name: 'अंग्रेज़ी पाठ पढ़ें' });
      expect(link).toHaveAttribute('href', english);
      expect(link).toHaveAttribute('hreflang', 'en-IN');
      if (page === 'privacy') {
        expect(await screen.findByText(/देने के 180 दिन बाद मिटा दिया जाता है/)).toBeInTheDocument();
        expect(screen.getByText(/डेमो डिप्लॉयमेंट/)).toBeInTheDocument();
      } else {
        expect(screen.getAllByText(/मदद:/).length).toBeGreaterThan(0);
      }
      expect(screen.queryByText(/Demo deployment|Help:|Grievance Officer/)).not.toBeInTheDocument();
    },
  );
});
