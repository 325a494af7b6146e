// The second factor's pieces (issue 14): the code card of a sign-in's second step, the enrolment
// panel (a server-rendered QR code and the secret in text, for typing it in) and the recovery codes
// shown once.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { codeStepSchema } from "~/lib/second-factor-forms";
import { InputField } from "./forms/Field";
import { useSchemaForm } from "./forms/intent-form";
import { ErrorSummary } from "./forms/ErrorSummary";

/** A login-like card asking for the code (`intent`: verify or enrol). */
export function CodeCard({
  title,
  intent,
  lastResult,
  hint,
  children,
}: {
  title: string;
  intent: "verify" | "enrol";
  lastResult: SubmissionResult<string[]> | undefined;
  hint: ReactNode;
  children?: ReactNode;
}) {
  const [form, fields] = useSchemaForm(codeStepSchema, { lastResult });
  return (
    <main className="login card-panel">
      <div className="logo-big" aria-hidden="true">
        Gira<span>ssol</span>
      </div>
      <h1>{title}</h1>
      {children}
      <Form method="post" {...getFormProps(form)} aria-label={title}>
        <input type="hidden" name="intent" value={intent} />
        <ErrorSummary form={form} />
        <p className="hint">{hint}</p>
        <InputField label="Código" field={fields.code} inputMode="numeric" autoComplete="one-time-code" />
        <button type="submit" className="w-full">
          Confirmar
        </button>
      </Form>
    </main>
  );
}

/** The QR code (an SVG rendered on the server) and the same secret in text. */
export function EnrolPanel({ svg, secret }: { svg: string; secret: string }) {
  return (
    <section aria-label="Configurar o aplicativo autenticador">
      <p>Leia o código QR com um aplicativo autenticador (Google Authenticator, Aegis, 1Password...) ou digite a chave abaixo.</p>
      <div className="qr" role="img" aria-label="QR da chave" dangerouslySetInnerHTML={{ __html: svg }} />
      <p>
        Chave: <code data-testid="totp-secret">{secret}</code>
      </p>
    </section>
  );
}

export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <section aria-label="Códigos de recuperação" className="card-panel">
      <h2>Códigos de recuperação</h2>
      <p role="status">
        Guarde estes códigos num lugar seguro: cada um substitui o código do aplicativo uma vez. Eles não serão mostrados novamente.
      </p>
      <ul className="plain-list" data-testid="recovery-codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}
