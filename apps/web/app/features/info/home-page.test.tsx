import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '~/lib/test-utils';
import { HomePage } from './home-page';

describe('HomePage (account spec §1)', () => {
  it('offers "Get My Free Quote", leading to /dashboard', () => {
    renderScreen(<HomePage />);
    const links = screen.getAllByRole('link', { name: 'Get My Free Quote' });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link).toHaveTextContent(/^Get My Free Quote$/);
      expect(link).toHaveAttribute('href', '/dashboard');
    }
  });
});
