// The links between the account pages: data, password, security (second factor).
import { NavLink } from "@remix-run/react";

export function AccountTabs({ uid }: { uid: string }) {
  return (
    <nav aria-label="Conta">
      <ul className="plain-list tabs-row">
        <li>
          <NavLink to={`/conta/info/${uid}`}>Dados pessoais</NavLink>
        </li>
        <li>
          <NavLink to={`/conta/senha/${uid}`}>Senha</NavLink>
        </li>
        <li>
          <NavLink to={`/conta/seguranca/${uid}`}>Verificação em duas etapas</NavLink>
        </li>
      </ul>
    </nav>
  );
}
