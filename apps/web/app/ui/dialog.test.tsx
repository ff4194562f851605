// The dialog's X is named in the page's language, and its title and footer stay out of the part that scrolls; the
// filter modal's tabs stay beside the options, which scroll alone. (Where things land on a phone and a laptop:
// e2e/list-screens.spec.ts.)
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleContext, type Locale } from '~/lib/words';
import { Button } from './button';
import { Dialog, type DialogProps } from './dialog';
import { FilterButton } from './filter-button';
import { FilterModal, multiChoiceTab } from './filter-modal';

function renderDialog(locale: Locale, props: Partial<DialogProps> = {}) {
  return render(
    <LocaleContext.Provider value={locale}>
      <Dialog open onOpenChange={() => undefined} title="Title" footer={<Button>Done</Button>} {...props}>
        <p>Body</p>
      </Dialog>
    </LocaleContext.Provider>,
  );
}

/** The elements from `element` up to the dialog whose content scrolls. */
function scrollersAround(element: HTMLElement): HTMLElement[] {
  const found: HTMLElement[] = [];
  for (
    let at: HTMLElement | null = element;
    at && at.getAttribute('role') !== 'dialog';
    at = at.parentElement
  ) {
    if (at.className.includes('overflow-y-auto')) found.push(at);
  }
  return found;
}

describe('the dialog’s X', () => {
  it('is named in the page’s language, from the dialog words loaded with it', () => {
    renderDialog('hi');
    expect(screen.getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('says Close on an English page, and what the caller gives when it gives a name', () => {
    renderDialog('en');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    renderDialog('hi', { title: 'Other', closeLabel: 'यात्री चुनना बंद करें' });
    expect(
      within(screen.getByRole('dialog', { name: 'Other' })).getByRole('button', {
        name: 'यात्री चुनना बंद करें',
      }),
    ).toBeInTheDocument();
  });
});

describe('a long dialog', () => {
  it('scrolls its body only: the title, the X and the footer are outside the part that scrolls', () => {
    renderDialog('en');
    const dialog = screen.getByRole('dialog', { name: 'Title' });
    expect(dialog.className).toContain('max-h-[90dvh]');
    expect(dialog.className).not.toContain('overflow-y-auto');
    expect(scrollersAround(screen.getByText('Body'))).toHaveLength(1);
    for (const fixed of [
      screen.getByRole('heading', { name: 'Title' }),
      screen.getByRole('button', { name: 'Close' }),
      screen.getByRole('button', { name: 'Done' }),
    ]) {
      expect(scrollersAround(fixed)).toEqual([]);
    }
  });

  it('in the filter modal, scrolls the options alone, beside the tabs, above Clear all and Apply', () => {
    const insurers = Array.from({ length: 21 }, (_, i) => `Insurer ${i + 1}`);
    render(
      <FilterModal
        open
        onOpenChange={() => undefined}
        onApply={() => undefined}
        onClearAll={() => undefined}
        tabs={[
          multiChoiceTab({
            id: 'insurer',
            label: 'Insurer',
            name: 'insurer',
            values: insurers,
            selected: [],
            onChange: () => undefined,
          }),
        ]}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Sort & Filter' });
    const option = within(dialog).getByRole('checkbox', { name: 'Insurer 21' });
    // one scroller: the tab's own panel, not the dialog's body around the tabs
    expect(scrollersAround(option)).toEqual([within(dialog).getByRole('tabpanel')]);
    expect(scrollersAround(within(dialog).getByRole('tab', { name: 'Insurer' }))).toEqual([
      within(dialog).getByRole('tablist'),
    ]);
    for (const name of ['Clear all', 'Apply', 'Close']) {
      expect(scrollersAround(within(dialog).getByRole('button', { name }))).toEqual([]);
    }
  });
});

describe('the Sort/Filter button', () => {
  it('keeps its words on one line, with room for them on a phone', () => {
    render(<FilterButton label="सॉर्ट/फ़िल्टर" active={2} onClick={() => undefined} />);
    const button = screen.getByRole('button', { name: 'सॉर्ट/फ़िल्टर 2' });
    expect(button.className).toMatch(/(^| )whitespace-nowrap( |$)/);
    expect(button.className).toContain('px-3!');
  });
});
