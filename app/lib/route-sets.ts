// Route set B (part 1 §2.1): what a signed-in user of a company whose payment is irregular
// (statusOk false) may still open. Everything else redirects to /iniciando.

const EXACT = new Set([
  "/financeiro",
  "/cancelamento",
  "/contato",
  "/form-teste-gratis",
  "/form-cadastro-curso",
  "/termos-de-uso-e-politica-de-privacidade",
  "/inicio",
  "/iniciando",
  "/logout",
  "/menu",
]);

const PATTERNS = [
  /^\/configuracoes(\/.*)?$/,
  /^\/clientes\/lista\/[^/]+$/,
  /^\/propostas\/lista\/[^/]+$/,
  /^\/kits\/lista\/[^/]+$/,
  /^\/proposta\/final\/.+$/,
  /^\/pedido\/[^/]+$/,
  /^\/assinatura\/(.+\/)?parabens(\/.*)?$/,
];

/** The page a request is for: single-fetch data requests (`/x.data`, `/_root.data`) count as `/x`. */
export function pagePath(pathname: string): string {
  const p = pathname.replace(/\.data$/, "");
  return p === "/_root" ? "/" : p.replace(/\/+$/, "") || "/";
}

export function allowedWhenIrregular(pathname: string): boolean {
  const p = pagePath(pathname);
  return EXACT.has(p) || PATTERNS.some((re) => re.test(p));
}
