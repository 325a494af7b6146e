import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { KIT_DISTRIBUTORS } from "../../../domain/kit/fields";
import { Shell } from "~/components/Shell";
import { ErrorLine } from "~/components/forms/FieldError";
import { Hidden } from "~/components/forms/intent-form";
import type { settingsLoader } from "~/lib/settings-page.server";
import type { settingsAction } from "~/lib/settings-actions.server";
import {
  LINKED_SECTIONS,
  LIST_SECTIONS,
  MANAGER_ONLY_SECTIONS,
  OTHER_SECTIONS,
  PREFERENCE_FLAGS,
  PREFERENCE_NUMBERS,
  PREFERENCE_TEXTS,
} from "~/lib/settings-sections";

type Data = Awaited<ReturnType<typeof settingsLoader>>;
type Reply = ReturnType<typeof useActionData<typeof settingsAction>>;

/** The errors of `field` ("" = the form's) when the reply answers this form. */
const errorsOf = (reply: Reply, intent: string, field: string) => (reply?.intent === intent ? (reply.result.error?.[field] ?? undefined) : undefined);

/** What was typed in `field` when the reply answers this form (shown again after an error). */
const typedIn = (reply: Reply, intent: string, field: string): string | undefined => {
  const value = reply?.intent === intent ? reply.result.initialValue?.[field] : undefined;
  return typeof value === "string" ? value : undefined;
};

function Err({ reply, intent, field }: { reply: Reply; intent: string; field: string }) {
  return <ErrorLine id={`${intent}-${field || "form"}-error`} msg={errorsOf(reply, intent, field)} />;
}
const invalid = (reply: Reply, intent: string, field: string) =>
  errorsOf(reply, intent, field)?.length ? { "aria-invalid": true, "aria-describedby": `${intent}-${field}-error` } : {};

export function SettingsPage() {
  const d = useLoaderData<Data>();
  const reply = useActionData<typeof settingsAction>();
  const list = LIST_SECTIONS.find((s) => s.slug === d.section);
  const title = list?.title ?? OTHER_SECTIONS.find((s) => s.slug === d.section)?.title ?? "";
  return (
    <Shell user={d.user}>
      <h1>Configurações</h1>
      <div className="settings-layout">
        <nav aria-label="Seções das configurações" className="settings-nav">
          {[...LIST_SECTIONS, ...OTHER_SECTIONS.filter((s) => d.user.role === "MANAGER" || !MANAGER_ONLY_SECTIONS.includes(s.slug))].map((s) => (
            <Link key={s.slug} to={`?secao=${s.slug}`} aria-current={s.slug === d.section ? "page" : undefined}>
              {s.title}
            </Link>
          ))}
          {LINKED_SECTIONS.filter((s) => !s.flag || d.user.permissions[s.flag]).map((s) => (
            <Link key={s.href} to={s.href}>
              {s.title}
            </Link>
          ))}
        </nav>
        <section className="card-panel" aria-labelledby="section-title">
          <h2 id="section-title">{title}</h2>
          {list && <ListSection d={d} reply={reply} section={list} />}
          {d.section === "interface" && <InterfaceSection d={d} reply={reply} />}
          {d.section === "preferencias" && <PreferencesSection d={d} reply={reply} />}
          {d.section === "permissoes" && <PermissionsSection d={d} />}
          {d.section === "endereco-da-proposta" && <SlugSection d={d} reply={reply} />}
          {d.section === "servicos-pos-venda" && <ServicesSection d={d} reply={reply} />}
          {d.section === "seguranca" && <SecuritySection d={d} reply={reply} />}
          {d.section === "fornecedores" && <SuppliersSection d={d} reply={reply} />}
        </section>
      </div>
    </Shell>
  );
}

function ListSection({ d, reply, section }: { d: Data; reply: Reply; section: (typeof LIST_SECTIONS)[number] }) {
  const intent = `save-${section.slug}`;
  const current = (d.settings[section.key] as string[]).join("\n");
  const typed = reply?.intent === intent ? (typedIn(reply, intent, "values") ?? "") : current;
  return (
    <Form method="post" aria-label={section.title}>
      <Hidden intent={intent} csrf={d.user.csrf} commandId={d.commandId} />
      <label htmlFor="values">{section.title}</label>
      <p className="hint">{section.hint}</p>
      <textarea id="values" name="values" rows={10} defaultValue={typed} key={typed} {...invalid(reply, intent, "values")} />
      <Err reply={reply} intent={intent} field="values" />
      <Err reply={reply} intent={intent} field="" />
      <button type="submit">Salvar</button>
    </Form>
  );
}

function InterfaceSection({ d, reply }: { d: Data; reply: Reply }) {
  return (
    <Form method="post" aria-label="Menus ocultos">
      <Hidden intent="save-interface" csrf={d.user.csrf} commandId={d.commandId} />
      <fieldset>
        <legend>Menus ocultos (aparecem só com o menu expandido)</legend>
        {d.menuAreas.map((m) => (
          <label key={m} className="checkbox-row">
            <input type="checkbox" name="hiddenMenus" value={m} defaultChecked={d.settings.hiddenMenus.includes(m)} /> {m}
          </label>
        ))}
      </fieldset>
      <Err reply={reply} intent="save-interface" field="hiddenMenus" />
      <button type="submit">Salvar</button>
    </Form>
  );
}

