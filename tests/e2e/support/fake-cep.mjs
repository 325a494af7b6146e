// A fake CEP service on loopback speaking ViaCEP's JSON (issue 20), for the e2e server
// (web-server.mjs points CEP_API_URL here) and the adapter's integration test:
//   01310100 → Avenida Paulista, Bela Vista, São Paulo/SP; 20040002 → Rio de Janeiro/RJ;
//   99999999 → {"erro": true} (not found); 88888888 → 500; 77777777 → never answers (timeout).
// Every request is counted per CEP, so a test can see the cache at work.
import { createServer } from "node:http";

const ADDRESSES = {
  "01310100": { cep: "01310-100", logradouro: "Avenida Paulista", bairro: "Bela Vista", localidade: "São Paulo", uf: "SP" },
  20040002: { cep: "20040-002", logradouro: "Rua da Assembleia", bairro: "Centro", localidade: "Rio de Janeiro", uf: "RJ" },
};

export async function startFakeCep() {
  const hits = new Map();
  const hanging = new Set();
  const server = createServer((req, res) => {
    const m = /^\/(\d{8})\/json\/?$/.exec(req.url ?? "");
    if (!m) {
      res.writeHead(400, { "content-type": "text/plain" }).end("bad request");
      return;
    }
    const cep = m[1];
    hits.set(cep, (hits.get(cep) ?? 0) + 1);
    if (cep === "77777777") {
      hanging.add(res);
      return;
    }
    if (cep === "88888888") {
      res.writeHead(500).end("boom");
      return;
    }
    const body = ADDRESSES[cep] ?? { erro: true };
    res.writeHead(200, { "content-type": "application/json; charset=utf-8" }).end(JSON.stringify(body));
  });
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    hits: (cep) => hits.get(cep) ?? 0,
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections?.();
      await new Promise((r) => server.close(() => r()));
    },
  };
}
