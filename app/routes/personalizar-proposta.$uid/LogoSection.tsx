// The company's proposal logo: the current one (served by /proposta/logo/:companyId/:fileId), a
// multipart form to upload another (PNG or JPEG, the size limit checked on the page with JS and on
// the server without) and a form to remove it. Both post to the page's action with their intent.
import { Form } from "@remix-run/react";
import { Hidden, type ActionReply } from "~/components/forms/intent-form";
import { useFileLimit } from "~/components/forms/use-file-limit";

export interface LogoSectionProps {
  logo: { url: string; contentType: string } | null;
  maxLogo: { bytes: number; label: string };
  csrf: string;
  logoCommandId: string;
  removeLogoCommandId: string;
  reply: ActionReply;
}

function errorsOf(reply: ActionReply, intent: string) {
  if (reply?.intent !== intent) return { file: undefined, form: undefined };
  const e = reply.result.error ?? {};
  return { file: e.file?.join(" "), form: e[""]?.join(" ") };
}

export function LogoSection({ logo, maxLogo, csrf, logoCommandId, removeLogoCommandId, reply }: LogoSectionProps) {
  const { tooLarge, onSubmit } = useFileLimit(maxLogo.bytes / (1024 * 1024), "file");
  const set = errorsOf(reply, "set-logo");
  const remove = errorsOf(reply, "remove-logo");
  const fileError = tooLarge ?? set.file;
  return (
    <section className="card-panel wide" aria-labelledby="logo-title">
      <h2 id="logo-title">Logo da empresa</h2>
      {logo ? (
        <p>
          <img src={logo.url} alt="Logo atual da empresa" className="proposal-logo" />
        </p>
      ) : (
        <p>Nenhuma logo enviada: a proposta mostra o nome da empresa.</p>
      )}
      <Form method="post" encType="multipart/form-data" className="p-form" onSubmit={onSubmit} aria-label="Enviar logo" key={logoCommandId}>
        <Hidden intent="set-logo" csrf={csrf} commandId={logoCommandId} />
        {set.form && (
          <p className="form-error" role="alert">
            {set.form}
          </p>
        )}
        <div className="p-field">
          <label htmlFor="logo-file">Imagem da logo (PNG ou JPEG, até {maxLogo.label})</label>
          <input
            id="logo-file"
            type="file"
            name="file"
            accept="image/png,image/jpeg"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? "logo-file-error" : undefined}
          />
          {fileError && (
            <p className="field-error" id="logo-file-error" role="alert">
              {fileError}
            </p>
          )}
        </div>
        <p>
          <button type="submit">{logo ? "Trocar logo" : "Enviar logo"}</button>
        </p>
      </Form>
      {logo && (
        <Form method="post" aria-label="Remover logo" key={removeLogoCommandId}>
          <Hidden intent="remove-logo" csrf={csrf} commandId={removeLogoCommandId} />
          {remove.form && (
            <p className="form-error" role="alert">
              {remove.form}
            </p>
          )}
          <button type="submit" className="danger">
            Remover logo
          </button>
        </Form>
      )}
    </section>
  );
}
