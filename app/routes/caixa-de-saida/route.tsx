import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { AdminFrame } from "~/components/admin/AdminFrame";
import { formatDateTimeBR } from "../../../domain/shared";
import { outboxLoader } from "./page.server";

export const meta: MetaFunction = () => [{ title: "Caixa de saída — Girassol" }];
export const headers = () => ({ "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" });
export const loader = (args: LoaderFunctionArgs) => outboxLoader(args);

const DELIVERY: Record<string, string> = { outbox: "Na caixa de saída", smtp: "Enviado por SMTP", failed: "Falha no envio" };

/** The mail's text with its http(s) addresses as links (the rest stays text, escaped by React). */
function MailText({ text }: { text: string }) {
  const parts: ReactNode[] = text.split(/(https?:\/\/[^\s]+)/g).map((part, i) =>
    i % 2 ? (
      <a key={i} href={part}>
        {part}
      </a>
    ) : (
      part
    ),
  );
  return <div className="mail-text">{parts}</div>;
}

export default function CaixaDeSaida() {
  const { admin, smtp, mails } = useLoaderData<typeof loader>();
  const body = (
    <>
      <h1>Caixa de saída</h1>
      <p className="hint">
        {smtp
          ? "Os e-mails saem pelo servidor SMTP configurado; aqui fica o registro de cada envio (sem o texto)."
          : "Ambiente sem servidor de e-mail (sandbox): nenhum e-mail é enviado de verdade. As mensagens ficam aqui para serem lidas."}
      </p>
      {mails.length === 0 ? (
        <p>Nenhum e-mail.</p>
      ) : (
        <ul className="mail-list">
          {mails.map((m) => (
            <li key={m.id}>
              <article aria-label={`E-mail para ${m.to}: ${m.subject}`}>
                <h2>{m.subject}</h2>
                <p>
                  Para {m.to} · {formatDateTimeBR(m.at)} · {DELIVERY[m.delivery] ?? m.delivery}
                  {m.error ? ` (${m.error})` : ""}
                </p>
                {m.body && <MailText text={m.body} />}
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  );
  return admin ? <AdminFrame admin={admin}>{body}</AdminFrame> : <main className="content">{body}</main>;
}
