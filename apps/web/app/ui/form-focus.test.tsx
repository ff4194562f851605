// A refused submit moves focus to the first invalid field once its error is drawn: also the first submit of a
// form whose rules load lazily (checked when they arrive), and a group of radios marked invalid as a whole.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useSchemaForm, type SchemaSource } from '~/lib/use-schema-form';
import { RadioGroup } from './radio-group';
import { TextField } from './field';

const schema = z.object({
  occupancy: z.string().min(1, 'Choose one'),
  name: z.string().min(1, 'Name is required'),
});
type Schema = typeof schema;

function Form({ source, useSubmit = false }: { source: SchemaSource<Schema>; useSubmit?: boolean }) {
  const form = useSchemaForm(source, { occupancy: '', name: '' }, { focusInvalid: true });
  const onValid = vi.fn();
  return (
    <form
      noValidate
      aria-label="quote"
      onSubmit={
        useSubmit
          ? (event) => {
              event.preventDefault();
              form.submit(onValid);
            }
          : form.onSubmit(onValid)
      }
    >
      <RadioGroup
        name="occupancy"
        legend="You are the"
        options={{ owner: 'Owner', tenant: 'Tenant' }}
        value={form.values.occupancy}
        error={form.errors.occupancy}
        onChange={(occupancy) => form.update({ occupancy })}
      />
      <TextField label="Name" {...form.field('name')} />
      <button type="submit">Send</button>
    </form>
  );
}

const scrolled = vi.fn();
afterEach(() => {
  scrolled.mockReset();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

function renderForm(source: SchemaSource<Schema>, useSubmit = false) {
  Element.prototype.scrollIntoView = scrolled;
  render(<Form source={source} useSubmit={useSubmit} />);
  screen.getByRole('button', { name: 'Send' }).focus();
}

describe('useSchemaForm focusInvalid', () => {
  it.each([false, true])(
    'focuses the first invalid field as its error is drawn on the first submit of lazily loaded rules (submit() %s)',
    async (useSubmit) => {
      let arrive: (loaded: Schema) => void = () => undefined;
      renderForm(() => new Promise<Schema>((resolve) => (arrive = resolve)), useSubmit);
      // the submit comes before the rules (a tap, or Enter in a field): nothing to check yet
      fireEvent.submit(screen.getByRole('form', { name: 'quote' }));
      expect(screen.queryByText('Choose one')).not.toBeInTheDocument();
      await act(async () => arrive(schema));
      // no waiting for a later frame: the render that drew the errors moved focus
      expect(screen.getByText('Choose one')).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: 'Owner' })).toHaveFocus();
      expect(scrolled).toHaveBeenCalledWith({ block: 'center' });
      // the group scrolls as a whole, so its question shows with its answers
      expect(scrolled.mock.contexts.at(-1)).toBe(screen.getByRole('group', { name: 'You are the' }));
    },
  );

  it('focuses a text field marked invalid, and again on every refused submit', () => {
    renderForm(schema);
    fireEvent.click(screen.getByRole('radio', { name: 'Tenant' }));
    screen.getByRole('button', { name: 'Send' }).focus();
    fireEvent.submit(screen.getByRole('form', { name: 'quote' }));
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(scrolled.mock.contexts.at(-1)).toBe(screen.getByLabelText('Name'));
    screen.getByRole('button', { name: 'Send' }).focus();
    fireEvent.submit(screen.getByRole('form', { name: 'quote' }));
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('focuses the checked radio of a group marked invalid', () => {
    const choose = z.object({ occupancy: z.literal('owner', 'Choose owner'), name: z.string() });
    render(<Form source={choose as unknown as Schema} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Tenant' }));
    fireEvent.submit(screen.getByRole('form', { name: 'quote' }));
    expect(screen.getByRole('radio', { name: 'Tenant' })).toHaveFocus();
  });
});
