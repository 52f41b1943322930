import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { MAIL_DIR } from '../playwright.config';

export interface SunkMail {
  to: string[];
  subject: string;
  text: string;
}

/** Waits for an email to `to` whose subject matches, as received by the loopback SMTP server (scripts/smtp-sink.mjs). */
export async function waitForMail(to: string, subject: RegExp): Promise<SunkMail & { link: string | null }> {
  let found: SunkMail | undefined;
  await expect
    .poll(
      () => {
        const files = fs.existsSync(MAIL_DIR)
          ? fs
              .readdirSync(MAIL_DIR)
              .filter((f) => f.endsWith('.json'))
              .sort()
          : [];
        found = files
          .map((f) => JSON.parse(fs.readFileSync(path.join(MAIL_DIR, f), 'utf8')) as SunkMail)
          .reverse()
          .find((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject));
        return !!found;
      },
      { message: `an email to ${to} with subject ${subject}`, timeout: 20_000 },
    )
    .toBe(true);
  return { ...found!, link: /https?:\/\/\S+\?token=[\w-]+/.exec(found!.text)?.[0] ?? null };
}
