/** A field's error line: kept in the layout when empty, announced when it changes. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return (
    <p id={id} className="min-h-5 text-sm text-danger" aria-live="polite">
      {message}
    </p>
  );
}
