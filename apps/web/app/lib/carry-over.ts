// What a visitor typed survives a language switch: the switch announces itself with a window event (so the nav
// bar need not load this module), every mounted form's values are kept in sessionStorage for the same form on the
// other language's page, which takes them back once on mount.
const KEY = 'bimasetu.carry';
const providers = new Map<string, () => unknown>();

/** The event the language switch dispatches, synchronously, just before it navigates. */
export const BEFORE_LANGUAGE_SWITCH = 'bimasetu:before-language-switch';

let listening = false;
function listen() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener(BEFORE_LANGUAGE_SWITCH, stashCarry);
}

/** A form registers how to read its values while it is mounted; returns the unregister function. */
export function offerCarry(formKey: string, read: () => unknown): () => void {
  listen();
  providers.set(formKey, read);
  return () => {
    if (providers.get(formKey) === read) providers.delete(formKey);
  };
}

/** Keeps every mounted form's values (on the language switch's event). */
export function stashCarry(): void {
  if (providers.size === 0) return;
  const kept: Record<string, unknown> = {};
  for (const [formKey, read] of providers) kept[formKey] = read();
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // storage full or blocked: the switch still works, the form starts empty
  }
}

/** The values kept for `formKey` by a switch, taken once (later mounts start fresh). */
export function takeCarry(formKey: string): unknown {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return undefined;
    const kept = JSON.parse(raw) as Record<string, unknown>;
    const value = kept[formKey];
    delete kept[formKey];
    window.sessionStorage.setItem(KEY, JSON.stringify(kept));
    return value;
  } catch {
    return undefined;
  }
}

/** `initial` with the values a switch kept for `formKey` (same keys, same types only). */
export function withCarried<V extends Record<string, unknown>>(formKey: string, initial: V): V {
  const kept = takeCarry(formKey);
  if (!kept || typeof kept !== 'object') return initial;
  const next: Record<string, unknown> = { ...initial };
  for (const key of Object.keys(initial)) {
    const value = (kept as Record<string, unknown>)[key];
    if (typeof value === typeof initial[key] && Array.isArray(value) === Array.isArray(initial[key])) {
      next[key] = value;
    }
  }
  return next as V;
}
