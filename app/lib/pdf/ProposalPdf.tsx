// The final proposal as an A4 PDF (issue 17), drawn with @react-pdf/renderer from the one view model
// every final view renders (domain/proposal/final-view): it computes no figure, only lays out the
// view's labels in the company's colours. Sections follow the proposal's customisation; the spec's
// notices stand where a part is missing. Every string goes through winAnsi (pdf-text.ts).
import { Document, Image, Line, Page, Path, Rect, StyleSheet, Svg, Text, View, type TextProps } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import { FINAL_NOTICES, type FinalProposalView } from "../../../domain/proposal";
import { cashFlowChart, monthlyChart, type ChartGeometry } from "../final-charts";
import { pdfColor, subscriptRuns, winAnsi } from "./pdf-text";
import { frameStyles, PDF_GREY } from "./page-frame";

export interface ProposalPdfProps {
  view: FinalProposalView;
  /** The document's creation date (fixed by the caller: the same proposal gives the same bytes). */
  createdAt: Date;
  /** The company's logo, drawn in the cover band. */
  logo?: { data: Uint8Array; format: "png" | "jpg" } | null;
}

/** What the PDF's info dictionary says made it: fixed, never a version that changes with an upgrade. */
export const PDF_PRODUCER = "Girassol";

const GREY = PDF_GREY;
const s = StyleSheet.create({
  ...frameStyles,
  band: { paddingVertical: 18, paddingHorizontal: 16, marginBottom: 14, color: "#ffffff", flexDirection: "row", justifyContent: "space-between" },
  title: { fontSize: 22, fontFamily: "Helvetica-Bold", marginTop: 6 },
  customer: { fontSize: 13, marginTop: 4 },
  section: { marginBottom: 12 },
  h2: { fontSize: 13, fontFamily: "Helvetica-Bold", marginBottom: 5, paddingBottom: 2, borderBottomWidth: 1.5 },
  row: { flexDirection: "row", justifyContent: "space-between", paddingVertical: 1.5, borderBottomWidth: 0.5, borderBottomColor: "#dddddd" },
  label: { color: GREY },
  value: { fontFamily: "Helvetica-Bold" },
  notice: { padding: 6, marginBottom: 6, backgroundColor: "#fff4e5", color: "#8a4b00", fontFamily: "Helvetica-Bold" },
  big: { fontSize: 20, fontFamily: "Helvetica-Bold", marginVertical: 4 },
  para: { marginBottom: 4 },
  legend: { flexDirection: "row", marginTop: 2, fontSize: 8, color: GREY },
  swatch: { width: 8, height: 8, marginRight: 3, marginLeft: 8 },
});

/** A Text's style: one style object or several (react-pdf merges them). */
type TextStyle = Extract<TextProps, { style?: unknown }>["style"];

/** A string of the view, drawable in Helvetica, with subscript digits lowered. */
function T({ children, style }: { children: string; style?: TextStyle }) {
  const runs = subscriptRuns(children);
  if (runs.length === 1 && !runs[0]![1]) return <Text style={style}>{runs[0]![0]}</Text>;
  return (
    <Text style={style}>
      {runs.map(([text, sub], i) =>
        sub ? (
          <Text key={i} style={{ fontSize: 7, verticalAlign: "sub" }}>
            {text}
          </Text>
        ) : (
          text
        ),
      )}
    </Text>
  );
}

/** A section; `flow` lets a long one (free texts) break across pages, the others stay whole. */
function Section({ title, color, flow = false, children }: { title: string; color: string; flow?: boolean; children: ReactNode }) {
  return (
    <View style={s.section} wrap={flow}>
      <Text style={[s.h2, { color, borderBottomColor: color }]}>{winAnsi(title)}</Text>
      {children}
    </View>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <View style={s.row}>
      <T style={s.label}>{label}</T>
      <T style={s.value}>{value}</T>
    </View>
  );
}

function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n{2,}/)
        .filter((p) => p.trim() !== "")
        .map((p, i) => (
          <T key={i} style={s.para}>
            {p}
          </T>
        ))}
    </>
  );
}

/** The web page's chart geometry (final-charts) drawn with react-pdf's SVG primitives, in points. */
/** The A4 content width (515 pt) by a third of it. */
const PDF_CHART = { width: 515, height: 170 };

