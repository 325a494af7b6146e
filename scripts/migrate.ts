import { connect } from "../db/connect";
import { migrateToLatest } from "../db/migrate";

const url = process.env.DATABASE_URL;
const database = await connect(url ? { url } : { dataDir: "./data/pglite" });
const applied = await migrateToLatest(database.db);
console.log(applied.length ? `Migrações aplicadas: ${applied.join(", ")}` : "Banco já atualizado.");
await database.close();
