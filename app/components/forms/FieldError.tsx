/** An error line under a field (`msg` joined when several); nothing when there is no message. */
export function ErrorLine({ id, msg }: { id?: string; msg?: string | string[] }) {
  const text = Array.isArray(msg) ? msg.join(" ") : msg;
  return text ? (
    <p className="field-error" id={id} role="alert">
      {text}
    </p>
  ) : null;
}

/** The error line under a field; its id is the one conform puts in the input's aria-describedby. */
export function FieldError({ field }: { field: { errorId: string; errors?: string[] } }) {
  return <ErrorLine id={field.errorId} msg={field.errors} />;
}
