import { Form, NavLink, useLocation } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { buildMenu, type MenuUser } from "~/lib/menu";
import { NotificationBell } from "./NotificationBell";
import { Icon } from "./Icon";
import { FlashNotice } from "./FlashNotice";

export interface ShellUser extends MenuUser {
  name: string;
  companyName: string;
  csrf: string;
  statusOk: boolean;
  menu: "normal" | "expandido" | "oculto";
}

/**
 * Top bar (logo, updates icon, Conta menu) and the side menu of part 1 §2.2/§6. The menu is links
 * and <details>, so it works without JS; its hidden/expanded state is a cookie set by /menu.
 * With JS, which groups are open is remembered in localStorage.
 */
export function Shell({ user, children, bell }: { user: ShellUser; children: ReactNode; bell?: ReactNode }) {
  const { pathname, search } = useLocation();
  const groups = buildMenu(user).filter((g) => !g.hidden || user.menu === "expandido");
  const here = `${pathname}${search}`;
  useRememberedGroups();
  return (
    <>
      <header className="topbar">
        <a className="logo" href="/inicio">
          Gira<span>ssol</span>
        </a>
        {/* Below 900 px the side menu is folded away (public/phone.css): this link opens it with :target, JS or not. */}
        <a className="menu-open" href="#menu">
          Menu
        </a>
        <span className="topbar-company">{user.companyName}</span>
        <span className="spacer" />
        <a className="topbar-icon" href="/atualizacoes" title="App Atualizado" aria-label="App Atualizado">
          <Icon name="refresh" />
        </a>
        {bell ?? <NotificationBell />}
        <details className="account-menu">
          {/* The name says whose account it is; "Conta" leads the accessible name, the visible text is in it (WCAG 2.5.3). */}
          <summary aria-label={`Conta: ${user.name} (${user.role === "MANAGER" ? "Gerente" : "Vendedor"})`}>
            {user.name} ({user.role === "MANAGER" ? "Gerente" : "Vendedor"})
          </summary>
          <nav aria-label="Conta">
            <a href={`/conta/info/${user.id}`}>Minha conta</a>
            <a href={`/conta/senha/${user.id}`}>Alterar senha</a>
            <Form method="post" action="/logout">
              <input type="hidden" name="csrf" value={user.csrf} />
              <button type="submit">Sair</button>
            </Form>
          </nav>
        </details>
      </header>
      {!user.statusOk && (
        <div className="banner banner-warning" role="alert">
          A sua situação de pagamento encontra-se irregular. Devido a isto, foram removidas as funcionalidades do aplicativo até que você possa{" "}
          {/* /financeiro is the manager's page: a vendor is told whom to ask instead of a 403. */}
          {user.role === "MANAGER" ? (
            <a className="button" href="/financeiro">
              Regularizar a situação
            </a>
          ) : (
            <>regularizar a situação. Fale com o gerente da sua empresa.</>
          )}
        </div>
      )}
      <div className={`shell menu-${user.menu}`}>
        <aside className="sidebar" id="menu">
          <a className="menu-close" href="#conteudo">
            Fechar menu
          </a>
          {user.menu !== "oculto" && (
            <nav className="sidemenu" aria-label="Menu principal">
              {groups.map((g) => (
                <details key={g.key} data-group={g.key} open={g.links.some((l) => pathname.startsWith(l.href.split("?")[0])) || g.key === "inicio"}>
                  <summary>
                    {g.label}
                    {g.hidden ? " (oculto)" : ""}
                  </summary>
                  {g.links.map((l) =>
                    l.download ? (
                      <a key={l.href} href={l.href} download>
                        {l.label}
                      </a>
                    ) : (
                      <NavLink key={l.href} to={l.href} aria-label={l.locked ? `${l.label} (plano empresarial)` : undefined}>
                        {l.label}
                        {l.locked ? (
                          <>
                            {" "}
                            <Icon name="lock" size={14} />
                          </>
                        ) : null}
                      </NavLink>
                    ),
                  )}
                </details>
              ))}
            </nav>
          )}
          <Form method="post" action="/menu" className="menu-toggle">
            <input type="hidden" name="csrf" value={user.csrf} />
            <input type="hidden" name="back" value={here} />
            {user.menu === "oculto" ? <MenuButton state="normal">Mostrar menu</MenuButton> : <MenuButton state="oculto">Ocultar menu</MenuButton>}
            {user.menu !== "oculto" &&
              user.hiddenMenus.length > 0 &&
              (user.menu === "expandido" ? (
                <MenuButton state="normal">Recolher menu</MenuButton>
              ) : (
                <MenuButton state="expandido">Expandir menu</MenuButton>
              ))}
          </Form>
        </aside>
        <main className="content" id="conteudo">
          <FlashNotice />
          {children}
        </main>
      </div>
    </>
  );
}

/** With JS: keep each menu group open or closed as the user left it (part 1 §2.2). */
function useRememberedGroups() {
  useEffect(() => {
    const key = "girassol.menu.groups";
    let saved: Record<string, boolean> = {};
    try {
      saved = JSON.parse(localStorage.getItem(key) ?? "{}");
    } catch {
      /* ignore */
    }
    const all = Array.from(document.querySelectorAll<HTMLDetailsElement>(".sidemenu details[data-group]"));
    for (const d of all) {
      const g = d.dataset.group!;
      if (g in saved && !d.querySelector("a.active")) d.open = saved[g];
    }
    const onToggle = (e: Event) => {
      const d = e.target as HTMLDetailsElement;
      saved[d.dataset.group!] = d.open;
      localStorage.setItem(key, JSON.stringify(saved));
    };
    all.forEach((d) => d.addEventListener("toggle", onToggle));
    return () => all.forEach((d) => d.removeEventListener("toggle", onToggle));
  }, []);
}

/** A button of the menu form: posts the menu state it names. */
function MenuButton({ state, children }: { state: "normal" | "oculto" | "expandido"; children: string }) {
  return (
    <button type="submit" name="state" value={state}>
      {children}
    </button>
  );
}
