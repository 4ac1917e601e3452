import { afterAll, describe, expect, it } from "vitest";
import { confirmAddress, createAppOnCuttableDatabase, signUp } from "../../../test/app-harness";
import {
  BUY_LINK_ENVIRONMENT,
  signDelivery,
  subscriptionDelivery,
} from "../../../test/lemonsqueezy-deliveries";

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

// A real PostgreSQL server is taken away mid-delivery: the only way to see what Lemon Squeezy sees.
// Needs a PostgreSQL server (TEST_DATABASE_URL, as CI sets it).
describe.skipIf(!process.env.TEST_DATABASE_URL)("a webhook delivery while the database is down", () => {
  it("answers 5xx so Lemon Squeezy retries, and the retry is applied once", async () => {
    const { app, database, proxy, close } = await createAppOnCuttableDatabase(
      BUY_LINK_ENVIRONMENT("https://store.example"),
    );
    closers.push(close);
    const { cookie, email } = await signUp(app);
    await confirmAddress({ database }, email);

    const { body, headers } = signDelivery(
      subscriptionDelivery("subscription_created", {
        id: "31337",
        plan: "Premium Plan",
        email,
        renewsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        updatedAt: new Date().toISOString(),
      }),
    );
    const send = () =>
      app.inject({ method: "POST", url: "/api/webhooks/lemonsqueezy", headers, payload: body });

    proxy.cut();
    const duringOutage = await send();
    // 5xx, so Lemon Squeezy delivers it again later.
    expect(duringOutage.statusCode).toBe(503);
    expect(duringOutage.headers["retry-after"]).toBe("5");
    expect(duringOutage.json()).toMatchObject({ code: "DATABASE_UNAVAILABLE" });

    proxy.restore();
    const retry = await send();
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual({ outcome: "applied" });
    expect((await send()).json()).toEqual({ outcome: "duplicate" });
    const status = (await app.inject({ url: "/api/subscription/status", headers: { cookie } })).json();
    expect(status.sessionInfo).toMatchObject({
      planName: "Premium Plan",
      sessionLimit: 200,
      currentSessions: 0,
    });
  }, 60_000);
});
