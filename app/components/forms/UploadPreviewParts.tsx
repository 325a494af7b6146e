// What every file upload's page shows around its preview (customers, sales): the file's own errors, and the table of refused lines with their messages.
import { Row, Table } from "~/components/Table";

export function FileErrors({ errors }: { errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <p className="form-error" role="alert">
      {errors.join(" ")}
    </p>
  );
}

/** The first refused lines (the loader sends at most a few hundred) and how many more there are. */
export function LineErrorsTable({ errors, moreErrors }: { errors: { line: number; messages: string[] }[]; moreErrors: number }) {
  return (
    <>
      {errors.length > 0 && (
        <div className="table-scroll">
          <Table className="list" aria-label="Linhas com erros" columns={["Linha", "Erros"]}>
            {errors.map((e) => (
              <Row key={e.line} cells={[e.line, e.messages.join(" ")]} />
            ))}
          </Table>
        </div>
      )}
      {moreErrors > 0 && <p>E mais {moreErrors} linhas com erros.</p>}
    </>
  );
}
