import { getFormProps } from "@conform-to/react";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { PERMISSION_FLAGS } from "../../../domain/shared/permissions";
import { Shell } from "~/components/Shell";
import { Table } from "~/components/Table";
import { InputField, SelectField } from "~/components/forms/Field";
import { UpgradeNotice } from "~/components/UpgradeNotice";
import { FormErrors, Hidden, useIntentForm, type ActionReply } from "~/components/forms/intent-form";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { teamSchema, vendorCreateSchema, vendorEditSchema } from "~/lib/admin-forms";
import { PERMISSION_LABELS, requiresText } from "~/lib/permission-labels";
import type { collaboratorsLoader } from "~/lib/collaborators.server";
import { formErrorsOf } from "~/components/forms/reply-errors";

type Data = Awaited<ReturnType<typeof collaboratorsLoader>>;
type Person = Data["people"][number];

export function CollaboratorsPage() {
  const d = useLoaderData<Data>();
  const reply = useActionData<ActionReply>();
  const nameOf = (id: string) => d.people.find((p) => p.id === id)?.name ?? "—";
  return (
    <Shell user={d.user}>
      <h1>Colaboradores</h1>
      <section className="card-panel" aria-labelledby="people-title">
        <h2 id="people-title">Equipe da empresa</h2>
        <Table columns={["Nome", "E-mail", "Função", "Situação", "Ações"]}>
          {d.people.map((p) => (
            <tr key={p.id}>
              <td>{p.name}</td>
              <td>{p.email}</td>
              <td>{p.role === "MANAGER" ? "Gerente" : "Vendedor"}</td>
              <td>{p.active ? "Ativo" : "Desativado"}</td>
              <td>
                {p.role === "VENDOR" && (
                  <Link to={`?editar=${p.id}`} aria-label={`Editar ${p.name}`}>
                    Editar
                  </Link>
                )}
              </td>
            </tr>
          ))}
        </Table>
      </section>
      {d.enterprise ? <NewVendorForm d={d} reply={reply} /> : <UpgradeNotice />}
      {d.editing && <EditVendor key={d.editing.id} d={d} vendor={d.editing} reply={reply} />}
      {d.enterprise && <Teams d={d} reply={reply} nameOf={nameOf} />}
    </Shell>
  );
}

function NewVendorForm({ d, reply }: { d: Data; reply: ActionReply }) {
  const [form, fields] = useIntentForm("create-vendor", vendorCreateSchema, reply);
  return (
    <section className="card-panel" aria-labelledby="new-vendor-title">
      <h2 id="new-vendor-title">Novo colaborador</h2>
      <Form method="post" {...getFormProps(form)} aria-labelledby="new-vendor-title">
        <Hidden intent="create-vendor" csrf={d.user.csrf} commandId={d.ids.create} />
        <ErrorSummary form={form} />
        <InputField label="Nome" field={fields.name} />
        <InputField label="E-mail" field={fields.email} type="email" autoComplete="off" />
        <InputField label="Senha inicial" field={fields.password} type="password" autoComplete="new-password" />
        <button type="submit">Cadastrar colaborador</button>
      </Form>
    </section>
  );
}

function EditVendor({ d, vendor, reply }: { d: Data; vendor: Person; reply: ActionReply }) {
  const [form, fields] = useIntentForm("edit-vendor", vendorEditSchema, reply, {
    vendorId: vendor.id,
    name: vendor.name,
    email: vendor.email,
  });
  const self = vendor.id === d.user.id;
  const toggleError =
    reply && (reply.intent === "deactivate-vendor" || reply.intent === "reactivate-vendor") ? formErrorsOf(reply.result) : undefined;
  return (
    <section className="card-panel" aria-labelledby="edit-vendor-title">
      <h2 id="edit-vendor-title">Editar {vendor.name}</h2>
      <Form method="post" {...getFormProps(form)} aria-label="Dados do colaborador">
        <Hidden intent="edit-vendor" csrf={d.user.csrf} commandId={d.ids.edit} vendorId={vendor.id} />
        <ErrorSummary form={form} />
        <InputField label="Nome" field={fields.name} />
        <InputField label="E-mail" field={fields.email} type="email" />
        <button type="submit">Salvar</button>
      </Form>
      {!self && (
        <Form method="post" aria-label={vendor.active ? "Desativar colaborador" : "Reativar colaborador"}>
          <Hidden
            intent={vendor.active ? "deactivate-vendor" : "reactivate-vendor"}
            csrf={d.user.csrf}
            commandId={d.ids.toggle}
            vendorId={vendor.id}
          />
          <FormErrors errors={toggleError} id="toggle-error" />
          <p>
            {vendor.active
              ? "Um colaborador desativado não entra mais no sistema; os itens dele continuam com ele até serem reatribuídos."
              : "Este colaborador está desativado."}
          </p>
          <button type="submit" className={vendor.active ? "danger" : undefined}>
            {vendor.active ? "DESATIVAR" : "REATIVAR"}
          </button>
        </Form>
      )}
      {!self && (
        <Form method="post" aria-label="Permissões">
          <Hidden intent="set-permissions" csrf={d.user.csrf} commandId={d.ids.permissions} vendorId={vendor.id} />
          <FormErrors errors={reply?.intent === "set-permissions" ? formErrorsOf(reply.result) : undefined} id="permissions-error" />
          <fieldset>
            <legend>Permissões individuais</legend>
            {PERMISSION_FLAGS.map((f) => {
              const stored = vendor.stored.includes(f);
              const ineffective = stored && !vendor.effective.includes(f);
              const hint = requiresText(f);
              return (
                <div key={f} className="checkbox-row">
                  <label>
                    <input type="checkbox" name="flags" value={f} defaultChecked={stored} disabled={!d.grantable.includes(f)} />{" "}
                    {PERMISSION_LABELS[f]}
                  </label>
                  {hint && <small> ({hint})</small>}
                  {ineffective && <small className="field-error"> — sem efeito: {hint}</small>}
                </div>
              );
            })}
          </fieldset>
          <button type="submit">Salvar permissões</button>
        </Form>
      )}
    </section>
  );
}

