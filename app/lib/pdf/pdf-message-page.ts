// The page a browser gets instead of the PDF (spec part 3 §8: "Erro ao tentar carregar o arquivo."),
// with the reason (the spec's notice, e.g. "Esta proposta não possui dados do preço") and a link
// back. A plain document in the app's error-page look: no script, no inline style (CSP).

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export function pdfMessagePage(message: string, detail: string | null, back: string): string {
  return `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Arquivo da proposta — Girassol</title>
<link rel="stylesheet" href="/styles.css">
</head>
<body>
<main class="error-page" role="alert">
<h1>ERRO</h1>
<p>${escapeHtml(message)}</p>
${detail ? `<p>${escapeHtml(detail)}</p>\n` : ""}<a href="${escapeHtml(back)}" class="button">Voltar à proposta</a>
</main>
</body>
</html>
`;
}
