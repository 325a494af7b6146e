// npm run seed: the demo company on DATABASE_URL (or the embedded PGlite), if the log is empty.
import { connect } from "../db/connect";
import { migrateToLatest } from "../db/migrate";
import { createPostgresEventStore } from "../eventstore/postgres/adapter";
import { seedDemoIfEmpty } from "./demo-seed";

const url = process.env.DATABASE_URL;
const database = await connect(url ? { url } : { dataDir: "./data/pglite" });
await migrateToLatest(database.db);
const store = createPostgresEventStore(database);
// The embedded database (or SEED_STORY=1) gets the 12-month story, like the app's first start.
const seeded = await seedDemoIfEmpty({ database, store, log: (m) => console.log(m) }, { story: !url || process.env.SEED_STORY === "1" });
console.log(seeded ? "Dados de demonstração criados (as projeções os aplicam quando o app iniciar)." : "O banco já tem eventos: nada a fazer.");
await store.close();
await database.close();
