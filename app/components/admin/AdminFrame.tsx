// The platform admin's pages: their own top bar (no company menus: admins see no customers,
// proposals or sales menus, part 1 §6).
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";

export function AdminFrame({ admin, children }: { admin: { name: string; csrf: string }; children: ReactNode }) {
  return (
    <>
      <header className="topbar">
        <a className="logo" href="/admin/empresas">
          Gira<span>ssol</span>
        </a>
        <span>Administração</span>
        <span className="spacer" />
        <span className="admin-name">{admin.name}</span>
        <Form method="post" action="/admin/sair">
          <input type="hidden" name="csrf" value={admin.csrf} />
          <button type="submit">Sair</button>
        </Form>
      </header>
      <main className="content">{children}</main>
    </>
  );
}
