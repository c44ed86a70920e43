import { parseQuery } from "#functions/services/search/parse-query";
for (const q of process.argv.slice(2)) console.log(q, "=>", parseQuery(q).concepts?.map((c) => `${c.kind}:${c.label}${c.required ? "!" : ""}[${c.alts.slice(-2).join("|")}]`).join("  "));
