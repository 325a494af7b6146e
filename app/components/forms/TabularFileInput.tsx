// The file field of every CSV/XLSX upload (catalogue imports, irradiation and tariff tables): the
// files the shared tabular reader (app/lib/tabular/read.server.ts) takes.
export const TABULAR_ACCEPT = ".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export function TabularFileInput({ describedBy }: { describedBy?: string }) {
  return (
    <>
      <label htmlFor="arquivo">Arquivo CSV ou XLSX</label>
      <input id="arquivo" name="arquivo" type="file" accept={TABULAR_ACCEPT} required aria-describedby={describedBy} />
    </>
  );
}
