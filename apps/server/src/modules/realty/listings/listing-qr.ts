import qrcode from 'qrcode-generator';

/** Modules of quiet zone around the code, as the QR standard asks. */
const QUIET = 4;

/**
 * A QR code of `url` as an SVG document (the printed brochure's link to the listing's page, issue 33):
 * black modules on white, one path of each row's runs, scalable (the print stylesheet sizes it), error
 * correction M (a printed page may be creased or smudged); `title` names it for screen readers.
 */
export function qrSvg(url: string, title: string): string {
  const code = qrcode(0, 'M');
  code.addData(url, 'Byte');
  code.make();
  const n = code.getModuleCount();
  let path = '';
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n;) {
      if (!code.isDark(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < n && code.isDark(row, col)) col++;
      path += `M${start + QUIET} ${row + QUIET}h${col - start}v1h-${col - start}z`;
    }
  }
  const size = n + 2 * QUIET;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges" role="img">` +
    `<title>${escapeXml(title)}</title><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`
  );
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
