// "Ver como estava em …": a GET form, so it works without JS and the URL can be shared.
import { Form } from "@remix-run/react";

export function InstantForm({ em, error, label }: { em: string; error: string | null; label: string }) {
  return (
    <Form method="get" className="instant-form" aria-label={label}>
      <label htmlFor="em">Ver como estava em</label>
      <input id="em" name="em" type="datetime-local" defaultValue={em} {...(error ? { "aria-invalid": true, "aria-describedby": "em-error" } : {})} />
      <button type="submit" className="secondary">
        Ver
      </button>
      {error && (
        <p className="field-error" id="em-error" role="alert">
          {error}
        </p>
      )}
    </Form>
  );
}
