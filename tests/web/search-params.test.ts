import { describe, expect, it } from "vitest";
import { textParams } from "#web/lib/search-params";

describe("textParams (validateSearch for optional text)", () => {
  const parse = textParams("q", "redirect");

  it("keeps the named text params and nothing else", () => {
    expect(parse({ q: "fintech founders", redirect: "/clients", other: "x" })).toEqual({
      q: "fintech founders",
      redirect: "/clients",
    });
  });

  it("leaves out missing keys, so the URL can omit them", () => {
    expect(parse({})).toEqual({});
    expect(parse({ q: "react" })).toEqual({ q: "react" });
  });

  it("turns what the router read as JSON back into the typed text", () => {
    expect(parse({ q: 2024, redirect: true })).toEqual({ q: "2024", redirect: "true" });
  });

  it("drops values that cannot be text instead of failing the route", () => {
    expect(parse({ q: { a: 1 }, redirect: ["/x"] })).toEqual({});
    expect(parse({ q: null })).toEqual({});
  });
});
