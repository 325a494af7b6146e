import { Form, NavLink } from "@remix-run/react";
import type { ReactNode } from "react";
import { BOARD_TYPES } from "../../domain/shared";
import { BOARD_TYPE_INFO, boardPath } from "~/lib/board-types";

export interface ShellUser {
  id: string;
  name: string;
  role: string;
  companyName: string;
  plan: string;
  csrf: string;
}

/** Top bar and side menu; the menu is plain links and <details>, so it works without JS. */
export function Shell({ user, children }: { user: ShellUser; children: ReactNode }) {
  return (
    <>
      <header className="topbar">
        <a className="logo" href="/inicio">Gira<span>ssol</span></a>
        <span>{user.companyName}</span>
        <span className="spacer" />
        <span aria-label="Usuário">{user.name} ({user.role === "MANAGER" ? "Gerente" : "Vendedor"})</span>
        <Form method="post" action="/logout">
          <input type="hidden" name="csrf" value={user.csrf} />
          <button type="submit">Sair</button>
        </Form>
      </header>
      <div className="shell">
        <nav className="sidemenu" aria-label="Menu principal">
          <NavLink to="/inicio">Início</NavLink>
          {BOARD_TYPES.map((t) => {
            const info = BOARD_TYPE_INFO[t];
            const locked = info.enterpriseOnly && user.plan !== "ENTERPRISE";
            return (
              <details key={t} open={t === "SALES"}>
                <summary>{info.menuLabel}{locked ? " 🔒" : ""}</summary>
                <NavLink to={boardPath(t, user.id)}>{info.boardSegment === "funil" ? "Funil" : "Quadro"}</NavLink>
                <NavLink to={`${info.base}/registro`}>{info.newLabel}</NavLink>
              </details>
            );
          })}
        </nav>
        <main className="content">{children}</main>
      </div>
    </>
  );
}
