import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import {
  EXEC_TYPES,
  formatBRL,
  formatDateBR,
  formatDateTimeBR,
  formatNumber5,
  LEAD_TEMPERATURES,
  dateInputValue,
  moneyInputValue,
  statusLabel,
  UC_TYPES,
} from "../../../domain/shared";
import { editSaleSchema, itemMoveSchema, loseSchema, returnSchema, winSchema, winWithProposalSchema } from "~/lib/forms";
import type { itemLoader } from "~/lib/item-page.server";
import { BOARD_TYPE_INFO, boardPath, itemPath, statusText } from "~/lib/board-types";
import { Shell } from "../Shell";
import { ItemTabs } from "./ItemTabs";
import { itemProposalTabContents } from "./ItemProposalTabs";
import { NotesTab } from "./NotesTab";
import { ServicesTab } from "./ServicesTab";
import { ChecklistPanel } from "../checklist/ChecklistPanel";
import { SaleFields } from "../SaleFields";
import { CustomerPicker, type CustomerSearchReply, type PickedCustomer } from "../customer/CustomerPicker";
import { byTitle, InputField, SelectField } from "~/components/forms/Field";
import { useIntentForm, type ActionReply } from "~/components/forms/intent-form";
import { ContactButtons, StageBar } from "./StageBar";
import { CustomerContactRows, DeadlineRow, SaleFieldRows } from "./ItemSaleInfo";
import { OwnerRows, OwnersForm } from "./ItemOwners";
import { DeleteForm, ItemForm, RejectReasons, SendForm, StaleTransitionError, TransitionForms } from "./LifecycleForms";

/** statusLabel names the sales and pre-sales states; the other boards' states get plain words. */

type LoaderData = Awaited<ReturnType<ReturnType<typeof itemLoader>>>;