function Teams({ d, reply, nameOf }: { d: Data; reply: ActionReply; nameOf: (id: string) => string }) {
  const editing = d.teams.find((t) => t.id === d.editingTeamId) ?? null;
  return (
    <section className="card-panel" aria-labelledby="teams-title">
      <h2 id="teams-title">Equipes</h2>
      <FormErrors errors={reply?.intent === "delete-team" ? formErrorsOf(reply.result) : undefined} id="delete-team-error" />
      {d.teams.length === 0 ? (
        <p>Nenhuma equipe cadastrada.</p>
      ) : (
        <Table columns={["Equipe", "Líder", "Membros", ...(d.canManageTeams ? ["Ações"] : [])]}>
          {d.teams.map((t) => (
            <tr key={t.id}>
              <td>{t.name}</td>
              <td>{nameOf(t.leaderId)}</td>
              <td>{t.memberIds.map(nameOf).join(", ") || "—"}</td>
              {d.canManageTeams && (
                <td>
                  <Link to={`?equipe=${t.id}`} aria-label={`Editar equipe ${t.name}`}>
                    Editar
                  </Link>
                  <Form method="post" aria-label={`Excluir equipe ${t.name}`} className="d-inline">
                    <Hidden intent="delete-team" csrf={d.user.csrf} commandId={d.ids.deleteTeam} teamId={t.id} />
                    <button type="submit" className="danger">
                      Excluir
                    </button>
                  </Form>
                </td>
              )}
            </tr>
          ))}
        </Table>
      )}
      {!d.canManageTeams ? (
        <p>Somente o gerente cria e altera equipes.</p>
      ) : editing ? (
        <TeamForm key={editing.id} d={d} reply={reply} intent="edit-team" team={editing} />
      ) : (
        <TeamForm key="new" d={d} reply={reply} intent="create-team" team={null} />
      )}
    </section>
  );
}

function TeamForm({
  d,
  reply,
  intent,
  team,
}: {
  d: Data;
  reply: ActionReply;
  intent: "create-team" | "edit-team";
  team: Data["teams"][number] | null;
}) {
  const [form, fields] = useIntentForm(intent, teamSchema, reply, team ? { name: team.name, leaderId: team.leaderId } : undefined);
  const active = d.people.filter((p) => p.active);
  // After a refusal the members ticked are the ones sent (conform's initialValue is the reply's), else the team's.
  const sent = reply?.intent === intent ? reply.result.initialValue?.memberIds : undefined;
  const ticked = new Set(sent === undefined ? (reply?.intent === intent ? [] : (team?.memberIds ?? [])) : Array.isArray(sent) ? sent : [sent]);
  const title = team ? `Editar equipe ${team.name}` : "Nova equipe";
  return (
    <Form method="post" {...getFormProps(form)} aria-label={title}>
      <h3>{title}</h3>
      <Hidden intent={intent} csrf={d.user.csrf} commandId={team ? d.ids.editTeam : d.ids.createTeam} teamId={team?.id} />
      <ErrorSummary form={form} labels={{ name: "Nome da equipe", leaderId: "Líder" }} />
      <InputField label="Nome da equipe" field={fields.name} />
      <SelectField label="Líder" field={fields.leaderId} blank="Selecione" options={active.map((p) => [p.id, p.name] as const)} />
      <fieldset>
        <legend>Membros</legend>
        {active
          .filter((p) => p.role === "VENDOR")
          .map((p) => (
            <label key={p.id} className="checkbox-row">
              <input type="checkbox" name="memberIds" value={p.id} defaultChecked={ticked.has(p.id)} /> {p.name}
            </label>
          ))}
      </fieldset>
      <button type="submit">{team ? "SALVAR EQUIPE" : "CRIAR EQUIPE"}</button>
      {team && <Link to="?">Cancelar</Link>}
    </Form>
  );
}
