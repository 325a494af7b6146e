/** What a plan without the feature sees (spec part 1 §2.6, the upgrade dialog, as a page section). */
export function UpgradeNotice() {
  return (
    <section className="card-panel" role="alert" aria-labelledby="upgrade-title">
      <h2 id="upgrade-title">FAÇA O UPGRADE PARA O PLANO EMPRESARIAL</h2>
      <p>O plano empresarial inclui:</p>
      <ul>
        <li>Website com simulador/calculadora solar</li>
        <li>Gerenciador de contratos</li>
        <li>Gerenciador de arquivos</li>
        <li>Gerenciador de instalações</li>
        <li>Gerenciador de projetos</li>
        <li>Gerenciador de pós-venda</li>
        <li>Múltiplas contas de colaboradores</li>
      </ul>
      <a className="button" href="/contato">
        Falar com a equipe
      </a>
    </section>
  );
}