function Chart({ chart }: { chart: ChartGeometry }) {
  const legend = chart.legend.map((l) => ({ label: l.text, color: l.fill }));
  return (
    <View>
      <Svg width={chart.width} height={chart.height} viewBox={`0 0 ${chart.width} ${chart.height}`}>
        {chart.yTicks.map((t, i) => (
          <Line key={`g${i}`} x1={chart.left} x2={chart.right} y1={t.at} y2={t.at} stroke="#e2e2e2" strokeWidth={0.5} />
        ))}
        {chart.bars.map((b, i) => (
          <Rect key={`b${i}`} x={b.x} y={b.y} width={b.w} height={b.h} fill={b.fill} />
        ))}
        <Line x1={chart.left} x2={chart.right} y1={chart.zeroY} y2={chart.zeroY} stroke="#888888" strokeWidth={0.75} />
        {chart.linePath && chart.lineColor ? <Path d={chart.linePath} stroke={chart.lineColor} strokeWidth={1.25} fill="none" /> : null}
        {chart.yTicks.map((t, i) => (
          <Text key={`t${i}`} x={chart.left - 4} y={t.at + 2.5} textAnchor="end" style={{ fontSize: 7 }} fill={GREY}>
            {winAnsi(t.text)}
          </Text>
        ))}
        {chart.xLabels.map((l, i) => (
          <Text key={`x${i}`} x={l.at} y={chart.height - 4} textAnchor="middle" style={{ fontSize: 7 }} fill={GREY}>
            {winAnsi(l.text)}
          </Text>
        ))}
      </Svg>
      <View style={s.legend}>
        {legend.map((l) => (
          <View key={l.label} style={{ flexDirection: "row", alignItems: "center" }}>
            <View style={[s.swatch, { backgroundColor: l.color }]} />
            <Text>{winAnsi(l.label)}</Text>
          </View>
        ))}
      </View>
    </View>
  );
}

