// The public verification page: one file field, the answer below it. A plain multipart form: it
// works without JS; with JS conform checks the file first and the answer comes without a reload.
import { getFormProps, getInputProps } from "@conform-to/react";
import { Form, useActionData } from "@remix-run/react";
import { useSchemaForm } from "~/components/forms/intent-form";
import { VERIFY_MAX_BYTES, verificationSchema } from "~/lib/pdf/verification-form";
import type { Verdict, verificationAction } from "./page.server";

export function VerificationPage() {
  const reply = useActionData<typeof verificationAction>();
  const [form, fields] = useSchemaForm(verificationSchema, { lastResult: reply?.result });
  const verdict = reply && "verdict" in reply ? (reply.verdict as Verdict) : null;
  const error = fields.arquivo.errors?.[0] ?? form.errors?.[0];
  return (
    <main className="verification-page">
      <h1>Verificação de proposta</h1>
      <p>Envie o PDF de uma proposta recebida para saber se ele é exatamente o arquivo enviado pela empresa.</p>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)}>
        <div className="p-field">
          <label htmlFor={fields.arquivo.id}>Arquivo PDF da proposta</label>
          <input
            {...getInputProps(fields.arquivo, { type: "file" })}
            accept="application/pdf,.pdf"
            aria-describedby={error ? `${fields.arquivo.id}-error` : undefined}
          />
          <small className="hint">Até {VERIFY_MAX_BYTES / 1024 / 1024} MB. O arquivo não é guardado.</small>
          {error ? (
            <p className="field-error" id={`${fields.arquivo.id}-error`}>
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button">
          Verificar
        </button>
      </Form>
      {verdict ? (
        <p role="status" className={verdict.sent ? "verdict verdict-ok" : "verdict verdict-unknown"}>
          {verdict.message}
        </p>
      ) : null}
    </main>
  );
}
