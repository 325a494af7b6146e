// ESLint: the layer rules (lint/layers.js) everywhere, and no `any` in the code that the proposal
// work will copy (app/, projections/, domain/). Style is Prettier's job, not ESLint's.
import tseslint from "typescript-eslint";
import { girassolPlugin } from "./lint/layers.js";

export default tseslint.config(
  { ignores: ["node_modules/", "build/", "public/build/", "data/", "test-results/", "playwright-report/", ".cache/"] },
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { parser: tseslint.parser, ecmaVersion: "latest", sourceType: "module" },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    plugins: { girassol: girassolPlugin, "@typescript-eslint": tseslint.plugin },
    rules: {
      "girassol/layers": "error",
      "girassol/app-writes": "error",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "projections/**/*.ts", "domain/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "error" },
  },
  {
    // The CSP's style-src is 'self' (docs/security-headers.md): a style attribute would be blocked.
    files: ["app/**/*.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "JSXAttribute[name.name='style']", message: "Sem atributo style: a CSP o bloqueia; use uma classe." },
      ],
    },
  },
  {
    // react-pdf documents (app/lib/pdf): `style` is the PDF's layout, drawn in Node; no HTML, no CSP.
    files: ["app/lib/pdf/**/*.tsx"],
    rules: { "no-restricted-syntax": "off" },
  },
);
