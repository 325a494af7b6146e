// The history line of an edit of the sale fields (issue 20): pt-BR labels, dates dd/mm/aaaa, units.
import { expect, it } from "vitest";
import { historyText } from "../../../projections/read-models/history-text";
import type { RecordedEvent } from "../../../eventstore/types";

const edited = (changes: Record<string, unknown>) => ({ type: "ItemDetailsChanged", data: { changes } }) as unknown as RecordedEvent;

it("names each changed sale field in pt-BR", () => {
  expect(
    historyText(
      edited({
        modsQtd: { from: null, to: 24 },
        distance: { from: "3", to: "12.5" },
        roofHight: { from: null, to: "4.2" },
        inverterType: { from: "String", to: "Micro" },
        dueDate: { from: "2026-12-20", to: null },
        deliveryDate: { from: null, to: "2027-01-15" },
      }),
    ),
  ).toBe(
    "Editado: Qtd. de módulos: — → 24; Distância: 3 km → 12,5 km; Altura do telhado: — → 4,2 m; Tipo de inversor: String → Micro; Prazo: 20/12/2026 → —; Data de entrega: — → 15/01/2027",
  );
});
