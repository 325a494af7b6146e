// The home carousel's banners (spec part 1 §2.4): entries {path, clickUrl}. The upgrade banner is
// hidden for ENTERPRISE; the partner banners (white-label / fewer than 6 vendors) need data we do
// not have yet (white-label accounts), so they are left out.
export interface Banner {
  path: string;
  clickUrl: string;
  alt: string;
}

export function banners(user: { plan: string }): Banner[] {
  const all: (Banner & { show: boolean })[] = [
    {
      path: "/banners/boas-vindas.svg",
      clickUrl: "/vendas/registro",
      alt: "Registre suas vendas e acompanhe o funil",
      show: true,
    },
    {
      path: "/banners/upgrade.svg",
      clickUrl: "/contato",
      alt: "Faça o upgrade para o plano empresarial",
      show: user.plan !== "ENTERPRISE",
    },
    {
      path: "/banners/agenda.svg",
      clickUrl: "/inicio#agenda",
      alt: "Agende suas notas e não perca nenhum retorno",
      show: true,
    },
  ];
  return all
    .filter((b) => b.show)
    .map(({ show, ...b }) => {
      void show;
      return b;
    });
}
