// npm run audit:verify <file>: checks an audit export's hash chain. Prints "íntegro" (exit 0) or
// the first broken record (exit 1).
import { verifyFile } from "../audit/verify";

const file = process.argv[2];
if (!file) {
  console.error("uso: npm run audit:verify <arquivo.jsonl|arquivo.csv>");
  process.exit(2);
}
const r = await verifyFile(file);
if (r.ok) {
  console.log(`íntegro (${r.events} eventos, ${r.format.toUpperCase()})`);
} else {
  console.log(`quebrado no registro ${r.record} (linha ${r.line}): ${r.reason}`);
  process.exit(1);
}
