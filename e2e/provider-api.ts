import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

import { STAFF } from './global-setup';

// What the provider journeys (providers, services, requests) share: a licence document, API sign-in
// and a verified lawyer of the run's own.

/** A PDF of `pages` pages, well formed (the licence document the private-file checker reads by its bytes). */
export function licencePdf(pages = 1): Buffer {
  const kids = Array.from({ length: pages }, (_, i) => `${i + 3} 0 R`).join(' ');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    ...Array.from({ length: pages }, () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>'),
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

/**
 * A lawyer of this run's own, verified the way staff do it (through the admin API): registered as a
 * provider, profile saved, licence sent with a PDF, then verified. Their account and provider id.
 */
export async function verifiedLawyer(request: APIRequestContext, name: string, languages: string[] = ['ar', 'en']) {
  const email = `lawyer-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.ps`;
  const password = 'olive-tree-2025';
  const registered = await request.post('/api/v1/auth/register/', {
    data: { email, password, password_confirm: password, name, role: 'provider', provider_type: 'lawyer' },
  });
  expect(registered.status()).toBe(201);
  const access = await login(request, { email, password });
  const profile = await request.put('/api/v1/providers/me/', { headers: bearer(access), data: { display_name: name, languages } });
  expect(profile.status()).toBe(200);
  const licence = await request.post('/api/v1/providers/me/verification/', {
    headers: bearer(access),
    multipart: {
      licence_authority: 'نقابة المحامين الفلسطينيين',
      licence_number: `PBA-${Date.now()}`,
      document: { name: 'licence.pdf', mimeType: 'application/pdf', buffer: licencePdf() },
    },
  });
  expect(licence.status()).toBe(201);
  const { id } = (await (await request.get('/api/v1/providers/me/', { headers: bearer(access) })).json()) as { id: number };
  const staff = await login(request, STAFF);
  const verified = await request.post(`/api/v1/admin/provider-verifications/${id}/decision/`, {
    headers: bearer(staff),
    data: { decision: 'verify' },
  });
  expect(verified.status()).toBe(200);
  return { email, password, id };
}
