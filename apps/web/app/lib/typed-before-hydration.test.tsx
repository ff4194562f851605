// Values a visitor gave a prerendered form before hydration reach the form's state: real server HTML, real
// hydration (hydrateRoot), the real hook, and the DOM changed the way a browser changes it while the visitor types.
import { act, lazy, Suspense, useState, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { digitsOnly } from './format';
import { replayTypedValues } from './typed-before-hydration';
import { HydrationBoundary } from './use-in-browser';
import { useSchemaForm } from './use-schema-form';

const schema = z.object({
  name: z.string().min(1, 'Name is required'),
  mobile: z.string().regex(/^\d{10}$/, 'ten digits'),
  age: z.string().min(1, 'age needed'),
  gender: z.enum(['male', 'female']),
  whatsapp: z.boolean(),
});
type Values = z.infer<typeof schema>;
const EMPTY: Values = { name: '', mobile: '', age: '', gender: 'male', whatsapp: false };

let submitted: Values[] = [];
let consentClicks = 0;

/** A form wired the ways ours are: bound text field, hand-wired cleaned field, select, radios, a checkbox. */
function QuoteForm() {
  const form = useSchemaForm(() => Promise.resolve(schema), EMPTY);
  const { values, update } = form;
  const [consent, setConsent] = useState(false);
  return (
    <form onSubmit={form.onSubmit((parsed) => submitted.push(parsed))}>
      <input aria-label="Name" {...form.field('name')} />
      <input
        aria-label="Mobile"
        value={values.mobile}
        onChange={(e) => update({ mobile: digitsOnly(e.target.value, 10) })}
      />
      <select aria-label="Age" value={values.age} onChange={(e) => update({ age: e.target.value })}>
        <option value="">Select</option>
        <option value="30">30</option>
        <option value="40">40</option>
      </select>
      {(['male', 'female'] as const).map((gender) => (
        <input
          key={gender}
          type="radio"
          name="gender"
          aria-label={gender}
          checked={values.gender === gender}
          onChange={() => update({ gender })}
        />
      ))}
      <input
        type="checkbox"
        aria-label="WhatsApp"
        checked={values.whatsapp}
        onChange={(e) => update({ whatsapp: e.target.checked })}
      />
      <input
        type="checkbox"
        aria-label="Consent"
        checked={consent}
        onChange={() => {
          consentClicks += 1;
          setConsent((was) => !was);
        }}
      />
      <output data-testid="state">{JSON.stringify({ ...values, consent })}</output>
      <button type="submit">Go</button>
    </form>
  );
}

const byLabel = <T extends Element>(container: HTMLElement, label: string) =>
  container.querySelector<T & Element>(`[aria-label="${label}"]`)!;

let container: HTMLDivElement;
let root: Root | undefined;

beforeEach(() => {
  submitted = [];
  consentClicks = 0;
  container = document.createElement('div');
  // the page as root.tsx renders it: a HydrationBoundary around the page
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.restoreAllMocks();
});

function Page({ children = <QuoteForm /> }: { children?: ReactElement }) {
  return <HydrationBoundary>{children}</HydrationBoundary>;
}

/** What a browser does while the visitor types and picks, before any script has run. */
function visitorTypes() {
  byLabel<HTMLInputElement>(container, 'Name').value = 'Asha Rao';
  byLabel<HTMLInputElement>(container, 'Mobile').value = '98765-43210';
  byLabel<HTMLSelectElement>(container, 'Age').value = '40';
  byLabel<HTMLInputElement>(container, 'female').checked = true; // the browser unchecks "male"
  byLabel<HTMLInputElement>(container, 'WhatsApp').checked = true;
  byLabel<HTMLInputElement>(container, 'Consent').checked = true;
}

async function hydrate(page: ReactElement = <Page />) {
  await act(async () => {
    root = hydrateRoot(container, page);
  });
}

const state = () =>
  JSON.parse(container.querySelector('output')!.textContent!) as Values & { consent: boolean };

describe('values typed before hydration', () => {
  it('reach the form state through each control’s own handler, and submit with them', async () => {
    visitorTypes();
    await hydrate();
    expect(state()).toEqual({
      name: 'Asha Rao',
      mobile: '9876543210', // the form's own cleaning ran
      age: '40',
      gender: 'female',
      whatsapp: true,
      consent: true,
    });
    expect(consentClicks).toBe(1);
    // a later render keeps them on screen (before the fix React put the prerendered values back)
    await act(async () => byLabel<HTMLInputElement>(container, 'WhatsApp').click());
    expect(byLabel<HTMLInputElement>(container, 'Name').value).toBe('Asha Rao');
    expect(byLabel<HTMLSelectElement>(container, 'Age').value).toBe('40');
    expect(byLabel<HTMLInputElement>(container, 'female').checked).toBe(true);
    expect(byLabel<HTMLInputElement>(container, 'Consent').checked).toBe(true);
    await act(async () => container.querySelector('form')!.requestSubmit());
    await act(async () => undefined);
    expect(submitted).toEqual([
      { name: 'Asha Rao', mobile: '9876543210', age: '40', gender: 'female', whatsapp: false },
    ]);
  });

  it('replays nothing when nothing was typed', async () => {
    await hydrate();
    expect(state()).toEqual({ ...EMPTY, consent: false });
    expect(replayTypedValues(container)).toBe(0);
  });

  it('replays each control once: a second form hook of the page finds nothing left', async () => {
    visitorTypes();
    expect(replayTypedValues(document.createElement('div'))).toBe(0);
    await hydrate();
    expect(consentClicks).toBe(1);
    let again = -1;
    act(() => {
      again = replayTypedValues(container);
    });
    expect(again).toBe(0);
    expect(consentClicks).toBe(1);
    expect(state()).toMatchObject({ name: 'Asha Rao', consent: true });
  });

  it('replays into a form that hydrates late, inside a lazily loaded part with its own boundary (the contact form)', async () => {
    // The query provider is loaded lazily: the page around it hydrates first, the form when its code arrives.
    container.innerHTML = renderToString(
      <Page>
        <Suspense fallback={<p>loading</p>}>
          <HydrationBoundary>
            <QuoteForm />
          </HydrationBoundary>
        </Suspense>
      </Page>,
    );
    let load: () => void = () => {};
    const LateForm = lazy(
      () =>
        new Promise<{ default: () => ReactElement }>((resolve) => {
          load = () =>
            resolve({
              default: () => (
                <HydrationBoundary>
                  <QuoteForm />
                </HydrationBoundary>
              ),
            });
        }),
    );
    await hydrate(
      <Page>
        <Suspense fallback={<p>loading</p>}>
          <LateForm />
        </Suspense>
      </Page>,
    );
    visitorTypes(); // still typing while the part's code loads
    await act(async () => load());
    expect(state()).toMatchObject({ name: 'Asha Rao', mobile: '9876543210', age: '40', consent: true });
  });

  it('leaves a form alone that is not hydrated under a boundary (a component rendered on its own)', async () => {
    visitorTypes();
    await hydrate(<QuoteForm />);
    expect(state()).toEqual({ ...EMPTY, consent: false });
  });
});
