import { describe, expect, it } from "vitest";
import { type Answer, type Api, api, errorOf, signUp } from "./helpers";

type Me = Answer<Api["profile"]["$get"]>;

describe("/api/profile", () => {
  it("answers 401 without a session", async () => {
    expect((await api("/api/profile")).status).toBe(401);
    expect((await api("/api/profile", { method: "PUT", json: { niche: "x" } })).status).toBe(401);
  });

  it("saves every profile field and marks onboarding complete", async () => {
    const { cookie } = await signUp();
    const update = {
      name: "Grace Hopper",
      niche: "Web apps for fintech startups",
      experience: "Expert (5+ years)",
      skills: ["React", "Node.js"],
      painPoints: ["Slow website", "No design team"],
      portfolioUrl: "https://grace.dev",
      linkedinUrl: "https://www.linkedin.com/in/grace",
      pitchTemplate: "Hi {name}, ...",
      completeOnboarding: true,
    };
    const res = await api("/api/profile", { method: "PUT", json: update, cookie });
    expect(res.status).toBe(200);
    const read = await api("/api/profile", { cookie });
    expect(read.headers.get("cache-control")).toBe("no-store");
    const me = (await read.json()) as Me;
    expect(me.user.name).toBe("Grace Hopper");
    const { name: _name, completeOnboarding: _done, ...fields } = update;
    expect(me.profile).toMatchObject({ ...fields, onboarded: true });
  });

  it("refuses bad input with a clear message and changes nothing", async () => {
    const { cookie } = await signUp();
    await api("/api/profile", { method: "PUT", json: { niche: "Before" }, cookie });
    const bad = await api("/api/profile", {
      method: "PUT",
      json: { niche: "After", portfolioUrl: "not a link" },
      cookie,
    });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe("Enter a full link starting with https://");
    const me = (await (await api("/api/profile", { cookie })).json()) as Me;
    expect(me.profile.niche).toBe("Before");
  });

  it("refuses fields the client may not set", async () => {
    const { cookie } = await signUp();
    for (const extra of [{ planId: "agency" }, { email: "x@y.z" }, { userId: 1 }]) {
      expect((await api("/api/profile", { method: "PUT", json: extra, cookie })).status).toBe(400);
    }
  });

  it("keeps each user's profile to that user", async () => {
    const a = await signUp();
    const b = await signUp();
    await api("/api/profile", { method: "PUT", json: { niche: "A's niche" }, cookie: a.cookie });
    const bMe = (await (await api("/api/profile", { cookie: b.cookie })).json()) as Me;
    expect(bMe.profile.niche).toBe("");
    expect(bMe.user.email).toBe(b.email);
  });
});
