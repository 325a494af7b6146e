import { sql, type Kysely } from "kysely";
import { dropTables } from "./shared";

// Issue 15, tables: the company's irradiation table (one row per municipality, the latest values
// imported or typed, with where they came from), the imports that fed it, the tariff table (per
// distributor, TE/TUSD in R$/kWh, Fio B share, validity) and table_uploads, the files staged
// between the preview and the import (a plain table the app writes: a file is not an event).
export async function up(db: Kysely<any>) {
  await sql`
    create table rm_irradiation (
      company_id uuid not null,
      ibge_code text not null,
      city text not null,
      uf text not null,
      monthly jsonb not null,
      annual double precision not null,
      origin text not null,
      file_name text not null,
      import_id uuid not null,
      imported_at timestamptz not null,
      matched_by text not null,
      distance_km double precision,
      primary key (company_id, ibge_code)
    )`.execute(db);
  await sql`create index rm_irradiation_uf on rm_irradiation (company_id, uf)`.execute(db);
  await sql`
    create table rm_irradiation_imports (
      id uuid primary key,
      company_id uuid not null,
      file_name text not null,
      origin text not null,
      rows integer not null,
      actor_id uuid,
      imported_at timestamptz not null
    )`.execute(db);
  await sql`create index rm_irradiation_imports_company on rm_irradiation_imports (company_id, imported_at desc)`.execute(db);
  await sql`
    create table rm_tariffs (
      id uuid primary key,
      company_id uuid not null,
      distributor text not null,
      subgroup text not null,
      modality text not null,
      tariff_class text not null,
      post text not null,
      te double precision not null,
      tusd double precision not null,
      fio_b_share double precision not null,
      valid_from text not null,
      valid_to text,
      reh text not null,
      file_name text,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create index rm_tariffs_company on rm_tariffs (company_id, distributor, valid_from desc)`.execute(db);
  await sql`
    create table table_uploads (
      id uuid primary key,
      company_id uuid not null,
      user_id uuid not null,
      kind text not null,
      file_name text not null,
      sha256 text not null,
      content text not null,
      created_at timestamptz not null
    )`.execute(db);
}

export async function down(db: Kysely<any>) {
  await dropTables(db, ["table_uploads", "rm_tariffs", "rm_irradiation_imports", "rm_irradiation"], { ifExists: true });
}
