import { Form } from "@remix-run/react";
import type { ReactNode } from "react";

/** The spec's delete confirmation: a closed <details> with the question and "Excluir permanentemente". */
export function ConfirmDelete({
  summary,
  label,
  question,
  open,
  children,
}: {
  summary: string;
  /** The form's accessible name. */
  label: string;
  question: string;
  open?: boolean;
  /** The form's hidden fields. */
  children: ReactNode;
}) {
  return (
    <details open={open}>
      <summary>{summary}</summary>
      <Form method="post" aria-label={label}>
        {children}
        <p>{question}</p>
        <p>
          <button type="submit" className="danger">
            Excluir permanentemente
          </button>
        </p>
      </Form>
    </details>
  );
}
