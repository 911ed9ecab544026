import { existsSync } from 'node:fs';

/** The system Chromium (Playwright's own browser download cannot work on these machines). */
export function chromiumPath(): string {
  const path = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium was not found at ${path}. Install it with "sudo apt-get install -y chromium" (Debian/Ubuntu), or set CHROME_PATH to a Chromium or Chrome binary.`,
    );
  }
  return path;
}
