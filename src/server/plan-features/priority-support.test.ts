import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, jsonHeaders, signUp, type TestApp, userByEmail } from "../../../test/app-harness";
import { smtpEnvironment, startTestSmtpServer, type TestSmtpServer } from "../../../test/smtp-server";
import { supportRequests, user } from "../db/schema";
import { PRIORITY_REQUESTS_PER_HOUR } from "./send-priority-request";

const PRIORITY_MAILBOX = "priority@support.vector.test";

describe("Priority Support requests, delivered to a real SMTP server", () => {
  let smtp: TestSmtpServer;
  let harness: TestApp;
  let admin: { cookie: string; email: string };

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    harness = await createTestApp({
      environment: { ...smtpEnvironment(smtp), PRIORITY_SUPPORT_EMAIL: PRIORITY_MAILBOX },
    });
    admin = await signUp(harness.app, { email: `support-${Date.now()}@example.com` });
    await harness.database.db.update(user).set({ role: "admin" }).where(eq(user.email, admin.email));
  });
  afterAll(async () => {
    await harness.close();
    await smtp.close();
  });

  const send = (cookie: string, payload: Record<string, unknown>) =>
    harness.app.inject({
      method: "POST",
      url: "/api/support/priority-requests",
      headers: jsonHeaders(cookie),
      payload,
    });
  const sent = async (cookie: string) =>
    (await harness.app.inject({ url: "/api/support/priority-requests", headers: { cookie } })).json();
  const payingStudent = async () => {
    const student = await signUp(harness.app, { name: "Ada Student" });
    const linked = await harness.app.inject({
      method: "POST",
      url: "/api/admin/link-subscription",
      headers: jsonHeaders(admin.cookie),
      payload: { userEmail: student.email, planName: "Premium Plan", months: 3 },
    });
    expect(linked.statusCode).toBe(200);
    return { ...student, id: (await userByEmail(harness, student.email)).id };
  };

  it("emails a paying student's request to the priority mailbox with the account, and lists it for the student", async () => {
    const student = await payingStudent();
    const answer = await send(student.cookie, {
      subject: "  Question about my last session ",
      message: "The tutor said 9.8 m/s.\n\nShould it be 19.8 m/s?",
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({
      subject: "Question about my last session",
      message: "The tutor said 9.8 m/s.\n\nShould it be 19.8 m/s?",
      sentTo: PRIORITY_MAILBOX,
    });

    const mail = await smtp.nextMessage(PRIORITY_MAILBOX, "priority-support-request");
    expect(mail.subject).toBe("[Priority] Question about my last session");
    expect(mail.parsed.replyTo?.value[0]?.address).toBe(student.email);
    expect(mail.text).toContain(`Ada Student <${student.email}>, on the Premium Plan`);
    expect(mail.text).toContain(`user id ${student.id}`);
    expect(mail.text).toContain("Premium Plan, active, 0 of 200 sessions used this period");
    expect(mail.text).toContain("Should it be 19.8 m/s?");
    expect(mail.html).toContain("Should it be 19.8 m/s?");
    // The student gets no email of their own: the list on the page is the receipt.
    expect(
      smtp.messagesTo(student.email).filter((message) => message.kind === "priority-support-request"),
    ).toEqual([]);

    // What the student sent is part of their own data.
    const exported = await harness.app.inject({
      url: "/api/account/export",
      headers: { cookie: student.cookie },
    });
    expect(exported.json().supportRequests).toEqual([
      expect.objectContaining({ subject: "Question about my last session", sentTo: PRIORITY_MAILBOX }),
    ]);
    const list = await sent(student.cookie);
    expect(list.requests).toHaveLength(1);
    expect(list.requests[0]).toMatchObject({
      subject: "Question about my last session",
      sentTo: PRIORITY_MAILBOX,
    });
  });

  it("deletes what the student sent when they delete their data, and no other student's requests", async () => {
    const student = await payingStudent();
    const other = await payingStudent();
    for (const who of [student, other]) {
      const answer = await send(who.cookie, { subject: "My lab report", message: "Is g 9.81 m/s^2 here?" });
      expect(answer.statusCode).toBe(201);
      await smtp.nextMessage(PRIORITY_MAILBOX, "priority-support-request");
    }
    expect((await sent(student.cookie)).requests).toHaveLength(1);

    const deletion = await harness.app.inject({
      method: "POST",
      url: "/api/account/delete-data",
      headers: jsonHeaders(student.cookie),
      payload: { confirm: "DELETE", paidPlanAcknowledged: true },
    });
    expect(deletion.statusCode).toBe(200);
    expect(deletion.json().deleted).toMatchObject({ supportRequests: 1 });
    expect(deletion.json().message).toContain("Priority Support requests are deleted");

    expect(await sent(student.cookie)).toEqual({ requests: [] });
    const exported = await harness.app.inject({
      url: "/api/account/export",
      headers: { cookie: student.cookie },
    });
    expect(exported.json().supportRequests).toEqual([]);
    expect(
      await harness.database.db.select().from(supportRequests).where(eq(supportRequests.userId, student.id)),
    ).toEqual([]);
    expect((await sent(other.cookie)).requests).toEqual([
      expect.objectContaining({ subject: "My lab report" }),
    ]);
  });

  it("tells a trial student which plans include it, and sends nothing", async () => {
    const { cookie, email } = await signUp(harness.app);
    const refused = await send(cookie, { subject: "Help", message: "Please" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: "PLAN_FEATURE_REQUIRED",
      feature: "priority-support",
      message:
        "Priority Support is included in Base Plan, Premium Plan and Premium Plus. Choose a plan on the checkout page to use it.",
    });
    const { id } = await userByEmail(harness, email);
    expect(
      await harness.database.db.select().from(supportRequests).where(eq(supportRequests.userId, id)),
    ).toEqual([]);
    expect(await sent(cookie)).toEqual({ requests: [] });
    expect((await harness.app.inject({ url: "/api/support/priority-requests" })).statusCode).toBe(401);
  });

  it("names the field of an empty or long request, and limits requests per hour", async () => {
    const student = await payingStudent();
    const empty = await send(student.cookie, { subject: "   ", message: "Hello" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("subject: Please write a subject");
    const long = await send(student.cookie, { subject: "Long", message: "x".repeat(5001) });
    expect(long.json().message).toBe("message: must be at most 5000 characters");
    for (let i = 0; i < PRIORITY_REQUESTS_PER_HOUR.max; i++) {
      expect((await send(student.cookie, { subject: `Request ${i}`, message: "Hello" })).statusCode).toBe(
        201,
      );
    }
    const tooMany = await send(student.cookie, { subject: "One more", message: "Hello" });
    expect(tooMany.statusCode).toBe(429);
    expect(
      (await sent(student.cookie)).requests.map((request: { subject: string }) => request.subject),
    ).toEqual(["Request 4", "Request 3", "Request 2", "Request 1", "Request 0"]);
  });
});
