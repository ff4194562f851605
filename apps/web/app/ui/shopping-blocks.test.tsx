import { LEAD_CONSENT_TEXT, MARKETING_CONSENT_TEXT } from '@bimasetu/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '~/lib/session';
import { ConsentFields, DEFAULT_CONSENT, type ConsentValue } from './consent-fields';
import { EmptyResults } from './empty-results';
import { ChoiceList, FilterModal } from './filter-modal';
import { InsurerBadge, insurerColour, insurerInitials } from './insurer-badge';
import { SortNote } from './sort-note';

describe('InsurerBadge', () => {
  it('draws initials and a colour that depends only on the name', () => {
    expect(insurerInitials('HDFC Life')).toBe('HDFC');
    expect(insurerInitials('ICICI Prudential Life')).toBe('IP');
    expect(insurerInitials('Max Life')).toBe('ML');
    expect(insurerInitials('Niva Bupa Health Insurance')).toBe('NB');
    expect(insurerInitials('Acko')).toBe('AC');
    expect(insurerColour('Tata AIA Life')).toBe(insurerColour('tata aia life'));
    render(<InsurerBadge name="Star Health" />);
    expect(screen.getByRole('img', { name: 'Star Health logo' })).toHaveTextContent('SH');
  });
});

function ConsentHarness({ onValue }: { onValue: (value: ConsentValue) => void }) {
  const [value, setValue] = useState(DEFAULT_CONSENT);
  return (
    <ConsentFields
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('ConsentFields', () => {
  it('offers offers and reminders only to a logged-in visitor, saying why', () => {
    localStorage.clear();
    render(<ConsentHarness onValue={vi.fn()} />);
    const offers = screen.getByRole('checkbox', { name: MARKETING_CONSENT_TEXT });
    expect(offers).toBeDisabled();
    expect(offers).toHaveAccessibleDescription(/^To get offers and reminders, log in first/);
    expect(screen.getByRole('checkbox', { name: LEAD_CONSENT_TEXT })).toBeEnabled();
  });

  it('starts unticked and reports consent and the contact preference', async () => {
    // logged in: a verified number's owner may agree to offers and reminders (issue 31)
    localStorage.setItem(SESSION_KEYS.token, 'tok-1');
    const onValue = vi.fn();
    render(<ConsentHarness onValue={onValue} />);
    const box = screen.getByRole('checkbox', { name: LEAD_CONSENT_TEXT });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('radio', { name: 'WhatsApp' }));
    expect(onValue).toHaveBeenLastCalledWith({
      consent: true,
      marketing: false,
      contactPreference: 'WhatsApp',
    });
    // offers and reminders are a separate, unticked choice of their own
    const offers = screen.getByRole('checkbox', { name: MARKETING_CONSENT_TEXT });
    expect(offers).not.toBeChecked();
    await userEvent.click(offers);
    expect(onValue).toHaveBeenLastCalledWith({
      consent: true,
      marketing: true,
      contactPreference: 'WhatsApp',
    });
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'Call',
      'SMS',
      'WhatsApp',
    ]);
    localStorage.clear();
  });
});

function ModalHarness({ onApply, onClearAll }: { onApply: () => void; onClearAll: () => void }) {
  const [open, setOpen] = useState(true);
  const [picked, setPicked] = useState<string[]>([]);
  return (
    <FilterModal
      open={open}
      onOpenChange={setOpen}
      onApply={onApply}
      onClearAll={onClearAll}
      closeOnClearAll
      tabs={[
        { id: 'sort', label: 'Sort', content: <p>Sort options</p> },
        {
          id: 'insurer',
          label: 'Insurer',
          activeCount: picked.length,
          content: (
            <ChoiceList
              legend="Insurer"
              name="insurer"
              mode="multi"
              options={[
                { value: 'LIC', label: 'LIC' },
                { value: 'HDFC Life', label: 'HDFC Life' },
              ]}
              selected={picked}
              onChange={setPicked}
            />
          ),
        },
      ]}
    />
  );
}

describe('FilterModal', () => {
  it('shows one tab at a time and closes on Apply', async () => {
    const onApply = vi.fn();
    render(<ModalHarness onApply={onApply} onClearAll={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Sort & Filter' });
    expect(within(dialog).getByText('Sort options')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Insurer' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'LIC' }));
    expect(screen.getByRole('tab', { name: 'Insurer, 1 selected' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Clear all when asked to', async () => {
    const onClearAll = vi.fn();
    render(<ModalHarness onApply={vi.fn()} onClearAll={onClearAll} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onClearAll).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('SortNote and EmptyResults', () => {
  it('names the order and offers to clear filters', async () => {
    const onClear = vi.fn();
    render(
      <>
        <SortNote order="premium, lowest first" shown={3} total={16} />
        <EmptyResults onClear={onClear} />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Showing 3 of 16 plans, sorted by premium, lowest first.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalledOnce();
  });
});
