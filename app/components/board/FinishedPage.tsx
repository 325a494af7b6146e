import { Form, Link, useLoaderData } from "@remix-run/react";
import { formatBRL, formatDateBR, formatNumber5, statusLabel } from "../../../domain/shared";
import type { finishedLoader } from "~/lib/finished-page.server";
import { BOARD_TYPE_INFO, boardPath, statusText } from "~/lib/board-types";
import { Shell } from "../Shell";
import { Table } from "../Table";
import { UpgradeNotice } from "../UpgradeNotice";

type LoaderData = Awaited<ReturnType<ReturnType<typeof finishedLoader>>>;

/** The finished items of a board: a GET form (status, search) and a "Carregar mais" link. */
export function FinishedPage() {
  const { user, type, status, q, pages, upgrade, items, hasMoreItems } = useLoaderData<LoaderData>();
  const info = BOARD_TYPE_INFO[type];
  const more = new URLSearchParams({
    ...(status !== "ALL" ? { status } : {}),
    ...(q ? { q } : {}),
    mais: String(pages + 1),
  });
  return (
    <Shell user={user}>
      <p>
        <Link to={boardPath(type, user.id)}>← {info.title}</Link>
      </p>
      <h1>{info.menuLabel}: finalizadas</h1>
      {upgrade ? (
        <UpgradeNotice />
      ) : (
        <>
          <Form method="get" className="board-toolbar" role="search">
            <div>
              <label htmlFor="status">Situação</label>
              <select id="status" name="status" defaultValue={status}>
                <option value="ALL">Todas</option>
                <option value="CLOSED">{statusLabel(type, "CLOSED") ?? "Finalizadas"}</option>
                <option value="LOST">{statusLabel(type, "LOST") ?? "Perdidas"}</option>
              </select>
            </div>
            <div>
              <label htmlFor="q">Buscar</label>
              <input id="q" name="q" defaultValue={q} placeholder="Nome ou cliente" />
            </div>
            <button type="submit" className="secondary">
              Filtrar
            </button>
          </Form>
          {items.length === 0 ? (
            <p className="notice" role="status">
              NENHUM RESULTADO: nenhum item encontrado para os filtros aplicados.
            </p>
          ) : (
            <Table className="list" columns={["Número", "Nome", "Cliente", "Valor", "Situação", "Data", "Responsável"]}>
              {items.map((it) => (
                <tr key={it.id}>
                  <td>{formatNumber5(it.number)}</td>
                  <td>
                    <Link to={`${info.base}/editar/${it.id}`}>{it.name}</Link>
                  </td>
                  <td>{it.customerName ?? "—"}</td>
                  <td>{formatBRL(it.amount)}</td>
                  <td>
                    <span className={`status ${it.status}`}>{statusText(type, it.status)}</span>
                    {it.lostReason ? ` (${it.lostReason})` : ""}
                  </td>
                  <td>{it.statusAt ? formatDateBR(it.statusAt) : "—"}</td>
                  <td>{it.ownerName ?? "—"}</td>
                </tr>
              ))}
            </Table>
          )}
          {hasMoreItems && (
            <p>
              <Link to={`?${more}`} preventScrollReset>
                Carregar mais
              </Link>
            </p>
          )}
        </>
      )}
    </Shell>
  );
}
