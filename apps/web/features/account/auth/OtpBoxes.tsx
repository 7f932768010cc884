'use client';

import { type KeyboardEvent, useEffect, useRef } from 'react';
import { backspace, type CodeEdit, editCode, OTP_LENGTH } from '../otp';

/**
 * Six boxes for the one-time code. The first box carries `autocomplete="one-time-code"`, so a phone offers the code
 * from the SMS and the whole code lands there; `editCode` spreads it over the boxes, as it does a paste. Digits run
 * left to right as in the SMS, whatever the page direction.
 */
export function OtpBoxes({
  digits,
  onChange,
  disabled,
  invalid,
  describedBy,
  focusSignal,
}: {
  digits: string[];
  onChange(digits: string[]): void;
  disabled: boolean;
  invalid: boolean;
  describedBy?: string;
  /** Changes when the first box should take focus again (after a wrong code, a new code). */
  focusSignal: number;
}) {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);

  useEffect(() => {
    // focusSignal is the trigger: read it so the effect re-runs when it changes.
    if (focusSignal >= 0) boxes.current[0]?.focus();
  }, [focusSignal]);

  const apply = (edit: CodeEdit) => {
    onChange(edit.digits);
    boxes.current[edit.focus]?.focus();
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index]) {
      event.preventDefault();
      apply(backspace(digits, index));
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      boxes.current[index - 1]?.focus();
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      event.preventDefault();
      boxes.current[index + 1]?.focus();
    }
  };

  return (
    // Six 44 px boxes and their gaps fit the card on a 375 px phone (six of 48 px ran past its edge).
    <div dir="ltr" className="flex justify-center gap-1.5 sm:gap-3">
      {digits.map((digit, index) => (
        <input
          // The boxes never reorder: their position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of six boxes.
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          value={digit}
          onChange={(event) => apply(editCode(digits, index, event.target.value))}
          onKeyDown={(event) => onKeyDown(index, event)}
          onFocus={(event) => event.target.select()}
          onPaste={(event) => {
            event.preventDefault();
            apply(editCode(digits, index, event.clipboardData.getData('text')));
          }}
          disabled={disabled}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          name={index === 0 ? 'code' : undefined}
          aria-label={`الرقم ${index + 1} من ${OTP_LENGTH}`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={`size-11 rounded-xl border bg-white text-center text-xl font-bold text-ink caret-brand-600 focus:outline-none focus:ring-2 disabled:bg-canvas disabled:text-muted sm:size-14 ${
            invalid
              ? 'border-red-500 focus:ring-red-100'
              : `${digit ? 'border-brand-300' : 'border-line'} focus:border-brand-400 focus:ring-brand-100`
          }`}
        />
      ))}
    </div>
  );
}
