import { describe, expect, it } from "vitest";
import { findEscapes, scan } from "../../scripts/check-type-escapes";

describe("type escape check", () => {
  it("finds each kind of escape, with its line", () => {
    const text = [
      "const a = b as never;",
      "const c = d as  any;",
      "const e = f as unknown as G;",
      "// @ts-expect-error: wrong on purpose",
      "// @ts-ignore",
    ].join("\n");
    expect(findEscapes("x.ts", text).map((e) => [e.line, e.what])).toEqual([
      [1, "`as never`"],
      [2, "`as any`"],
      [3, "`as unknown as`"],
      [4, "a @ts- directive"],
      [5, "a @ts- directive"],
    ]);
  });

  it("leaves ordinary casts and words alone", () => {
    const text = 'const el = e.target as HTMLInputElement;\nconst label = "as anyone knows";\nconst n = x as unknown;';
    expect(findEscapes("x.ts", text)).toEqual([]);
  });

  it("finds none in web, functions and db", () => {
    expect(scan()).toEqual([]);
  });
});
