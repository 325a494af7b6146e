// Issue 20: the info block's lines for the customer's contact (e-mail, phone opening WhatsApp,
// city/UF, address), the deadline and the sale fields of spec part 2 §2–§3. `today` is the loader's.
import { formatDateBR } from "../../../domain/shared";
import { deadlineTone, type CustomerContactInfo } from "~/lib/item-info";

const dash = "—";
const decimal = (v: string | null, unit: string) => (v === null ? dash : `${v.replace(".", ",")} ${unit}`);

export function CustomerContactRows({ info }: { info: CustomerContactInfo }) {
  return (
    <>
      <dt>E-mail</dt>
      <dd>{info.email ? <a href={`mailto:${info.email}`}>{info.email}</a> : dash}</dd>
      <dt>Telefone</dt>
      <dd>
        {info.phone && info.whatsappHref ? (
          <a href={info.whatsappHref} target="_blank" rel="noopener noreferrer" title="Abrir conversa no WhatsApp">
            {info.phone}
          </a>
        ) : (
          (info.phone ?? dash)
        )}
      </dd>
      <dt>Cidade</dt>
      <dd>{info.place ?? dash}</dd>
      <dt>Endereço</dt>
      <dd>{info.address ?? dash}</dd>
    </>
  );
}

/** "Prazo": red once past, blue from today on. */
export function DeadlineRow({ dueDate, today }: { dueDate: string | null; today: string }) {
  const tone = deadlineTone(dueDate, today);
  return (
    <>
      <dt>Prazo</dt>
      <dd className={tone ? `deadline ${tone}` : undefined} title={tone === "past" ? "Prazo vencido" : undefined}>
        {dueDate ? formatDateBR(dueDate) : dash}
      </dd>
    </>
  );
}

interface SaleFieldValues {
  modsQtd: number | null;
  invQtd: number | null;
  distance: string | null;
  roofHight: string | null;
  inverterType: string | null;
}

export function SaleFieldRows({ item }: { item: SaleFieldValues }) {
  return (
    <>
      <dt>Qtd. de módulos</dt>
      <dd>{item.modsQtd ?? dash}</dd>
      <dt>Qtd. de inversores</dt>
      <dd>{item.invQtd ?? dash}</dd>
      <dt>Tipo de inversor</dt>
      <dd>{item.inverterType ?? dash}</dd>
      <dt>Distância</dt>
      <dd>{decimal(item.distance, "km")}</dd>
      <dt>Altura do telhado</dt>
      <dd>{decimal(item.roofHight, "m")}</dd>
    </>
  );
}
