import { describe, expect, it } from "vitest";
import { parseQuery } from "#functions/services/search/parse-query";
import { putRight, putRightAll } from "#functions/services/search/spelling";

describe("putRight: a slipped lexicon word read as meant", () => {
  it("puts right a swap, or in a long word one letter missing, extra or wrong", () => {
    expect(putRight("shopfiy")).toBe("shopify");
    expect(putRight("desginer")).toBe("designer");
    expect(putRight("lerning")).toBe("learning");
    expect(putRight("helthcare")).toBe("healthcare");
    expect(putRight("startps")).toBe("startups");
    expect(putRight("kubernets")).toBe("kubernetes");
    expect(putRightAll("machine lerning startups in berlin")).toBe("machine learning startups in berlin");
    // Words only a description uses (a query-only kind of company, a term's other spellings).
    expect(putRight("semiconductros")).toBe("semiconductors");
    expect(putRight("iphnoe")).toBe("iphone");
  });

  it("leaves real words, short words and other forms of a word as typed", () => {
    // One letter from 'react', but a word of its own: a short word is put right only for a swap.
    expect(putRight("reach")).toBe("reach");
    expect(putRight("three")).toBe("three");
    // Another form, not a slip: the last letter differs.
    expect(putRight("battery")).toBe("battery");
    expect(putRight("directory")).toBe("directory");
    // Another word: the first letter differs.
    expect(putRight("lenders")).toBe("lenders");
    // Real words one slip from a lexicon word, listed from a dictionary (spelling-exceptions.ts).
    for (const real of [
      "contact",
      "context",
      "leading",
      "changing",
      "protect",
      "analysis",
      "thorough",
      "turning",
      "competing",
    ])
      expect(putRight(real), real).toBe(real);
    expect(putRight("employees")).toBe("employees");
    // Known words and numbers stay.
    expect(putRight("designers")).toBe("designers");
    expect(putRight("web3")).toBe("web3");
    expect(putRight("xyzzyq")).toBe("xyzzyq");
  });

  it("lets a slipped description find what it meant", () => {
    const f = parseQuery("helthcare companies needing a desginer");
    expect(f.industries).toEqual(["Healthcare"]);
    expect(f.roles).toEqual(["designer"]);
    expect(parseQuery("shopfiy experts").skills).toEqual(["shopify"]);
    // A head count still reads as one.
    expect(parseQuery("companies with 10 to 50 employees hiring a marketer").sizes).toContain("11-50");
  });
});
