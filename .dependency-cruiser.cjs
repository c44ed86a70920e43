/**
 * Import rules `npm test` enforces (docs/decisions/010-types-and-boundaries.md):
 * - a web feature does not import another feature; what two features share lives in
 *   web/components or web/lib (crossings that predate the rule are listed in
 *   .dependency-cruiser-known-violations.json and are to be moved out, not added to);
 * - the SPA takes only types from the Worker (the typed client's AppType), and of db/
 *   only the valibot schemas it shares with the API, so no server code ends up in the
 *   browser bundle;
 * - db/ knows nothing of HTTP or the UI, and the Worker nothing of the UI.
 */
module.exports = {
  forbidden: [
    {
      name: "no-cross-feature",
      comment: "A web feature imports another feature: move the shared piece to web/components or web/lib.",
      severity: "error",
      from: { path: "^web/features/([^/]+)/" },
      to: { path: "^web/features/([^/]+)/", pathNot: "^web/features/$1/" },
    },
    {
      name: "web-takes-only-types-from-functions",
      comment: "The SPA may import types from functions/ (the hc AppType), never its code.",
      severity: "error",
      from: { path: "^web/" },
      to: { path: "^functions/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "web-takes-only-validation-from-db",
      comment:
        "Of db/, the SPA runs only the valibot schemas it shares with the API (db/validation); tables and queries at most as types.",
      severity: "error",
      from: { path: "^web/" },
      to: { path: "^db/", pathNot: "^db/validation/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "db-not-into-functions-or-web",
      comment: "db/ (tables, queries, validation) stays free of the Worker and the UI.",
      severity: "error",
      from: { path: "^db/" },
      to: { path: "^(functions|web)/" },
    },
    {
      name: "functions-not-into-web",
      comment: "The Worker does not import the SPA.",
      severity: "error",
      from: { path: "^functions/" },
      to: { path: "^web/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.app.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
    exclude: { path: "^web/route-tree\\.gen\\.ts$" },
  },
};
