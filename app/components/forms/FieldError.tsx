/** The error line under a field; its id is the one conform puts in the input's aria-describedby. */
export function FieldError({ field }: { field: { errorId: string; errors?: string[] } }) {
  if (!field.errors?.length) return null;
  return (
    <p className="field-error" id={field.errorId} role="alert">
      {field.errors.join(" ")}
    </p>
  );
}
