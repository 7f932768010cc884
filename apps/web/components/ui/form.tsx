import type { ComponentProps, ReactNode } from 'react';

/**
 * Form primitives: a labelled text field with its hint and error wired for screen readers, and the pill buttons.
 * Plain markup, usable from server and client components alike.
 */
export function TextField({
  id,
  label,
  hint,
  error,
  ...input
}: ComponentProps<'input'> & { id: string; label: ReactNode; hint?: ReactNode; error?: string | null }) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
        className={`h-12 w-full rounded-xl border bg-white px-4 text-base text-ink placeholder:text-muted/70 focus:outline-none focus:ring-2 disabled:bg-canvas ${
          error ? 'border-red-500 focus:ring-red-100' : 'border-line focus:border-brand-400 focus:ring-brand-100'
        } ${input.className ?? ''}`}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}

/**
 * An Iraqi mobile number field (sign-in and registration): typed left to right, the number keypad on phones, the
 * browser's saved number offered.
 */
export function MobileField(props: Omit<ComponentProps<typeof TextField>, 'label' | 'name' | 'type'>) {
  return (
    <TextField
      name="mobile"
      label="رقم الهاتف"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      dir="ltr"
      placeholder="07XX XXX XXXX"
      required
      {...props}
      className={`text-end tracking-wide ${props.className ?? ''}`}
    />
  );
}

/** `alert`: announced as soon as it appears (an error that arrives without the field being touched). */
export function FieldError({ id, alert, children }: { id?: string; alert?: boolean; children: ReactNode }) {
  return (
    <p id={id} role={alert ? 'alert' : undefined} className="text-sm font-medium text-red-700">
      {children}
    </p>
  );
}

const pill = 'inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 text-base font-bold';

export const buttonStyles = {
  primary: `${pill} bg-brand-600 text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70`,
  secondary: `${pill} border border-brand-200 bg-white text-brand-800 hover:bg-brand-50 disabled:opacity-60`,
  danger: `${pill} bg-red-700 text-white hover:bg-red-800 disabled:cursor-wait disabled:opacity-70`,
  link: 'min-h-11 rounded-full px-2 text-sm font-medium text-brand-700 underline-offset-4 hover:underline disabled:text-muted disabled:no-underline',
};

/** A submit button that says it is working: its label changes and a spinner turns, and it cannot be pressed twice. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  variant = 'primary',
  className = '',
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
  variant?: 'primary' | 'danger';
  className?: string;
}) {
  return (
    <button type="submit" disabled={busy} aria-busy={busy} className={`${buttonStyles[variant]} ${className}`}>
      {busy ? <Spinner /> : null}
      {busy ? busyLabel : children}
    </button>
  );
}

export function Spinner() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      className="animate-spin motion-reduce:animate-none"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
