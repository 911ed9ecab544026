import { MAX_PDF_PAGES, MAX_PRIVATE_FILE_BYTES } from '@manara/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photo } from '../../../test/media';
import { bombPng, pdf } from '../../../test/private-files';
import { AppError } from '../../lib/errors';
import { checkPrivateFile, pdfWithinBounds } from './private-files';

/** The refusal checkPrivateFile gives, as [status, the field's codes]. */
async function refusal(data: Buffer): Promise<[number, string[] | undefined]> {
  const error = await checkPrivateFile(data, 'document').then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`accepted, or not an AppError: ${String(error)}`);
  return [error.statusCode, error.fields?.document];
}

describe('the private file checker (decision 056)', () => {
  it('takes a PDF, a JPEG and a PNG by their bytes', async () => {
    expect(await checkPrivateFile(pdf(3), 'document')).toBe('application/pdf');
    expect(await checkPrivateFile(await photo({ width: 300, height: 200 }), 'document')).toBe('image/jpeg');
    const png = await sharp({ create: { width: 50, height: 40, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    expect(await checkPrivateFile(png, 'document')).toBe('image/png');
  });

  it('refuses other types whatever they are called: a WebP, text, an executable, an HTML page', async () => {
    const webp = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    for (const data of [
      webp,
      Buffer.from('just some text, named licence.pdf'),
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00'),
      Buffer.from('<html><script>alert(1)</script></html>'),
    ]) {
      expect(await refusal(data)).toEqual([415, ['private_file_invalid']]);
    }
  });

  it('refuses a file over the size limit, a pixel bomb and a truncated image', async () => {
    expect(await refusal(Buffer.concat([pdf(1), Buffer.alloc(MAX_PRIVATE_FILE_BYTES)]))).toEqual([413, ['private_file_too_large']]);
    const bomb = bombPng(12_000);
    expect(bomb.length).toBeLessThan(200_000);
    expect(await refusal(bomb)).toEqual([400, ['private_file_damaged']]);
    const jpeg = await photo({ width: 800, height: 600 });
    expect(await refusal(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).toEqual([400, ['private_file_damaged']]);
  });

  it('bounds a PDF: pages, a page tree declaring more, objects, active content, a missing end', async () => {
    expect(pdfWithinBounds(pdf(MAX_PDF_PAGES))).toBe(true);
    expect(pdfWithinBounds(pdf(MAX_PDF_PAGES + 1))).toBe(false);
    expect(pdfWithinBounds(pdf(1, { declaredCount: 1_000_000 }))).toBe(false);
    expect(pdfWithinBounds(pdf(1, { script: true }))).toBe(false);
    const manyObjects = Buffer.concat([
      pdf(1),
      Buffer.from(Array.from({ length: 50_001 }, (_, i) => `${i + 9} 0 obj null endobj`).join('\n')),
    ]);
    expect(pdfWithinBounds(manyObjects)).toBe(false);
    const objectStream = Buffer.from(
      pdf(1).toString('latin1').replace('/Type /Catalog', '/Type /ObjStm /N 60000 /Type /Catalog'),
      'latin1',
    );
    expect(pdfWithinBounds(objectStream)).toBe(false);
    const cut = pdf(2);
    expect(pdfWithinBounds(cut.subarray(0, cut.length - 20))).toBe(false);
    expect(await refusal(pdf(1, { script: true }))).toEqual([400, ['private_file_damaged']]);
  });
});
