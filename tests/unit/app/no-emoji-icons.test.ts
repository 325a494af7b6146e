// Issue 18: emoji used as icons (🔔, 📁, 🔒) showed as empty boxes where no emoji font exists. The
// app's screens draw them with <Icon> (inline SVG). This scan fails if an emoji comes back in any
// component or route, and checks that the places that had one now render the SVG icon.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { Icon } from "../../../app/components/Icon";

const EMOJI = /\p{Extended_Pictographic}/u;
// Characters that are Extended_Pictographic but ordinary text in every font (©, ®, ™, arrows are not in the class).
const TEXT_SYMBOLS = new Set(["©", "®", "™"]);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("ícones sem emoji", () => {
  it("nenhum emoji nas telas (app/)", () => {
    const found = files("app").flatMap((path) =>
      readFileSync(path, "utf8")
        .split("\n")
        .flatMap((line, i) => [...line].filter((c) => EMOJI.test(c) && !TEXT_SYMBOLS.has(c)).map((c) => `${path}:${i + 1} ${c}`)),
    );
    expect(found).toEqual([]);
  });

  it("os lugares que tinham emoji usam <Icon>", () => {
    for (const [path, name] of [
      ["app/components/NotificationBell.tsx", "bell"],
      ["app/components/archive/ArchivePage.tsx", "folder"],
      ["app/components/Shell.tsx", "lock"],
    ])
      expect(readFileSync(path, "utf8")).toContain(`<Icon name="${name}"`);
  });

  it("um ícone com rótulo é uma imagem com nome; sem rótulo fica fora da árvore de acessibilidade", () => {
    const labelled = renderToStaticMarkup(createElement(Icon, { name: "bell", label: "Notificações" }));
    expect(labelled).toContain('role="img"');
    expect(labelled).toContain('aria-label="Notificações"');
    expect(labelled).toContain("<title>Notificações</title>");
    expect(labelled).toMatch(/<path d="M6 8a6/);
    const decorative = renderToStaticMarkup(createElement(Icon, { name: "folder" }));
    expect(decorative).toContain('aria-hidden="true"');
    expect(decorative).not.toContain("role=");
  });
});
