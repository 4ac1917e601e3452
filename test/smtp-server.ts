/**
 * A real SMTP server for tests (smtp-server), on a free local port: it accepts every message,
 * parses it with mailparser and keeps it, so a test reads what a student's inbox would get.
 */
import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  /** The sender's address and name. */
  from: { address: string; name: string };
  subject: string;
  text: string;
  html: string;
  /** The X-Vector-Message header: what the message is for. */
  kind: string;
  /** Every http(s) link of the plain-text part. */
  links: string[];
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** Messages received for an address. */
  messagesTo(address: string): ReceivedMail[];
  /** Waits for the next message to an address of a kind that has not been taken yet, and takes it. */
  nextMessage(address: string, kind?: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** The sender the test apps send from. */
export const TEST_MAIL_FROM = "Vector <tutor@vector.test>";

/** The environment that makes an app send its mail to the server. */
export function smtpEnvironment(server: TestSmtpServer) {
  return { SMTP_URL: server.url, MAIL_FROM: TEST_MAIL_FROM };
}

/** Starts the server; close() it after the tests. */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on the loopback: no certificate to trust in tests.
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const text = parsed.text ?? "";
          const to = (Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : []).flatMap((group) =>
            group.value.map((entry) => (entry.address ?? "").toLowerCase()),
          );
          messages.push({
            to,
            from: { address: parsed.from?.value[0]?.address ?? "", name: parsed.from?.value[0]?.name ?? "" },
            subject: parsed.subject ?? "",
            text,
            html: typeof parsed.html === "string" ? parsed.html : "",
            kind: String(parsed.headers.get("x-vector-message") ?? ""),
            links: text.match(/https?:\/\/\S+/g) ?? [],
            parsed,
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  const messagesTo = (address: string) => messages.filter((mail) => mail.to.includes(address.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    messagesTo,
    async nextMessage(address, kind, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messagesTo(address).find((mail) => !taken.has(mail) && (!kind || mail.kind === kind));
        if (found) {
          taken.add(found);
          return found;
        }
        if (Date.now() > deadline) {
          throw new Error(`no ${kind ?? ""} message to ${address} within ${timeoutMs} ms`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
