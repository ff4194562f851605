// A form's draft in sessionStorage: what was typed survives a reload of the tab and goes when the tab closes or
// the form is sent. Only text values of fields the form has are read back; fields in `omit` (Aadhaar, PAN) are
// never written.
export interface DraftOptions {
  key: string;
  omit?: readonly string[];
}

const PREFIX = 'bimasetu.draft.';

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readDraft<V extends Record<string, unknown>>(
  { key, omit = [] }: DraftOptions,
  shape: V,
): Partial<V> {
  let kept: unknown;
  try {
    kept = JSON.parse(store()?.getItem(PREFIX + key) ?? 'null');
  } catch {
    return {};
  }
  if (!kept || typeof kept !== 'object') return {};
  const values: Partial<V> = {};
  for (const [field, value] of Object.entries(kept)) {
    if (Object.hasOwn(shape, field) && !omit.includes(field) && typeof value === typeof shape[field]) {
      values[field as keyof V] = value as V[keyof V];
    }
  }
  return values;
}

export function writeDraft({ key, omit = [] }: DraftOptions, values: Record<string, unknown>) {
  const kept = Object.fromEntries(Object.entries(values).filter(([field]) => !omit.includes(field)));
  try {
    store()?.setItem(PREFIX + key, JSON.stringify(kept));
  } catch {
    // storage full or refused: the form still works, only a reload would lose the typing
  }
}

export function clearDraft(key: string) {
  try {
    store()?.removeItem(PREFIX + key);
  } catch {
    // nothing kept
  }
}