export function ItemPage() {
  const {
    user,
    type,
    item,
    columns,
    reasons,
    editCustomer,
    history,
    historyMore,
    tab,
    canSeeHistory,
    today,
    notes,
    services,
    checklist,
    proposalTabs,
    contact,
    contactInfo,
    enterprise,
    customerHref,
  } = useLoaderData<LoaderData>();
  // A tab link (?aba=) was followed: its section stays unfolded on a phone.
  const tabChosen = new URLSearchParams(useLocation().search).has("aba");
  const proposals = proposalTabs?.proposals ?? [];
  const info = BOARD_TYPE_INFO[type];
  const reply = useActionData() as ActionReply & { chosen?: PickedCustomer | null; customerSearch?: CustomerSearchReply };
  const inProgress = item.status === "IN_PROGRESS";
  const [moveForm, moveFields] = useIntentForm("move", itemMoveSchema, reply, { column: item.columnId, position: "1" });
  const [winForm, winFields] = useIntentForm("win", winSchema, reply, {
    power: item.power?.replace(".", ",") ?? "",
    ucType: item.ucType ?? "",
  });
  const [winProposalForm, winProposalFields] = useIntentForm("win-with-proposal", winWithProposalSchema, reply, {
    approvedProposal: proposals[0]?.id ?? "",
  });
  const [loseForm, loseFields] = useIntentForm("lose", loseSchema, reply);
  const [returnForm, returnFields] = useIntentForm("return", returnSchema, reply, { column: columns[0]?.id });
  const [editForm, editFields] = useIntentForm("edit", editSaleSchema, reply, {
    name: item.name,
    amount: moneyInputValue(item.amount),
    customer: editCustomer.chosen?.id ?? "",
    leadTemperature: String(item.leadTemperature),
    validityDate: dateInputValue(item.validityDate),
    power: item.power?.replace(".", ",") ?? "",
    ucType: item.ucType ?? "",
    modsQtd: item.modsQtd === null ? "" : String(item.modsQtd),
    invQtd: item.invQtd === null ? "" : String(item.invQtd),
    distance: item.distance?.replace(".", ",") ?? "",
    roofHight: item.roofHight?.replace(".", ",") ?? "",
    // An item from before the field reads as the spec's default.
    inverterType: item.inverterType ?? "String",
    dueDate: dateInputValue(item.dueDate),
    deliveryDate: dateInputValue(item.deliveryDate),
  });

  return (
    <Shell user={user}>
      <p>
        <Link to={boardPath(type, user.id)}>← {info.title}</Link>
      </p>
      <h1>
        {formatNumber5(item.number)} · {item.name}
      </h1>
      <StageBar columns={columns} current={item.columnId} status={statusText(type, item.status)} inProgress={inProgress} />
      <ContactButtons tel={contact.tel} whatsapp={contact.whatsapp} customerName={item.customerName} />
      {user.role === "MANAGER" && (
        <p>
          <Link to={`/auditoria/item/${item.id}`}>Ver como estava em …</Link>
        </p>
      )}
      <div className="panel-grid">
        <div>
          {/* On a phone (public/phone.css) the details fold away below the actions; at a desk they read as open. */}
          <details className="phone-fold">
            <summary>Informações</summary>
            <section className="card-panel" aria-labelledby="info-title">
              <h2 id="info-title">Informações</h2>
              <dl className="info">
                <dt>Número</dt>
                <dd>{formatNumber5(item.number)}</dd>
                <dt>Situação</dt>
                <dd>
                  <span className={`status ${item.status}`}>{statusText(type, item.status)}</span>
                </dd>
                {item.lostReason && (
                  <>
                    <dt>Motivo da perda</dt>
                    <dd>{item.lostReason}</dd>
                  </>
                )}
                <dt>Coluna</dt>
                <dd>{item.columnTitle}</dd>
                <dt>Valor</dt>
                <dd>{formatBRL(item.amount)}</dd>
                <dt>Cliente</dt>
                <dd>{customerHref && item.customerName ? <Link to={customerHref}>{item.customerName}</Link> : (item.customerName ?? "—")}</dd>
                <CustomerContactRows info={contactInfo} />
                <dt>Temperatura</dt>
                <dd>{(LEAD_TEMPERATURES as Record<string, string>)[String(item.leadTemperature)]}</dd>
                <dt>Validade</dt>
                <dd className={item.validityDate ? (item.validityDate < today ? "deadline past" : "deadline future") : undefined}>
                  {item.validityDate ? formatDateBR(item.validityDate) : "—"}
                </dd>
                <DeadlineRow dueDate={item.dueDate} today={today} />
                <dt>Potência</dt>
                <dd>{item.power ? `${item.power.replace(".", ",")} kWp` : "—"}</dd>
                <dt>Tipo de UC</dt>
                <dd>{item.ucType ?? "—"}</dd>
                <SaleFieldRows item={item} />
                <OwnerRows />
                <dt>Data de registro</dt>
                <dd>{formatDateBR(item.registeredAt)}</dd>
                {item.execStatus && (
                  <>
                    <dt>Tipo de execução</dt>
                    <dd>{(EXEC_TYPES as Record<string, string>)[item.execStatus] ?? item.execStatus}</dd>
                  </>
                )}
                {item.finishedDate && (
                  <>
                    <dt>Data de finalização</dt>
                    <dd>{formatDateBR(item.finishedDate)}</dd>
                  </>
                )}
                {enterprise && (
                  <>
                    <dt>Data de entrega</dt>
                    <dd>{item.deliveryDate ? formatDateBR(item.deliveryDate) : "—"}</dd>
                  </>
                )}
              </dl>
            </section>
          </details>
          <RejectReasons />
          <ChecklistPanel entries={checklist.entries} csrf={user.csrf} canConfigure={checklist.canConfigure} />
          <details className="phone-fold mt-1" open={tabChosen}>
            <summary>Histórico, notas e propostas</summary>
            <ItemTabs
              type={type}
              plan={user.plan}
              active={tab}
              canSeeHistory={canSeeHistory}
              canSeePricing={proposalTabs?.pricingTab ?? false}
              proposalTabs={itemProposalTabContents(proposalTabs, tab)}
              notes={notes ? <NotesTab data={notes} csrf={user.csrf} /> : undefined}
              services={services ? <ServicesTab data={services} /> : undefined}
              filesHref={item.customerId ? `/arquivos/${item.customerId}` : null}
              history={
                <section className="card-panel" aria-labelledby="history-title">
                  <h2 id="history-title">Histórico</h2>
                  <ol className="history">
                    {history.map((h) => (
                      <li key={h.stream_position}>
                        {h.text} por {h.actor_name}, <time dateTime={h.occurred_at}>{formatDateTimeBR(h.occurred_at)}</time>
                      </li>
                    ))}
                  </ol>
                  {historyMore && (
                    <p>
                      <Link to={`?aba=historico&historico=${historyMore}`} preventScrollReset replace>
                        Carregar mais
                      </Link>
                    </p>
                  )}
                </section>
              }
            />
          </details>
        </div>
        <div className="actions">
          <StaleTransitionError />
          {inProgress ? (
            <>
              <ItemForm form={moveForm} intent="move" title="Mover" submit="Mover" tone="secondary" labels={{ column: "Mover para" }}>
                <SelectField label="Mover para" field={moveFields.column} options={byTitle(columns)} />
                <InputField label="Posição" field={moveFields.position} type="number" min={1} />
              </ItemForm>
              {type === "SALES" && (
                <>
                  {proposals.length > 0 && (
                    <ItemForm
                      form={winProposalForm}
                      intent="win-with-proposal"
                      title="Venda Ganha com proposta aprovada"
                      submit="Marcar como ganha com a proposta"
                      tone="success"
                    >
                      <SelectField
                        label="Proposta aprovada"
                        field={winProposalFields.approvedProposal}
                        options={proposals.map((p) => [p.id, `${p.number} · ${p.power} · ${p.ucType} · ${p.price}`] as const)}
                      />
                      <p className="hint">A venda fica com a potência e o tipo de UC da proposta.</p>
                    </ItemForm>
                  )}
                  <ItemForm
                    form={winForm}
                    intent="win"
                    title={proposals.length ? "Venda Ganha sem proposta" : "Venda Ganha"}
                    submit="Marcar como ganha"
                    tone="success"
                  >
                    <InputField label="Potência (kWp)" field={winFields.power} inputMode="decimal" />
                    <SelectField label="Tipo de UC" field={winFields.ucType} blank="—" options={UC_TYPES} />
                  </ItemForm>
                  <ItemForm
                    form={loseForm}
                    intent="lose"
                    title="Venda Perdida"
                    submit="Marcar como perdida"
                    tone="danger"
                    labels={{ reason: "Motivo da perda" }}
                  >
                    <SelectField label="Motivo da perda" field={loseFields.reason} blank="—" options={reasons} />
                  </ItemForm>
                </>
              )}
              <TransitionForms />
            </>
          ) : (
            <ItemForm form={returnForm} intent="return" title="Retornar ao funil" submit="Retornar ao funil">
              <SelectField label="Coluna" field={returnFields.column} options={byTitle(columns)} />
            </ItemForm>
          )}
          <SendForm />
          <OwnersForm />
          <DeleteForm />
          <details open={reply?.intent === "edit" || editCustomer.fromNewCustomer}>
            <summary>Editar {type === "SALES" ? "venda" : info.itemLabel.toLowerCase()}</summary>
            <ItemForm
              form={editForm}
              intent="edit"
              title="Editar"
              headingClassName="visually-hidden"
              submit="Salvar alterações"
              labels={{ name: "Nome da venda" }}
            >
              <SaleFields
                fields={editFields}
                enterprise={enterprise}
                customerPicker={
                  <CustomerPicker
                    field={editFields.customer}
                    chosen={reply?.intent === "edit" && reply.chosen !== undefined ? reply.chosen : editCustomer.chosen}
                    search={reply?.intent === "edit" ? reply.customerSearch : undefined}
                    newCustomerHref={`/cliente/cadastro?voltar=${encodeURIComponent(itemPath(type, item.id))}`}
                  />
                }
              />
            </ItemForm>
          </details>
        </div>
      </div>
    </Shell>
  );
}
