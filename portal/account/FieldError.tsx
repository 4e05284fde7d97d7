/** The message of a field that failed its rule, under the field (portal-shell §5). */
export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div className="field-error" role="alert" data-testid={`${id}-error`}>
      {message}
    </div>
  );
}
