import { freshDb, loadGenerated } from "./lib-db";
const b = await freshDb("t");
const r = await loadGenerated(b, 100_000, Date.UTC(2026, 5, 1), (d) => process.stdout.write(`\r${d}`));
console.log(r);
const c = await b.client.execute("select count(*) n from prospects");
console.log(c.rows[0]);
const s = await b.client.execute("select page_count*page_size/1e6 mb from pragma_page_count, pragma_page_size");
console.log(s.rows[0]);
b.close();
