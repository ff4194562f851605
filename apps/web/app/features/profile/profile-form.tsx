import { useSchemaForm } from '~/lib/use-schema-form';
import {
  aadhaarFromTyped,
  DATE_TEXT_LENGTH,
  NOMINEE_RELATIONS,
  PASTE_ROOM,
  profileMessages,
} from '@bimasetu/contract';
import { filterEmailInput, formatDateInput, formatPanInput } from '~/lib/format';
import { Button } from '~/ui/button';
import { controlClass, Field, TextField } from '~/ui/field';
import { sayIn, useWords } from '~/lib/words';
import { profileFormSchema, sayProfileError, type ProfileValues } from './profile-rules';
import { useMobileHint } from './use-mobile-hint';

interface ProfileFormProps {
  initial: ProfileValues;
  saving: boolean;
  /** Cancel is offered only when there is a saved profile to go back to. */
  onCancel?: () => void;
  onSave: (values: ProfileValues) => void;
}

const MASKED = /^X+\d{4}$/;

export function ProfileForm({ initial, saving, onCancel, onSave }: ProfileFormProps) {
  // Messages stay until the next Save, as before the form moved onto the one hook.
  const words = useWords('profile');
  const label = words.labels;
  const {
    values,
    errors: englishErrors,
    update: set,
    field,
    onSubmit,
  } = useSchemaForm(profileFormSchema, initial, { afterEdit: 'keep', focusInvalid: true });
  const errors = Object.fromEntries(
    Object.entries(englishErrors).map(([key, text]) => [
      key,
      sayProfileError(words, key as keyof ProfileValues, text),
    ]),
  ) as typeof englishErrors;
  const said = (name: keyof ProfileValues) => ({ ...field(name), error: errors[name] });
  const hint = useMobileHint();
  const submit = onSubmit(() => onSave(values));

  return (
    <form noValidate onSubmit={submit} className="rounded-2xl bg-white p-6 shadow-sm">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={label.firstName} required autoComplete="given-name" {...said('firstName')} />
        <TextField label={label.lastName} autoComplete="family-name" {...said('lastName')} />
        <TextField
          label={label.mobile}
          prefix="+91"
          readOnly
          value={values.mobile}
          error={errors.mobile}
          hint={
            hint.visible ? (
              <span role="status">{sayIn(words.messages)(profileMessages.mobileLocked)}</span>
            ) : (
              words.mobileHint
            )
          }
          onFocus={hint.show}
          onClick={hint.show}
          onKeyDown={(e) => {
            if (e.key.length === 1 || e.key === 'Backspace' || e.key === 'Delete') hint.show();
          }}
        />
        <TextField
          label={label.email}
          type="email"
          autoComplete="email"
          {...field('email', filterEmailInput)}
          error={errors.email}
        />
        <TextField
          label={label.aadharno}
          inputMode="numeric"
          maxLength={PASTE_ROOM}
          value={values.aadharno}
          error={errors.aadharno}
          hint={MASKED.test(values.aadharno) ? words.aadhaarMasked : words.aadhaarHint}
          onFocus={(e) => MASKED.test(values.aadharno) && e.target.select()}
          onChange={(e) => set({ aadharno: aadhaarFromTyped(e.target.value) })}
        />
        <TextField
          label={label.pancard}
          maxLength={PASTE_ROOM}
          autoCapitalize="characters"
          value={values.pancard}
          error={errors.pancard}
          hint={words.panHint}
          onChange={(e) => set({ pancard: formatPanInput(e.target.value) })}
        />
        <TextField label={label.nomineeName} {...said('nomineeName')} />
        <Field label={label.nomineeRelation} error={errors.nomineeRelation}>
          {(control) => (
            <select
              {...control}
              value={values.nomineeRelation}
              onChange={(e) => set({ nomineeRelation: e.target.value })}
              className={controlClass}
            >
              <option value="">{words.selectRelation}</option>
              {NOMINEE_RELATIONS.map((relation) => (
                <option key={relation} value={relation}>
                  {words.relations[relation] ?? relation}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          label={label.nomineeDob}
          inputMode="numeric"
          placeholder="dd/mm/yyyy"
          maxLength={DATE_TEXT_LENGTH}
          value={values.nomineeDob}
          error={errors.nomineeDob}
          hint={words.dateHint}
          onChange={(e) => set({ nomineeDob: formatDateInput(e.target.value) })}
        />
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button type="submit" busy={saving}>
          {words.save}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            {words.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
