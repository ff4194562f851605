// The one form-state hook: the same zod schema the server uses decides every message.
// Errors appear on submit. Afterwards an edit either rechecks the whole form (a fixed field clears its error at
// once), or, with afterEdit 'clear', only drops the edited field's message until the next submit, for forms whose
// spec says "the message clears as soon as the field is edited", or, with afterEdit 'keep', leaves every message
// as it is until the next submit (sign up and the profile, whose messages stay until the customer tries again).
// A public quote form passes a loader (`() => import('./x-schema').then((m) => m.xSchema)`) instead of the schema,
// so zod is not part of its first load: the schema starts loading on the first focus, press or edit inside a form,
// and a submit made before it arrived is checked the moment it does (docs/decisions.md).
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { bindField } from './bind-field';
import { offerCarry, withCarried } from './carry-over';
import { clearDraft, readDraft, writeDraft, type DraftOptions } from './form-draft';
import { fieldErrors, focusFirstInvalid, withoutError, type FieldErrors } from './form-errors';
import { useKeepTypedBeforeHydration } from './typed-before-hydration';

export interface SchemaFormOptions {
  afterEdit?: 'recheck' | 'clear' | 'keep';
  /** Move focus (and scroll) to the first invalid control after a refused submit, also the first one, checked
   * when a loaded schema arrives: done after the render that draws the errors, never before it. */
  focusInvalid?: boolean;
  /** Turns the schema's rules ("is required") into the messages shown (e.g. naming the field). */
  describe?: (errors: FieldErrors) => FieldErrors;
  /** Keep what is typed in sessionStorage under this key, so a reload loses nothing (lib/form-draft.ts). */
  draft?: DraftOptions;
  /** A name for this form's values to survive a switch of language (lib/carry-over.ts). */
  carryKey?: string;
  /** Called when a submit is refused, also one that waited for a loaded schema (a form moving focus itself). */
  onRefused?: () => void;
}

const asIs = (errors: FieldErrors) => errors;

/** The schema itself, or a loader that imports it when the form is first used. */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

/** Starts `load` on the first focus, press or key inside any form of the page (the schema's chunk is small). */
function useLoadOnFirstUse(load: () => unknown, wanted: boolean) {
  useEffect(() => {
    if (!wanted) return;
    const events = ['focusin', 'pointerdown', 'keydown'] as const;
    const onUse = (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.closest('form')) return;
      stop();
      load();
    };
    const stop = () => events.forEach((name) => document.removeEventListener(name, onUse, true));
    events.forEach((name) => document.addEventListener(name, onUse, true));
    return stop;
  }, [load, wanted]);
}

