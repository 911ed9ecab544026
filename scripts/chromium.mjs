// The system Chromium and the flags that keep it quiet on a closed network; shared by the e2e
// suite, the screenshot script and the page-weight benchmark (Playwright's own browser download
// cannot work on these machines).
import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The Chromium binary to drive: CHROME_PATH, else /usr/bin/chromium; a clear error when missing. */
export function chromiumPath() {
  const path = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium was not found at ${path}. Install it with "sudo apt-get install -y chromium" (Debian/Ubuntu), or set CHROME_PATH to a Chromium or Chrome binary.`,
    );
  }
  return path;
}
