import { importThroughput } from "./import-throughput";
await importThroughput();
