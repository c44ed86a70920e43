import fs from "node:fs";
import { statedHeadCount } from "#functions/services/ingest/text";

const T = JSON.parse(fs.readFileSync("/tmp/emb/texts.json", "utf8"));
let n = 0,
  hit = 0;
const src: Record<string, number> = {};
for (const [id, t] of Object.entries<any>(T)) {
  if (t.src === "ycombinator") continue;
  n++;
  const h = statedHeadCount(t.sig);
  if (h !== null) {
    hit++;
    src[t.src] = (src[t.src] ?? 0) + 1;
    if (process.env.SHOW)
      console.log(
        id,
        t.src,
        h,
        "|",
        (
          t.sig.match(
            /[^.\n]{0,50}\b(team of|person|people|employees?|staff|ftes?|strong|engineers)\b[^.\n]{0,20}/gi,
          ) ?? []
        )
          .slice(0, 3)
          .join(" || ")
          .slice(0, 240),
      );
  }
}
console.log(n, hit, src);
