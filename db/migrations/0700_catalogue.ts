import { sql, type Kysely } from "kysely";
import { companyScopedTable, dropTables } from "./shared";

// Issue 15: the company's catalogue of modules, inverters and equipment, kept by the "catalogue"
// projection. `key_text` is the normalised natural key (manufacturer|model, category|name): the
// edit form refuses to rename a row onto another row's key. `search_text` is what the list's
// search box matches (lower case, no accents).
export async function up(db: Kysely<any>) {
  await companyScopedTable(
    db,
    "rm_modules",
    sql`
      manufacturer text not null,
      model text not null,
      power double precision not null,
      m_length double precision,
      width double precision,
      weight double precision,
      warranty_defect double precision,
      warranty_efficiency double precision,
      efficiency double precision,
      cell_technology text not null default '',
      key_text text not null,
      search_text text not null,
      created_at timestamptz not null,
      updated_at timestamptz not null`,
  );
  await companyScopedTable(
    db,
    "rm_inverters",
    sql`
      i_manufacturer text not null,
      i_model text not null,
      i_power double precision not null,
      type text not null,
      i_monitoring text not null,
      i_warranty double precision,
      phases integer,
      voltage double precision,
      mppts integer,
      key_text text not null,
      search_text text not null,
      created_at timestamptz not null,
      updated_at timestamptz not null`,
  );
  await companyScopedTable(
    db,
    "rm_equipment",
    sql`
      category text not null,
      name text not null,
      manufacturer text not null default '',
      installation_type text not null default '',
      unit text not null,
      price numeric(14,2) not null,
      key_text text not null,
      search_text text not null,
      created_at timestamptz not null,
      updated_at timestamptz not null`,
  );
  for (const t of ["rm_modules", "rm_inverters", "rm_equipment"]) {
    await sql`create index ${sql.raw(`${t}_company_key`)} on ${sql.table(t)} (company_id, key_text)`.execute(db);
  }
  await sql`create index rm_modules_company_power on rm_modules (company_id, power)`.execute(db);
  await sql`create index rm_inverters_company_power on rm_inverters (company_id, i_power)`.execute(db);
  await sql`create index rm_equipment_company_category on rm_equipment (company_id, category, name)`.execute(db);
}

export async function down(db: Kysely<any>) {
  await dropTables(db, ["rm_equipment", "rm_inverters", "rm_modules"], { ifExists: true });
}
