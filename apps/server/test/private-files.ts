import { crc32, deflateSync } from 'node:zlib';

/** Test private files: small real PDFs (a page count of our choosing, optionally with a script) and a PNG bomb. */

/** A minimal well-formed PDF with `pages` pages; `script` adds an OpenAction JavaScript. */
export function pdf(pages = 1, opts: { script?: boolean; declaredCount?: number } = {}): Buffer {
  const objects: string[] = [];
  const kids = Array.from({ length: pages }, (_, i) => `${i + 3} 0 R`).join(' ');
  objects.push(`<< /Type /Catalog /Pages 2 0 R${opts.script ? ' /OpenAction << /S /JavaScript /JS (app.alert(1)) >>' : ''} >>`);
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${opts.declaredCount ?? pages} >>`);
  for (let i = 0; i < pages; i++) objects.push('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>');
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

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
  return Buffer.concat([length, Buffer.from(type), data, crc]);
}

/** A valid PNG header announcing `side`×`side` pixels with a few hundred bytes behind it. */
export function bombPng(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc((side * 3 + 1) * 4))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
