import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

// What the provider journeys (services, requests) share: a licence document and API sign-in.

/** A one-page PDF, well formed (the licence document the private-file checker reads by its bytes). */
export function licencePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export const bearer = (access: string) => ({ authorization: `Bearer ${access}` });
export async function login(request: APIRequestContext, account: { email: string; password: string }): Promise<string> {
  const answer = await request.post('/api/v1/auth/login/', { data: account });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { access: string }).access;
}
