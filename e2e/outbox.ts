/**
 * The emails the browser tests' server writes to its outbox (it runs without SMTP, as `npm start`
 * does), read as a student would follow them.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { simpleParser } from "mailparser";
import { E2E_OUTBOX } from "../playwright.config";

/** The link of the newest message of a kind written to the outbox for an address. */
export async function linkFromOutbox(address: string, kind: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = (await readdir(E2E_OUTBOX).catch(() => [] as string[]))
      .filter((file) => file.includes(`-${kind}-`))
      .sort()
      .reverse();
    for (const file of files) {
      const mail = await simpleParser(await readFile(path.join(E2E_OUTBOX, file)));
      const to = mail.to && !Array.isArray(mail.to) ? mail.to.text : "";
      const link = mail.text?.match(/https?:\/\/\S+token\S*|https?:\/\/\S+reset-password\/\S+/)?.[0];
      if (to === address && link) return link;
    }
    if (Date.now() > deadline) throw new Error(`no ${kind} message to ${address} in ${E2E_OUTBOX}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The newest message of a kind written to the outbox for an address, parsed. */
export async function messageFromOutbox(address: string, kind: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = (await readdir(E2E_OUTBOX).catch(() => [] as string[]))
      .filter((file) => file.includes(`-${kind}-`))
      .sort()
      .reverse();
    for (const file of files) {
      const mail = await simpleParser(await readFile(path.join(E2E_OUTBOX, file)));
      const to = mail.to && !Array.isArray(mail.to) ? mail.to.text : "";
      if (to === address) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no ${kind} message to ${address} in ${E2E_OUTBOX}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