export function useSchemaForm<S extends z.ZodType, V extends Record<string, unknown>>(
  source: SchemaSource<S>,
  initial: V,
  {
    afterEdit = 'recheck',
    focusInvalid = false,
    describe = asIs,
    draft,
    carryKey,
    onRefused,
  }: SchemaFormOptions = {},
) {
  // The schema once known: at once when given, after its loader resolved otherwise (the loader of the first
  // render; import() hands back the same module however often it is called).
  const [loader] = useState(() => source);
  const [schema, setSchema] = useState<S | undefined>(typeof loader === 'function' ? undefined : loader);
  const load = useCallback(
    (): Promise<S> =>
      typeof loader === 'function'
        ? loader().then((loaded) => {
            setSchema(loaded);
            return loaded;
          })
        : Promise.resolve(loader),
    [loader],
  );
  useLoadOnFirstUse(load, schema === undefined);

  // A language switch keeps what was typed: the other language's page (rendered in the browser, after the
  // switch's navigation) starts from the values the switch kept (over a kept draft), and offers its own while
  // mounted.
  const [values, setValues] = useState<V>(() => {
    const start = draft ? { ...initial, ...readDraft(draft, initial) } : initial;
    return carryKey ? withCarried(carryKey, start) : start;
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  // Each refused submit counts once; the count's render is the one that draws its errors, so the effect below
  // finds the fields marked (a check run when a loaded schema arrives renders later than a frame's callback).
  const [refusals, setRefusals] = useState(0);
  const formRoot = useRef<HTMLFormElement | null>(null);
  useEffect(() => {
    if (refusals > 0 && focusInvalid)
      focusFirstInvalid(formRoot.current?.isConnected ? formRoot.current : document);
  }, [refusals, focusInvalid]);
  useEffect(() => (carryKey ? offerCarry(carryKey, () => values) : undefined), [carryKey, values]);
  // What the visitor typed into the prerendered form before hydration goes into the state instead of being reset
  // (lib/typed-before-hydration.ts); the first form hydrated replays every form of the page, the others find
  // nothing left.
  useKeepTypedBeforeHydration();

  const update = useCallback(
    (patch: Partial<V>) => {
      if (!schema) void load();
      setValues((current) => {
        const next = { ...current, ...patch };
        if (submitted && afterEdit === 'recheck' && schema)
          setErrors(describe(fieldErrors(schema.safeParse(next))));
        return next;
      });
      if (afterEdit === 'clear') setErrors((current) => Object.keys(patch).reduce(withoutError, current));
    },
    [schema, load, submitted, afterEdit, describe],
  );

  // The check itself, with a schema in hand.
  const check = useCallback(
    (
      schema: S,
      onValid: (parsed: z.output<S>) => void,
      extra: { values?: Record<string, unknown>; errors?: FieldErrors },
    ): boolean => {
      setSubmitted(true);
      const result = schema.safeParse({ ...values, ...extra.values });
      const found = { ...describe(fieldErrors(result)), ...extra.errors };
      setErrors(found);
      if (result.success && Object.keys(found).length === 0) {
        onValid(result.data);
        return true;
      }
      setRefusals((count) => count + 1);
      onRefused?.();
      return false;
    },
    [values, describe, onRefused],
  );
  /**
   * Checks everything; calls onValid with the parsed value, or shows the errors and answers false. `extra` adds
   * values the hook does not hold (a reducer's, a modal's) and messages from a rule the schema cannot know.
   * Before a loaded schema has arrived it answers false and does the check (and onValid) when it arrives.
   */
  const submit = useCallback(
    (
      onValid: (parsed: z.output<S>) => void,
      extra: { values?: Record<string, unknown>; errors?: FieldErrors } = {},
    ): boolean => {
      if (!schema) {
        void load().then((loaded) => check(loaded, onValid, extra));
        return false;
      }
      return check(schema, onValid, extra);
    },
    [schema, load, check],
  );

  /**
   * Runs `use` with the schema, at once when it is here or when it arrives (a form that checks part of its
   * values itself, as the motor number form does); answers whether it ran at once.
   */
  const withSchema = useCallback(
    (use: (schema: S) => void): boolean => {
      if (schema) {
        use(schema);
        return true;
      }
      void load().then(use);
      return false;
    },
    [schema, load],
  );

  /** The form's onSubmit: the browser's own submit is replaced by the check above. */
  const onSubmit =
    (onValid: (parsed: z.output<S>) => void, extra?: () => Parameters<typeof submit>[1]) =>
    (event: FormEvent) => {
      event.preventDefault();
      if (event.currentTarget instanceof HTMLFormElement) formRoot.current = event.currentTarget;
      submit(onValid, extra?.());
    };

  const field = bindField(values, errors, update);

  const draftKey = draft?.key;
  const draftOmit = draft?.omit;
  useEffect(() => {
    if (draftKey) writeDraft({ key: draftKey, omit: draftOmit }, values);
  }, [draftKey, draftOmit, values]);

  /** Forget the kept draft (after a successful submit); the values on screen stay. */
  const forgetDraft = useCallback(() => {
    if (draftKey) clearDraft(draftKey);
  }, [draftKey]);

  return { values, errors, update, field, submit, onSubmit, setValues, setErrors, forgetDraft, withSchema };
}
