/**
 * The Workers runtime types that worker-configuration.d.ts names, for the two
 * programs that compile the Worker's code beside the DOM's or Node's own types:
 * the SPA's (it imports the API's types for the typed client) and the Node
 * scripts'. Workers' globals and the DOM's clash, so this borrows only the few
 * names needed from the module form of @cloudflare/workers-types. The API tests'
 * program (tests/functions/tsconfig.json) has the real globals and leaves this out.
 */
type D1Database = import("@cloudflare/workers-types/index").D1Database;
type KVNamespace = import("@cloudflare/workers-types/index").KVNamespace;
type Fetcher = import("@cloudflare/workers-types/index").Fetcher;
type DurableObjectNamespace<
  T extends import("@cloudflare/workers-types/index").Rpc.DurableObjectBranded | undefined = undefined,
> = import("@cloudflare/workers-types/index").DurableObjectNamespace<T>;
