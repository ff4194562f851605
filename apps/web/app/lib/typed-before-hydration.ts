// What a visitor typed or picked in a prerendered form before React hydrated it (pages go out without
// modulepreload hints, so on a slow phone that window lasts seconds). React 19 leaves such values in the DOM while
// hydrating, but the form's state still holds the prerendered ones, and its next render would put those back.
// Each changed control is replayed through the form's own change handler, as if the visitor had just typed it,
// so every form keeps its own cleaning (digits only, date slashes) and state, whatever hook or reducer holds it.
//
// How a change is told from the prerendered HTML: the HTML's value is the control's default (`defaultValue`,
// `defaultChecked`, `defaultSelected`), which React sets to the rendered value; what the visitor did is the live
// value. React notices a change by comparing the live value with the last value it saw (it watches the element's
// own `value`/`checked` setter), so the replay first sets the prerendered value through that setter, then the
// typed one through the prototype's setter, and sends the event React listens to for that control.
// After a replay the control's default is the replayed value, so replaying twice does nothing more.

import { useEffect } from 'react';
import { useHydratedFirst } from './use-in-browser';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

const NOT_TYPED = new Set(['checkbox', 'radio', 'hidden', 'submit', 'button', 'reset', 'image', 'file']);

function setLiveValue(control: TextControl, value: string) {
  const prototype =
    control instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
}

function replayText(control: TextControl): boolean {
  const typed = control.value;
  if (typed === control.defaultValue) return false;
  control.value = control.defaultValue; // through React's watcher: the value it last saw is the prerendered one
  setLiveValue(control, typed);
  control.defaultValue = typed;
  control.dispatchEvent(new Event('input', { bubbles: true }));
  return true;
}

function replayCheckable(control: HTMLInputElement): boolean {
  if (control.checked === control.defaultChecked) return false;
  // A radio button whose group moved to another one is left alone: the newly picked one is replayed.
  if (control.type === 'radio' && !control.checked) return false;
  const picked = control.checked;
  control.checked = !picked; // React's watcher now holds the prerendered state
  control.defaultChecked = picked;
  control.click(); // the browser's own toggle, which React hears as the change
  return true;
}

function selectedDefault(select: HTMLSelectElement): string {
  const options = Array.from(select.options);
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
}

function replaySelect(select: HTMLSelectElement): boolean {
  if (select.multiple || select.value === selectedDefault(select)) return false;
  for (const option of Array.from(select.options)) option.defaultSelected = option.selected;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  return true;
}

/**
 * Replays into their forms' state the values the visitor gave the controls of every form under `root` before
 * hydration; answers how many were replayed. Disabled and read-only controls are left alone.
 */
export function replayTypedValues(root: ParentNode): number {
  let replayed = 0;
  const controls = root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    'form input, form textarea, form select',
  );
  for (const control of Array.from(controls)) {
    if (control.disabled) continue;
    if (control instanceof HTMLSelectElement) {
      if (replaySelect(control)) replayed += 1;
    } else if (control.readOnly) {
      continue;
    } else if (
      control instanceof HTMLInputElement &&
      (control.type === 'checkbox' || control.type === 'radio')
    ) {
      if (replayCheckable(control)) replayed += 1;
    } else if (!(control instanceof HTMLInputElement && NOT_TYPED.has(control.type))) {
      if (replayText(control)) replayed += 1;
    }
  }
  return replayed;
}

/**
 * A form's call to take in what the visitor typed into the prerendered page before this part hydrated: on the
 * form's first effect, when it was hydrated under a HydrationBoundary (also late, inside a lazily loaded part).
 * The first form of a page replays every form of it; the others find nothing left.
 */
export function useKeepTypedBeforeHydration(): void {
  const hydratedFirst = useHydratedFirst();
  useEffect(() => {
    if (hydratedFirst) replayTypedValues(document);
  }, [hydratedFirst]);
}
