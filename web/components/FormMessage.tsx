export interface FormMessageProps {
  id: string;
  /** The error to announce; nothing is rendered without one. */
  error?: string | null;
  /** A success or information text, announced politely. */
  notice?: string | null;
}

/** A form's error (role=alert, so it is read out at once) or notice (role=status). */
export function FormMessage({ id, error, notice }: FormMessageProps) {
  if (error)
    return (
      <p id={id} className="form-message form-error" role="alert">
        {error}
      </p>
    );
  if (notice)
    return (
      <p id={id} className="form-message form-notice" role="status">
        {notice}
      </p>
    );
  return null;
}
