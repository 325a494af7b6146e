// The imports list: who sent which file when, its kind, lines imported and refused, and the refused
// lines as a CSV to fix and send again.
import { Link, useLoaderData } from "@remix-run/react";
import type { importsListLoader } from "./page.server";
import { Shell } from "~/components/Shell";
import { Row, Table } from "~/components/Table";

const when = (iso: string) =>
  new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeStyle: "short", timeZone: "America/Sao_Paulo" }).format(new Date(iso));

export function ImportsListPage() {
  const d = useLoaderData<typeof importsListLoader>();
  return (
    <Shell user={d.user}>
      <h1>Importações</h1>
      {d.uploads.length > 0 && (
        <p>
          Enviar arquivo de:{" "}
          {d.uploads.map((u, i) => (
            <span key={u.kind}>
              {i > 0 && " · "}
              <Link to={u.path}>{u.label}</Link>
            </span>
          ))}
        </p>
      )}
      {d.imports.length === 0 ? (
        <p role="status">Nenhuma importação ainda.</p>
      ) : (
        <Table
          className="list"
          aria-label="Importações"
          columns={["Arquivo", "Tipo", "Importadas", "Recusadas", "Quando", "Quem", "Linhas", "Sem mudança"]}
        >
          {d.imports.map((r) => (
            <Row
              key={r.id}
              cells={[
                r.fileName,
                r.kind,
                r.completed ? r.imported : `${r.imported} (em andamento)`,
                r.refused > 0 ? (
                  <a href={`/importacoes/recusadas/${r.id}`} download aria-label={`Baixar as ${r.refused} linhas recusadas de ${r.fileName} (CSV)`}>
                    {r.refused} (CSV)
                  </a>
                ) : (
                  0
                ),
                when(r.at),
                r.who,
                r.total,
                r.unchanged,
              ]}
            />
          ))}
        </Table>
      )}
    </Shell>
  );
}
