// The after-sales proposal as an A4 PDF (ADR 029), with the final proposal's machinery: the same
// @react-pdf/renderer, Helvetica through winAnsi, the company's colour band and logo, fixed
// producer and creation date (the generation's instant), rendered in the same worker pool. It lays
// out afterSalesProposalView's strings and computes nothing.
import { Document, Image, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import type { AfterSalesProposalView } from "../../../domain/after-sales/proposal-view";
import { PDF_PRODUCER } from "./ProposalPdf";
import { pdfColor, winAnsi } from "./pdf-text";
import type { PdfLogo } from "./render-proposal-pdf";
import { frameStyles, PDF_GREY } from "./page-frame";

const GREY = PDF_GREY;
const s = StyleSheet.create({
  ...frameStyles,
  band: { paddingVertical: 16, paddingHorizontal: 16, marginBottom: 14, color: "#ffffff", flexDirection: "row", justifyContent: "space-between" },
  title: { fontSize: 20, fontFamily: "Helvetica-Bold", marginTop: 6 },
  h2: { fontSize: 13, fontFamily: "Helvetica-Bold", marginTop: 8, marginBottom: 5, paddingBottom: 2, borderBottomWidth: 1.5 },
  fact: { flexDirection: "row", paddingVertical: 1.5, borderBottomWidth: 0.5, borderBottomColor: "#dddddd" },
  factLabel: { width: 130, color: GREY },
  para: { marginBottom: 5 },
  tr: { flexDirection: "row", paddingVertical: 3, borderBottomWidth: 0.5, borderBottomColor: "#dddddd" },
  th: { fontFamily: "Helvetica-Bold" },
  cName: { flex: 3, paddingRight: 6 },
  cType: { flex: 1.3 },
  cQty: { flex: 0.9, textAlign: "right" },
  cUnit: { flex: 2, textAlign: "right" },
  cTotal: { flex: 1.5, textAlign: "right" },
  comp: { fontSize: 8, color: GREY },
  totalRow: { flexDirection: "row", justifyContent: "space-between", paddingVertical: 5, fontFamily: "Helvetica-Bold", fontSize: 12 },
});

export function AfterSalesProposalPdf({ view, createdAt, logo }: { view: AfterSalesProposalView; createdAt: Date; logo?: PdfLogo | null }) {
  const primary = pdfColor(view.company.primaryColor, "#05445e");
  return (
    <Document
      title={winAnsi(view.title)}
      author={winAnsi(view.company.name)}
      subject={winAnsi(view.title)}
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
              <Text style={s.company}>{winAnsi(view.company.name)}</Text>
              <Text style={s.title}>{winAnsi(view.title)}</Text>
            </View>
            {logo ? <Image style={s.logo} src={{ data: Buffer.from(logo.data), format: logo.format }} /> : null}
          </View>

          <View>
            {view.facts.map(([label, value]) => (
              <View key={label} style={s.fact}>
                <Text style={s.factLabel}>{winAnsi(label)}</Text>
                <Text>{winAnsi(value)}</Text>
              </View>
            ))}
          </View>

          <View style={{ marginTop: 10 }}>
            {view.paragraphs.map((p, i) => (
              <Text key={i} style={s.para}>
                {winAnsi(p)}
              </Text>
            ))}
          </View>

          <Text style={[s.h2, { color: primary, borderBottomColor: primary }]}>Serviços</Text>
          <View style={[s.tr, s.th]} fixed>
            <Text style={s.cName}>Serviço</Text>
            <Text style={s.cType}>Tipo</Text>
            <Text style={s.cQty}>Qtd.</Text>
            <Text style={s.cUnit}>Valor unitário</Text>
            <Text style={s.cTotal}>Total</Text>
          </View>
          {view.lines.map((l) => (
            <View key={l.key} style={s.tr} wrap={false}>
              <Text style={s.cName}>{winAnsi(l.name)}</Text>
              <Text style={s.cType}>{winAnsi(l.type)}</Text>
              <Text style={s.cQty}>{winAnsi(l.quantity)}</Text>
              <View style={s.cUnit}>
                <Text>{winAnsi(l.unitPrice)}</Text>
                {l.comps.map(([label, value]) => (
                  <Text key={label} style={s.comp}>
                    {winAnsi(`${label}: ${value}`)}
                  </Text>
                ))}
              </View>
              <Text style={s.cTotal}>{winAnsi(l.total)}</Text>
            </View>
          ))}
          <View style={s.totalRow}>
            <Text>Valor total</Text>
            <Text style={{ color: primary }}>{winAnsi(view.total)}</Text>
          </View>
          <Text style={{ marginTop: 6 }}>{winAnsi(view.validity)}</Text>
          {view.company.email ? <Text style={{ marginTop: 10, color: GREY }}>{winAnsi(`Contato: ${view.company.email}`)}</Text> : null}
        </View>

        <View style={s.footer} fixed>
          <Text>{winAnsi(`${view.company.name} — ${view.title}`)}</Text>
          <Text render={({ pageNumber, totalPages }) => `Página ${pageNumber} de ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
}
