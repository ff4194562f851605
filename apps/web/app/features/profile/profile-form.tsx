import { useSchemaForm } from '~/lib/use-schema-form';
import {
  AADHAAR_LENGTH,
  DATE_TEXT_LENGTH,
  NOMINEE_RELATIONS,
  PAN_LENGTH,
  profileMessages,
} from '@bimasetu/contract';
import { digitsOnly, filterEmailInput, formatDateInput, formatPanInput } from '~/lib/format';
import { Button } from '~/ui/button';
import { controlClass, Field, TextField } from '~/ui/field';
import { profileFormSchema, profileLabels as label, type ProfileValues } from './profile-rules';
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
  const {
    values,
    errors,
    update: set,
    field,
    onSubmit,
  } = useSchemaForm(profileFormSchema, initial, { afterEdit: 'keep', focusInvalid: true });
  const hint = useMobileHint();
  const submit = onSubmit(() => onSave(values));

  return (
    <form noValidate onSubmit={submit} className="rounded-2xl bg-white p-6 shadow-sm">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={label.firstName} required autoComplete="given-name" {...field('firstName')} />
        <TextField label={label.lastName} autoComplete="family-name" {...field('lastName')} />
        <TextField
          label={label.mobile}
          prefix="+91"
          readOnly
          value={values.mobile}
          error={errors.mobile}
          hint={
            hint.visible ? <span role="status">{profileMessages.mobileLocked}</span> : 'Your login number'
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
        />
        <TextField
          label={label.aadharno}
          inputMode="numeric"
          maxLength={AADHAAR_LENGTH}
          value={values.aadharno}
          error={errors.aadharno}
          hint={
            MASKED.test(values.aadharno)
              ? 'Saved number shown masked. Type a new 12-digit number to replace it.'
              : '12 digits'
          }
          onFocus={(e) => MASKED.test(values.aadharno) && e.target.select()}
          onChange={(e) => set({ aadharno: digitsOnly(e.target.value, AADHAAR_LENGTH) })}
        />
        <TextField
          label={label.pancard}
          maxLength={PAN_LENGTH}
          autoCapitalize="characters"
          value={values.pancard}
          error={errors.pancard}
          hint="For example ABCDE1234F"
          onChange={(e) => set({ pancard: formatPanInput(e.target.value) })}
        />
        <TextField label={label.nomineeName} {...field('nomineeName')} />
        <Field label={label.nomineeRelation} error={errors.nomineeRelation}>
          {(control) => (
            <select
              {...control}
              value={values.nomineeRelation}
              onChange={(e) => set({ nomineeRelation: e.target.value })}
              className={controlClass}
            >
              <option value="">Select relation</option>
              {NOMINEE_RELATIONS.map((relation) => (
                <option key={relation} value={relation}>
                  {relation}
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
          hint="dd/mm/yyyy"
          onChange={(e) => set({ nomineeDob: formatDateInput(e.target.value) })}
        />
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button type="submit" busy={saving}>
          Save
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
