import { screen, waitFor, within } from '@testing-library/react';
import { apiPaths, DATA_RECIPIENTS_SENTENCE } from '@bimasetu/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetDisclosures } from '~/lib/disclosures';
import { renderScreen, stubFetch } from '~/lib/test-utils';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { isActivePath, navItems } from './nav-items';
import { loadedWords } from '~/lib/words';

const navWords = loadedWords('en').layout!.nav;
import { SESSION_KEYS } from '~/lib/session';

function renderAt(path: string) {
  return renderScreen(
    <>
      <NavBar />
      <Footer />
    </>,
    path,
  );
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

beforeEach(() => {
  localStorage.clear();
  forgetDisclosures();
});
afterEach(() => vi.unstubAllGlobals());

describe('isActivePath', () => {
  const byLabel = (label: string) => navItems.find((item) => navWords[item.word] === label)!;

  it('matches case-insensitively and ignores a trailing slash', () => {
    expect(isActivePath('/PROFILE', byLabel('Profile'))).toBe(true);
    expect(isActivePath('/knowmyrequest/', byLabel('Know My Request Status'))).toBe(true);
    expect(isActivePath('/faq', byLabel('Home'))).toBe(false);
  });

  it('highlights Insurance Calculator on both hub paths', () => {
    expect(isActivePath('/InsuranceCards', byLabel('Insurance Calculator'))).toBe(true);
    expect(isActivePath('/mutualfundCards', byLabel('Insurance Calculator'))).toBe(true);
  });
});

describe('NavBar', () => {
  it('offers Login and hides Messages and Profile when logged out', () => {
    renderAt('/');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/Login');
    expect(within(mainNav()).queryByRole('link', { name: 'Messages' })).not.toBeInTheDocument();
    expect(within(mainNav()).queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('asks the login to return to the page it was opened from', () => {
    renderAt('/knowmyrequest');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/Login?next=%2Fknowmyrequest',
    );
  });

  it("keeps the page's query in the return address (a plan list's answers)", async () => {
    renderAt('/term-insurance-plans?dob=1990-08-15&gender=female');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
        'href',
        `/Login?next=${encodeURIComponent('/term-insurance-plans?dob=1990-08-15&gender=female')}`,
      ),
    );
  });

  it('shows My policies, My claims, Messages, Profile and Logout when junk is stored', () => {
    localStorage.setItem(SESSION_KEYS.token, 'token');
    renderAt('/');
    expect(within(mainNav()).getAllByRole('link', { name: 'My policies' })[0]).toHaveAttribute(
      'href',
      '/my-policies',
    );
    expect(within(mainNav()).getAllByRole('link', { name: 'My claims' })[0]).toHaveAttribute(
      'href',
      '/my-claims',
    );
    expect(within(mainNav()).getAllByRole('link', { name: 'Messages' })[0]).toHaveAttribute(
      'href',
      '/messages',
    );
    expect(within(mainNav()).getAllByRole('link', { name: 'Profile' })[0]).toHaveAttribute(
      'href',
      '/Profile',
    );
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('links each button to its target and marks the current one', () => {
    renderAt('/contactus');
    const links = within(mainNav()).getAllByRole('link', { name: 'Contact Us' });
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getAllByRole('link', { name: 'New Request' })[0]).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(mainNav()).getAllByRole('link', { name: 'Insurance Calculator' })[0]).toHaveAttribute(
      'href',
      '/InsuranceCards',
    );
    expect(within(mainNav()).getAllByRole('link', { name: 'Home' })[0]).not.toHaveAttribute('aria-current');
  });

  it('opens the sibling products in a new tab', () => {
    renderAt('/');
    for (const name of [/Bank Loan Assistant/, /Mutual Fund Assistant/]) {
      const link = screen.getAllByRole('link', { name })[0]!;
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
  });
});

describe('Footer', () => {
  it('has the five links, the version and the IRDAI disclosures', async () => {
    renderAt('/');
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(footer).getByRole('link', { name: 'Insurance Calculator' })).toHaveAttribute(
      'href',
      '/mutualfundCards',
    );
    for (const name of ['Home', 'Contact Us', 'FAQs', 'About Us']) {
      expect(within(footer).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByText(/V\.1\.0/)).toBeInTheDocument();
    expect(screen.getByText('Insurance is the subject matter of solicitation.')).toBeInTheDocument();
    // who sees a visitor's data arrives with the details, after the page is up
    expect(await screen.findByText(new RegExp(DATA_RECIPIENTS_SENTENCE))).toBeInTheDocument();
    expect(screen.queryByText(/partner insurance companies/)).not.toBeInTheDocument();
    for (const [name, to] of [
      ['Privacy Policy', '/privacy'],
      ['Terms of Use', '/terms'],
      ['Grievance Redressal', '/grievance'],
    ]) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', to);
    }
    expect(screen.getByRole('link', { name: '1800 266 0101' })).toHaveAttribute('href', 'tel:18002660101');
    expect(screen.getByRole('link', { name: 'care@bimasetu.in' })).toHaveAttribute(
      'href',
      'mailto:care@bimasetu.in',
    );
  });

  it('shows the configured registration, company and officers, with tappable grievance contacts', async () => {
    stubFetch({
      [`GET ${apiPaths.getDisclosures}`]: {
        body: {
          isSuccess: true,
          demo: false,
          leadRetentionDays: 180,
          details: {
            companyName: 'BimaSetu Insurance Web Aggregator Private Limited',
            cin: 'U66000KA2024PTC123456',
            registeredAddress: '12 MG Road, Bengaluru 560001',
            irdaiRegNo: 'IRDAI/WBA/2024/123',
            irdaiCategory: 'Web Aggregator',
            irdaiValidTill: '31/03/2027',
            principalOfficer: 'Meera Iyer',
            grievanceOfficer: {
              name: 'Anil Kumar',
              phone: '+91 80 4000 1234',
              email: 'grievance@bimasetu.in',
            },
          },
        },
      },
    });
    renderAt('/');
    expect(
      await screen.findByText(/No\. IRDAI\/WBA\/2024\/123, valid till 31\/03\/2027/),
    ).toBeInTheDocument();
    expect(screen.getByText(/U66000KA2024PTC123456/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+91 80 4000 1234' })).toHaveAttribute(
      'href',
      'tel:+918040001234',
    );
    expect(screen.getByRole('link', { name: 'grievance@bimasetu.in' })).toHaveAttribute(
      'href',
      'mailto:grievance@bimasetu.in',
    );
    expect(screen.queryByTestId('demo-deployment')).not.toBeInTheDocument();
  });

  it('says plainly when a deployment has no disclosures configured', async () => {
    stubFetch({
      [`GET ${apiPaths.getDisclosures}`]: {
        body: { isSuccess: true, demo: true, details: null, leadRetentionDays: 180 },
      },
    });
    renderAt('/');
    expect(await screen.findByTestId('demo-deployment')).toHaveTextContent(/^Demo deployment/);
  });
});
