import type { Hono } from "hono";
import { html, raw } from "hono/html";
import { generateSpecs } from "hono-openapi";
import type { AppEnv } from "../env";

const documentation = {
  info: {
    title: "Leadsmith API",
    version: "1.0.0",
    description:
      'Every endpoint of the Leadsmith Worker. Errors share one shape: `{ "error": { "code", "message" } }`. State-changing requests must send `Content-Type: application/json`.',
  },
  servers: [{ url: "/", description: "This deployment" }],
};

type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  requestBody?: unknown;
  parameters?: unknown;
  responses?: Record<string, { description?: string }>;
};

/**
 * GET /api/openapi.json and GET /api/docs. Both are generated from the routes'
 * own describeRoute/validator metadata, so the document cannot drift from what
 * the handlers validate. The reference page is plain server-rendered HTML so it
 * works offline and under a strict CSP.
 */
export function mountDocs(app: Hono<AppEnv>) {
  let cached: Promise<Awaited<ReturnType<typeof generateSpecs>>> | undefined;
  const spec = () => {
    cached ??= generateSpecs(app, {
      documentation,
      exclude: ["/api/openapi.json", "/api/docs"],
      excludeStaticFile: false,
    });
    return cached;
  };

  app.get("/api/openapi.json", async (c) => c.json(await spec()));

  app.get("/api/docs", async (c) => {
    const doc = await spec();
    const sections = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
      Object.entries(item ?? {}).map(([method, op]) => {
        const o = op as Operation;
        const body = o.requestBody ? JSON.stringify(o.requestBody, null, 2) : "";
        const params = o.parameters ? JSON.stringify(o.parameters, null, 2) : "";
        const responses = Object.entries(o.responses ?? {}).map(
          ([code, r]) => html`<li><code>${code}</code> ${r.description ?? ""}</li>`,
        );
        return html`<section>
          <h2><span class="m m-${method}">${method.toUpperCase()}</span> <code>${path}</code></h2>
          <p><strong>${o.summary ?? ""}</strong> ${o.description ?? ""}</p>
          ${params ? html`<details><summary>Parameters</summary><pre>${params}</pre></details>` : ""}
          ${body ? html`<details><summary>Request body</summary><pre>${body}</pre></details>` : ""}
          <ul>${responses}</ul>
        </section>`;
      }),
    );
    return c.html(html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>${documentation.info.title} reference</title>
          <style>
            ${raw(`body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#0f172a}
            section{border-top:1px solid #e2e8f0;padding:.5rem 0}h2{font-size:1.05rem}
            pre{background:#f1f5f9;padding:.75rem;overflow:auto;border-radius:.375rem}
            .m{display:inline-block;min-width:4rem;text-align:center;border-radius:.25rem;color:#fff;font-size:.8rem;padding:.1rem .4rem}
            .m-get{background:#2563eb}.m-post{background:#16a34a}.m-put{background:#d97706}.m-patch{background:#7c3aed}.m-delete{background:#dc2626}`)}
          </style>
        </head>
        <body>
          <h1>${documentation.info.title}</h1>
          <p>${documentation.info.description}</p>
          <p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a></p>
          ${sections}
        </body>
      </html>`);
  });
}
