import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import { startTestSmtpServer } from "../../../test/smtp-server";
import { createMailer } from "./mailer";
import { resetPasswordMessage } from "./messages";

function recordingLog() {
  const lines: string[] = [];
  return {
    lines,
    info: (message: unknown) => lines.push(String(message)),
    error: (_details: unknown, message: unknown) => lines.push(String(message)),
  } as unknown as Parameters<typeof createMailer>[1] & { lines: string[] };
}

const message = resetPasswordMessage(
  { email: "ada@example.com", name: "Ada" },
  "http://localhost:5000/api/auth/reset-password/abc?callbackURL=%2Freset-password",
  "http://localhost:5000",
);

describe("the mailer", () => {
  it("without SMTP, writes each message to the outbox as an .eml file and logs its link", async () => {
    const outboxDir = path.join(mkdtempSync(path.join(tmpdir(), "vector-mail-")), "outbox");
    const log = recordingLog();
    const mailer = createMailer({ smtpUrl: undefined, from: "Vector <no-reply@localhost>", outboxDir }, log);
    expect(mailer.delivery).toBe("outbox");
    await mailer.send(message);

    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/-reset-password-[0-9a-f]{6}\.eml$/);
    const parsed = await simpleParser(readFileSync(path.join(outboxDir, files[0])));
    expect(parsed.subject).toBe("Reset your Vector password");
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : "").toBe("ada@example.com");
    expect(parsed.text).toContain(message.link);
    expect(parsed.html).toContain("Choose a new password");
    expect(log.lines).toEqual([
      `Email "Reset your Vector password" to ada@example.com written to ${path.join(outboxDir, files[0])}; its link: ${message.link}`,
    ]);
  });

  it("with SMTP, delivers to the server and logs no link", async () => {
    const smtp = await startTestSmtpServer();
    const log = recordingLog();
    const mailer = createMailer(
      { smtpUrl: smtp.url, from: "Vector <tutor@vector.test>", outboxDir: "/nonexistent" },
      log,
    );
    await mailer.send(message);
    const received = await smtp.nextMessage("ada@example.com", "reset-password");
    expect(received.text).toContain(message.link);
    expect(log.lines).toEqual([]);
    await mailer.close();
    await smtp.close();
  });

  it("logs a message it could not send without failing the caller, and waits for sends on close", async () => {
    const smtp = await startTestSmtpServer();
    await smtp.close(); // nothing listens there any more
    const log = recordingLog();
    const mailer = createMailer(
      { smtpUrl: smtp.url, from: "Vector <tutor@vector.test>", outboxDir: "/nonexistent" },
      log,
    );
    mailer.dispatch(message);
    await mailer.close();
    expect(log.lines).toEqual(['Could not send the email "Reset your Vector password" (SMTP_URL)']);
  });
});
