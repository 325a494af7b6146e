// /recuperacao-de-acesso (part 1 §2.1 set C, public): where "Esqueci minha senha" leads. Recovery by
// e-mail (a one-time link) needs the app's mail port, not built yet (issue 20): until then the page
// says honestly who can help, instead of the catch-all's "not found".
import type { MetaFunction } from "@remix-run/node";

export const meta: MetaFunction = () => [{ title: "Recuperação de acesso — Girassol" }];

export default function RecuperacaoDeAcesso() {
  return (
    <main className="login card-panel">
      <h1>Recuperação de acesso</h1>
      <p>A recuperação de senha por e-mail ainda não está disponível.</p>
      <p>
        Colaboradores: peça ao gerente da sua empresa para cadastrar uma nova senha para você. Gerentes: fale com a equipe Girassol pela página de{" "}
        <a href="/contato">contato</a>.
      </p>
      <p>
        <a href="/login">Voltar para o login</a>
      </p>
    </main>
  );
}
