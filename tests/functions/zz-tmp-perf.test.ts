import { it } from "vitest";
import { api } from "./helpers";

it("perf", { timeout: 300000 }, async () => {
  for (const n of [10, 50, 100, 200]) {
    const t0 = Date.now();
    await Promise.all(Array.from({ length: n }, (_, i) => api("/api/waitlist", { json: { name: "P", email: `p${n}-${i}-${Date.now()}@example.com` } })));
    const t1 = Date.now();
    for (let i = 0; i < n; i++) await api("/api/waitlist", { json: { name: "P", email: `s${n}-${i}-${Date.now()}@example.com` } });
    const t2 = Date.now();
    await Promise.all(Array.from({ length: n }, () => api("/api/health")));
    const t3 = Date.now();
    console.log(`PERF n=${n} parallel=${t1 - t0}ms sequential=${t2 - t1}ms healthParallel=${t3 - t2}ms`);
  }
});
