// The mobile number field of the forms that ask for one. Apart from field.tsx so the pages with fields but no
// mobile number (the plan lists' vehicle and child questions) load no paste cleaning for it (bench:bundle).
import { useState, type ReactNode } from 'react';
import { isForeignMobile, MOBILE_LENGTH, mobileFromTyped, PASTE_ROOM } from '@bimasetu/contract';
import { useWords } from '~/lib/words';
import { TextField, type TextFieldProps } from './field';

/**
 * The 10-digit Indian mobile number field every form uses: "+91" before it, the numeric keypad on phones and
 * the browser's own number offered. What is typed or pasted ("+91 98220 12345", "098220 12345") reaches the
 * caller's onChange as its ten digits, so the field has room for a pasted number's country code and spaces.
 * Letters are left out too, and the field says so (a car number typed into it would otherwise lose its letters
 * without a word).
 */
export function MobileField({
  label,
  onChange,
  ...props
}: Omit<TextFieldProps, 'label' | 'prefix'> & { label?: ReactNode }) {
  const words = useWords('ui');
  const [lettersLeftOut, setLettersLeftOut] = useState(false);
  // a number with another country's code is not kept at all (its digits are no Indian mobile): the field says why
  const [foreign, setForeign] = useState(false);
  return (
    <TextField
      label={label ?? words.mobile}
      prefix="+91"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={PASTE_ROOM}
      {...props}
      hint={foreign ? words.mobileForeign : lettersLeftOut ? words.mobileLettersLeftOut : props.hint}
      onChange={(event) => {
        setForeign(isForeignMobile(event.target.value));
        const letters = /\p{L}/u.test(event.target.value);
        const digits = mobileFromTyped(event.target.value);
        // Typed letters are dropped as they come, so the next key's value has none: the note stays until the field
        // is emptied or holds a whole number (it came and went with every key, and the field's digits were all
        // that was left of "MH12AB1234").
        setLettersLeftOut((shown) => letters || (shown && digits !== '' && digits.length < MOBILE_LENGTH));
        event.target.value = digits;
        onChange?.(event);
      }}
    />
  );
}
