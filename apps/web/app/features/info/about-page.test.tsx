import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AboutPage } from './about-page';

describe('AboutPage (account spec §2)', () => {
  it("shows the spec's heading, subtitle and section titles word for word", () => {
    render(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^About Us$/);
    expect(screen.getByText('Protecting Your Tomorrow, Today.', { exact: true })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Who We Are',
      'Our Mission',
      'Our Vision',
      'Why Choose Us?',
      'What We Offer',
    ]);
  });

  it('lists five reasons and six product lines', () => {
    render(<AboutPage />);
    const [reasons, offers] = screen.getAllByRole('list');
    expect(reasons!.querySelectorAll('li')).toHaveLength(5);
    expect(offers!.querySelectorAll('li')).toHaveLength(6);
  });
});
