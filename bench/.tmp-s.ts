import { searchScale } from "./search-scale";
await searchScale();
