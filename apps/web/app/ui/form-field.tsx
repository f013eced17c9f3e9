import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

/** The look of a text input: a 44 px target (UI.md), theme colours only. */
export const inputClass =
  'min-h-11 w-full rounded-lg border border-line bg-page px-3 py-2 text-base text-ink placeholder:text-muted focus-visible:border-primary aria-[invalid=true]:border-2 aria-[invalid=true]:border-ink';

type FieldFrameProps = {
  label: string;
  hint?: ReactNode;
  error?: string | null;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
  className?: string;
};

/**
 * A labelled field (UI.md "Field"): the label, an optional hint and an error, wired to the control
 * with aria-describedby and aria-invalid so that screen readers read them with it.
 */
export function FieldFrame({ label, hint, error, children, className = '' }: FieldFrameProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  ref?: Ref<HTMLInputElement>;
  label: string;
  hint?: ReactNode;
  error?: string | null;
  className?: string;
};

export function TextField({ label, hint, error, className, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={inputClass}
          {...input}
        />
      )}
    </FieldFrame>
  );
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> & {
  label: string;
  hint?: ReactNode;
  error?: string | null;
  className?: string;
};

export function TextAreaField({ label, hint, error, className, ...area }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={`${inputClass} min-h-24 resize-y`}
          {...area}
        />
      )}
    </FieldFrame>
  );
}
