// /contato (part 1 §2.1 sets B and C: open signed in, with payment irregular, and signed out): where
// the upgrade notice and /financeiro send a company to talk to the Girassol team. The platform has no
// contact channel of its own yet (no mail port, no support chat), so the page names the platform's
// administration as the way, and no address is made up.
import type { MetaFunction } from "@remix-run/node";

export const meta: MetaFunction = () => [{ title: "Contato — Girassol" }];

export default function Contato() {
  return (
    <main className="login card-panel">
      <h1>Contato</h1>
      <p>
        Para mudar de plano (por exemplo, para o plano Empresarial), regularizar um pagamento ou cancelar a assinatura, fale com a administração da
        plataforma Girassol pelo canal de atendimento informado na contratação.
      </p>
      <p>Quando a situação da sua empresa mudar, a administração atualiza o cadastro e as novas funções aparecem no seu próximo acesso.</p>
      <p>
        <a href="/inicio">Voltar ao início</a>
      </p>
    </main>
  );
}