export function ProposalPdf({ view, createdAt, logo }: ProposalPdfProps) {
  const primary = pdfColor(view.colors.primary, "#05445e");
  const secondary = pdfColor(view.colors.secondary, "#189ab4");
  const colors = { primary, secondary };
  const on = view.sections;
  const sys = view.system;
  const via = view.viability;
  return (
    <Document
      title={winAnsi(`${view.title} — ${view.customer.name}`)}
      author={winAnsi(view.company.name)}
      subject={winAnsi(`Proposta para ${view.customer.name}`)}
      creator={PDF_PRODUCER}
      producer={PDF_PRODUCER}
      creationDate={createdAt}
      modificationDate={createdAt}
      language="pt-BR"
    >
      <Page size="A4" style={s.page}>
        <View style={s.content}>
          <View style={[s.band, { backgroundColor: primary }]}>
            <View>
              <T style={s.company}>{view.company.name}</T>
              <T style={s.title}>{view.title}</T>
              <T style={s.customer}>{view.customer.name}</T>
              {view.customer.city ? <T>{`${view.customer.city}${view.customer.uf ? ` / ${view.customer.uf}` : ""}`}</T> : null}
            </View>
            {logo ? <Image style={s.logo} src={{ data: Buffer.from(logo.data), format: logo.format }} /> : null}
          </View>

          {view.notices.map((n) => (
            <T key={n} style={s.notice}>
              {n}
            </T>
          ))}

          {on.cover && view.texts.presentation.trim() ? (
            <Section title="Apresentação" color={primary} flow>
              <Paragraphs text={view.texts.presentation} />
            </Section>
          ) : null}

          {on.consumption && view.consumption ? (
            <Section title="Consumo" color={primary}>
              {view.units.map((u) => (
                <Row key={u.name} label={`Unidade consumidora ${u.name}`} value={`${u.averageKwh} por mês`} />
              ))}
              <Row label="Consumo médio mensal" value={view.consumption.averageMonthlyKwh} />
              <Row label="Consumo anual" value={view.consumption.yearlyKwh} />
            </Section>
          ) : null}

          {(on.consumption || on.generation) && view.monthly ? (
            <Section title={view.monthly.generationKwh ? "Consumo x geração por mês (kWh)" : "Consumo por mês (kWh)"} color={primary}>
              <Chart chart={monthlyChart(view.monthly, colors, PDF_CHART)} />
            </Section>
          ) : null}

          {on.kit && sys ? (
            <Section title="Sistema" color={primary}>
              <Row label="Potência" value={sys.power} />
              {sys.modules.map((m) => (
                <Row key={m} label="Módulos" value={m} />
              ))}
              {sys.inverters.map((i) => (
                <Row key={i} label="Inversores" value={i} />
              ))}
              {sys.additionalItems.map((a) => (
                <Row key={a} label="Itens adicionais" value={a} />
              ))}
              {sys.area ? <Row label="Área mínima" value={sys.area} /> : null}
              {sys.weight ? <Row label="Peso distribuído" value={sys.weight} /> : null}
            </Section>
          ) : null}

          {on.generation && sys?.averageMonthlyGeneration ? (
            <Section title="Geração estimada" color={primary}>
              <Row label="Geração média mensal" value={sys.averageMonthlyGeneration} />
              {sys.yearlyGeneration ? <Row label="Geração anual" value={sys.yearlyGeneration} /> : null}
            </Section>
          ) : null}

          {on.price && view.price ? (
            <Section title="Investimento" color={primary} flow>
              <T style={[s.big, { color: primary }]}>{view.price.finalPrice}</T>
              {view.price.pricePerKwp ? <Row label="Preço por kWp" value={view.price.pricePerKwp} /> : null}
              {view.price.paymentConditions.trim() ? (
                <View style={{ marginTop: 4 }}>
                  <Text style={s.label}>Condições de pagamento</Text>
                  <Paragraphs text={view.price.paymentConditions} />
                </View>
              ) : null}
            </Section>
          ) : null}

          {on.viability && via ? (
            <Section title="Economia e retorno" color={primary}>
              <Row label="Conta sem o sistema (1º ano)" value={via.billWithout} />
              <Row label="Conta com o sistema (1º ano)" value={via.billWith} />
              <Row label="Economia mensal" value={via.monthlySavings} />
              <Row label="Economia em 25 anos" value={via.totalSavings} />
              <Row label="Retorno do investimento" value={via.payback} />
              <Row label="Retorno descontado" value={via.discountedPayback} />
              {via.headline
                .filter((h) => ["VPL", "TIR", "LCOE"].includes(h.label))
                .map((h) => (
                  <Row key={h.label} label={h.label} value={h.value} />
                ))}
            </Section>
          ) : null}

          {on.viability && via && via.cashFlow.length ? (
            <Section title="Fluxo de caixa acumulado em 25 anos (R$)" color={primary}>
              <Chart chart={cashFlowChart(via.cashFlow, colors, "all", PDF_CHART)} />
            </Section>
          ) : null}

          {on.financing ? (
            <Section title="Financiamento" color={primary}>
              <T>{FINAL_NOTICES.noFinancing}</T>
            </Section>
          ) : null}

          {view.environment ? (
            <Section title="Meio ambiente" color={primary}>
              <Row label="Emissões evitadas" value={view.environment.co2} />
              <Row label="Equivale a plantar" value={view.environment.trees} />
              <Row label="Equivale a tirar de circulação" value={view.environment.cars} />
            </Section>
          ) : null}

          {on.warranties && view.warranties.length ? (
            <Section title="Garantias" color={primary}>
              {view.warranties.map((w) => (
                <T key={w} style={s.para}>{`• ${w}`}</T>
              ))}
            </Section>
          ) : null}

          {view.validity ? (
            <Section title="Validade" color={primary}>
              <T>{`Proposta válida até ${view.validity}.`}</T>
            </Section>
          ) : null}

          {view.texts.notes.trim() ? (
            <Section title="Observações" color={primary} flow>
              <Paragraphs text={view.texts.notes} />
            </Section>
          ) : null}

          {on.company ? (
            <Section title="Sobre a empresa" color={primary}>
              <T style={s.value}>{view.company.name}</T>
              {view.company.phone ? <T>{`Telefone: ${view.company.phone}`}</T> : null}
              {view.company.email ? <T>{`E-mail: ${view.company.email}`}</T> : null}
            </Section>
          ) : null}
        </View>
        <View style={s.footer} fixed>
          <Text>{winAnsi(`${view.company.name} — ${view.title}`)}</Text>
          <Text render={({ pageNumber, totalPages }) => `Página ${pageNumber} de ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
}
