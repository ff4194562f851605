import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog } from './dialog';
import { DocumentFileField, TextField } from './field';
import { MobileField } from './mobile-field';
import { Notice } from './notice';

describe('TextField', () => {
  it('ties the label, hint and error to the input', () => {
    render(
      <TextField
        label="Mobile number"
        hint="10 digits"
        error="Please enter a valid 10-digit mobile number"
      />,
    );
    const input = screen.getByLabelText('Mobile number');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('10 digits Please enter a valid 10-digit mobile number');
  });

  it('is not marked invalid without an error', () => {
    render(<TextField label="Name" prefix="+91" />);
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('+91')).toBeInTheDocument();
  });
});

function MobileHarness() {
  const [mobile, setMobile] = useState('');
  return (
    <MobileField value={mobile} onChange={(e) => setMobile(e.target.value.replace(/\D/g, '').slice(0, 10))} />
  );
}

describe('MobileField', () => {
  it.each([
    ['+91 98220 12345', '9822012345'],
    ['098220 12345', '9822012345'],
    ['0091-98220-12345', '9822012345'],
    ['98220 12345', '9822012345'],
  ])('keeps the ten digits of a pasted %j', async (pasted, expected) => {
    render(<MobileHarness />);
    const field = screen.getByRole('textbox');
    field.focus();
    await userEvent.paste(pasted);
    expect(field).toHaveValue(expected);
  });

  it('says so when it leaves out letters, as a vehicle number typed into it', async () => {
    render(<MobileHarness />);
    const field = screen.getByRole('textbox');
    await userEvent.type(field, 'dl 3c');
    expect(field).toHaveValue('3');
    expect(field).toHaveAccessibleDescription(/letters you typed were left out/);
    await userEvent.clear(field);
    await userEvent.type(field, '98220');
    expect(field).not.toHaveAccessibleDescription(/left out/);
  });

  it('keeps no digits of a number with another country’s code, and says only Indian numbers are taken', async () => {
    render(<MobileHarness />);
    const field = screen.getByRole('textbox');
    field.focus();
    await userEvent.paste('+971 50 123 4567');
    expect(field).toHaveValue('');
    expect(field).toHaveAccessibleDescription(/only an Indian mobile number \(\+91\)/);
    await userEvent.clear(field);
    await userEvent.type(field, '98220');
    expect(field).not.toHaveAccessibleDescription(/Indian mobile/);
  });

  it('keeps saying so while the digits after the letters are typed, until the number is whole or cleared', async () => {
    render(<MobileHarness />);
    const field = screen.getByRole('textbox');
    await userEvent.type(field, 'MH12AB1234');
    expect(field).toHaveValue('121234');
    expect(field).toHaveAccessibleDescription(/letters you typed were left out/);
    await userEvent.type(field, '5678');
    expect(field).toHaveValue('1212345678');
    expect(field).not.toHaveAccessibleDescription(/left out/);
    await userEvent.clear(field);
    await userEvent.type(field, 'ka0');
    await userEvent.clear(field);
    expect(field).not.toHaveAccessibleDescription(/left out/);
  });
});

describe('DocumentFileField', () => {
  it("draws the picker in the page's words and names the chosen file, the input keeping its label", async () => {
    const chosen: (File | undefined)[] = [];
    render(
      <DocumentFileField
        label="डिस्चार्ज समरी"
        picker={{ choose: 'फ़ाइल चुनें', none: 'कोई फ़ाइल नहीं चुनी गई' }}
        onFile={(file) => chosen.push(file)}
      />,
    );
    expect(screen.getByText('फ़ाइल चुनें')).toBeInTheDocument();
    expect(screen.getByText('कोई फ़ाइल नहीं चुनी गई')).toBeInTheDocument();
    const file = new File(['%PDF-1.4'], 'discharge.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('डिस्चार्ज समरी'), file);
    expect(chosen).toEqual([file]);
    expect(screen.getByText('discharge.pdf')).toBeInTheDocument();
    expect(screen.queryByText('कोई फ़ाइल नहीं चुनी गई')).not.toBeInTheDocument();
  });
});

describe('Notice', () => {
  it('announces errors as alerts and other notices as status', () => {
    render(
      <>
        <Notice tone="error">Failed</Notice>
        <Notice tone="success">Done</Notice>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed');
    expect(screen.getByRole('status')).toHaveTextContent('Done');
  });
});

describe('Button', () => {
  it('never lets an icon shrink when the label and a badge fill a narrow button', () => {
    render(
      <Button>
        <svg aria-hidden="true" className="size-4" />
        Sort/Filter
        <span>1</span>
      </Button>,
    );
    expect(screen.getByRole('button', { name: /Sort\/Filter/ }).className).toContain('[&_svg]:shrink-0');
  });

  it('is disabled while busy and defaults to type button', () => {
    render(<Button busy>Send</Button>);
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('type', 'button');
  });
});

function DialogHarness() {
  const [open, setOpen] = useState(true);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Start a Conversation"
      description="Write to our advisers"
    >
      <p>Body</p>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('is named by its title and closes on Escape', async () => {
    render(<DialogHarness />);
    const dialog = screen.getByRole('dialog', { name: 'Start a Conversation' });
    expect(dialog).toHaveAccessibleDescription('Write to our advisers');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with its Close button', async () => {
    render(<DialogHarness />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

function OpenedDialogHarness() {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <a href="#main">Skip to main content</a>
      <Button onClick={() => setOpen(true)} aria-haspopup="dialog">
        Compare now
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title="Compare plans">
        <Button onClick={() => setOpen(false)}>Done</Button>
      </Dialog>
    </main>
  );
}

describe('Dialog focus', () => {
  it.each([
    ['Escape', () => userEvent.keyboard('{Escape}')],
    ['its Close button', () => userEvent.click(screen.getByRole('button', { name: 'Close' }))],
    ['a button inside it', () => userEvent.click(screen.getByRole('button', { name: 'Done' }))],
  ])('goes back to the button that opened it when closed by %s, every time', async (_how, close) => {
    render(<OpenedDialogHarness />);
    const opener = screen.getByRole('button', { name: 'Compare now' });
    for (let round = 0; round < 2; round += 1) {
      await userEvent.click(opener);
      expect(screen.getByRole('dialog', { name: 'Compare plans' })).toContainElement(
        document.activeElement as HTMLElement,
      );
      await close();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(opener).toHaveFocus();
    }
  });

  it('goes back to the pressed opener also where a tap does not focus a button (Safari)', async () => {
    render(<OpenedDialogHarness />);
    const opener = screen.getByRole('button', { name: 'Compare now' });
    // a click event with no focus move, as Safari sends for a tapped button
    fireEvent.click(opener);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(opener).toHaveFocus();
  });
});

describe('ConfirmDialog', () => {
  it('calls onConfirm only on the confirm button', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        title="Confirm Deletion"
        confirmLabel="Yes, Delete All"
        onConfirm={onConfirm}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Delete All' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