function PreferencesSection({ d, reply }: { d: Data; reply: Reply }) {
  const intent = "save-preferencias";
  const p = d.settings.preferences as unknown as Record<string, unknown>;
  const typed = (key: string) => (reply?.intent === intent ? (typedIn(reply, intent, key) ?? "") : String(p[key] ?? "").replace(".", ","));
  return (
    <Form method="post" aria-label="Preferências">
      <Hidden intent={intent} csrf={d.user.csrf} commandId={d.commandId} />
      <Err reply={reply} intent={intent} field="" />
      <div className="form-grid">
        {PREFERENCE_NUMBERS.map(({ key, label }) => (
          <div key={key}>
            <label htmlFor={`pref-${key}`}>{label}</label>
            <input id={`pref-${key}`} name={key} inputMode="decimal" defaultValue={typed(key)} {...invalid(reply, intent, key)} />
            <Err reply={reply} intent={intent} field={key} />
          </div>
        ))}
        {PREFERENCE_TEXTS.map(({ key, label }) => (
          <div key={key}>
            <label htmlFor={`pref-${key}`}>{label}</label>
            <input id={`pref-${key}`} name={key} defaultValue={typed(key)} {...invalid(reply, intent, key)} />
            <Err reply={reply} intent={intent} field={key} />
          </div>
        ))}
      </div>
      <fieldset>
        <legend>Opções</legend>
        {PREFERENCE_FLAGS.map(({ key, label }) => (
          <label key={key} className="checkbox-row">
            <input type="checkbox" name={key} defaultChecked={p[key] === true} /> {label}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>Responsáveis padrão de novos clientes</legend>
        {d.users.map((u) => (
          <label key={u.id} className="checkbox-row">
            <input type="checkbox" name="stdOwners" value={u.id} defaultChecked={(p.stdOwners as string[]).includes(u.id)} /> {u.name}
          </label>
        ))}
      </fieldset>
      <button type="submit">Salvar</button>
    </Form>
  );
}

/** Issue 14: minutes without activity before a session ends; days a deleted file's bytes are kept. */
function SecuritySection({ d, reply }: { d: Data; reply: Reply }) {
  const intent = "save-seguranca";
  const s = d.settings.security;
  const typed = (key: "sessionIdleMinutes" | "fileRetentionDays") =>
    reply?.intent === intent ? (typedIn(reply, intent, key) ?? "") : String(s[key]);
  return (
    <Form method="post" aria-label="Segurança">
      <Hidden intent={intent} csrf={d.user.csrf} commandId={d.commandId} />
      <Err reply={reply} intent={intent} field="" />
      <div className="form-grid">
        <div>
          <label htmlFor="sec-sessionIdleMinutes">Encerrar a sessão após minutos sem atividade</label>
          <input
            id="sec-sessionIdleMinutes"
            name="sessionIdleMinutes"
            inputMode="numeric"
            defaultValue={typed("sessionIdleMinutes")}
            {...invalid(reply, intent, "sessionIdleMinutes")}
          />
          <p className="hint">De 5 a 10080 minutos (7 dias). A sessão termina também 7 dias após a entrada.</p>
          <Err reply={reply} intent={intent} field="sessionIdleMinutes" />
        </div>
        <div>
          <label htmlFor="sec-fileRetentionDays">Dias para apagar de vez os arquivos excluídos</label>
          <input
            id="sec-fileRetentionDays"
            name="fileRetentionDays"
            inputMode="numeric"
            defaultValue={typed("fileRetentionDays")}
            {...invalid(reply, intent, "fileRetentionDays")}
          />
          <p className="hint">De 1 a 3650 dias.</p>
          <Err reply={reply} intent={intent} field="fileRetentionDays" />
        </div>
      </div>
      <button type="submit">Salvar</button>
    </Form>
  );
}

/** Issue 15: distributors whose kits the kit choice leaves out, and one distributor's login (a secret: the password is never shown back). */
function SuppliersSection({ d, reply }: { d: Data; reply: Reply }) {
  const intent = "save-fornecedores";
  const disabled = d.settings.disabledSuppliers ?? [];
  const email = reply?.intent === intent ? (typedIn(reply, intent, "fortlevEmail") ?? "") : (d.supplierLogin?.email ?? "");
  return (
    // Keyed by the loader's commandId: after a save the form is rebuilt, so a typed password never stays in the field (with JS).
    <Form method="post" aria-label="Fornecedores" key={d.commandId} noValidate>
      <Hidden intent={intent} csrf={d.user.csrf} commandId={d.commandId} />
      <Err reply={reply} intent={intent} field="" />
      <fieldset>
        <legend>Fornecedores desativados</legend>
        <p className="hint">Os kits dos fornecedores marcados não aparecem na escolha de kits.</p>
        {KIT_DISTRIBUTORS.map((s) => (
          <div key={s} className="checkbox-row">
            <input type="checkbox" className="check" id={`sup-${s}`} name="disabledSuppliers" value={s} defaultChecked={disabled.includes(s)} />
            <label htmlFor={`sup-${s}`}>{s}</label>
          </div>
        ))}
        <Err reply={reply} intent={intent} field="disabledSuppliers" />
      </fieldset>
      <fieldset>
        <legend>Acesso ao portal FORTLEV</legend>
        <div className="form-grid">
          <div>
            <label htmlFor="sup-fortlevEmail">E-mail</label>
            <input
              id="sup-fortlevEmail"
              name="fortlevEmail"
              type="email"
              autoComplete="off"
              defaultValue={email}
              {...invalid(reply, intent, "fortlevEmail")}
            />
            <Err reply={reply} intent={intent} field="fortlevEmail" />
          </div>
          <div>
            <label htmlFor="sup-fortlevPassword">Senha</label>
            <input
              id="sup-fortlevPassword"
              name="fortlevPassword"
              type="password"
              autoComplete="new-password"
              {...invalid(reply, intent, "fortlevPassword")}
            />
            <p className="hint">
              {d.supplierLogin?.hasPassword ? "Senha salva. Deixe em branco para manter a atual." : "Nenhuma senha salva."} E-mail em branco apaga o
              acesso.
            </p>
            <Err reply={reply} intent={intent} field="fortlevPassword" />
          </div>
        </div>
      </fieldset>
      <button type="submit">Salvar</button>
    </Form>
  );
}

function PermissionsSection({ d }: { d: Data }) {
  return (
    <Form method="post" aria-label="Permissões da empresa">
      <Hidden intent="save-permissoes" csrf={d.user.csrf} commandId={d.commandId} />
      <label className="checkbox-row">
        <input type="checkbox" name="vendorPriceEdit" defaultChecked={d.settings.vendorPriceEdit} /> Vendedores podem editar o preço das propostas
      </label>
      <button type="submit">Salvar</button>
    </Form>
  );
}

function SlugSection({ d, reply }: { d: Data; reply: Reply }) {
  const intent = "save-endereco-da-proposta";
  const typed = reply?.intent === intent ? (typedIn(reply, intent, "proposalSlug") ?? "") : (d.settings.proposalSlug ?? "");
  return (
    <Form method="post" aria-label="Endereço das propostas">
      <Hidden intent={intent} csrf={d.user.csrf} commandId={d.commandId} />
      <label htmlFor="proposalSlug">Endereço (letras minúsculas, números e hífen)</label>
      <input id="proposalSlug" name="proposalSlug" defaultValue={typed} key={typed} {...invalid(reply, intent, "proposalSlug")} />
      <Err reply={reply} intent={intent} field="proposalSlug" />
      <button type="submit">Salvar</button>
    </Form>
  );
}

function ServicesSection({ d, reply }: { d: Data; reply: Reply }) {
  const services = d.settings.afterSalesServices.map((s, i) => ({ ...s, id: d.settings.afterSalesServiceIds[i] }));
  const typeLabel = (t: string) => (t === "PRODUCT" ? "Produto" : "Serviço");
  return (
    <>
      {services.length === 0 ? (
        <p>Nenhum serviço cadastrado.</p>
      ) : (
        <ul className="plain-list">
          {services.map((s) => (
            <li key={s.id}>
              <Form method="post" aria-label={`Editar ${s.name}`} className="inline-form">
                <Hidden intent="edit-service" csrf={d.user.csrf} commandId={d.commandId} serviceId={s.id} />
                <label>
                  Nome <input name="name" defaultValue={s.name} />
                </label>
                <label>
                  Tipo{" "}
                  <select name="type" defaultValue={s.type}>
                    <option value="SERVICE">Serviço</option>
                    <option value="PRODUCT">Produto</option>
                  </select>
                </label>
                <button type="submit">Salvar</button>
                {reply?.serviceId === s.id && <Err reply={reply} intent="edit-service" field="name" />}
              </Form>
              <Form method="post" aria-label={`Excluir ${s.name}`} className="inline-form">
                <Hidden intent="delete-service" csrf={d.user.csrf} commandId={d.commandId} serviceId={s.id} />
                <button type="submit" className="danger" aria-label={`Excluir ${s.name} (${typeLabel(s.type)})`}>
                  Excluir
                </button>
                {reply?.serviceId === s.id && <Err reply={reply} intent="delete-service" field="" />}
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Form method="post" aria-label="Novo serviço">
        <Hidden intent="add-service" csrf={d.user.csrf} commandId={d.commandId} />
        <label htmlFor="service-name">Nome do serviço</label>
        <input id="service-name" name="name" defaultValue={typedIn(reply, "add-service", "name") ?? ""} {...invalid(reply, "add-service", "name")} />
        <Err reply={reply} intent="add-service" field="name" />
        <label htmlFor="service-type">Tipo</label>
        <select id="service-type" name="type" defaultValue="SERVICE">
          <option value="SERVICE">Serviço</option>
          <option value="PRODUCT">Produto</option>
        </select>
        <button type="submit">Adicionar</button>
      </Form>
    </>
  );
}
