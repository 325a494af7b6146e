import { Form, NavLink } from "@remix-run/react";
import type { ReactNode } from "react";

export interface ShellUser {
  id: string;
  name: string;
  role: string;
  companyName: string;
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
          <details open>
            <summary>Vendas</summary>
            <NavLink to={`/vendas/funil/${user.id}`}>Funil de vendas</NavLink>
            <NavLink to="/vendas/registro">Nova venda</NavLink>
          </details>
        </nav>
        <main className="content">{children}</main>
      </div>
    </>
  );
}
