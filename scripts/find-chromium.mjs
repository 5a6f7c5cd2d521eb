/**
 * Finds a Chromium for Playwright: $CHROMIUM_PATH, Debian's /usr/bin/chromium, then Playwright's
 * own download. Where none is found and we are root with apt-get, installs Debian's chromium;
 * otherwise stops with a message that says how to get one. Prints the path when run directly.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const CANDIDATES = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

/** Flags that let Chromium run as root in a container without reaching the network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

async function playwrightOwn() {
  try {
    const { chromium } = await import('playwright-core');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** True when we are root on Linux with apt-get: Debian's packages can be installed. */
export function canApt() {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return false;
  try {
    execFileSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The path of a usable Chromium, installing Debian's package when that is possible. */
export async function findChromium() {
  for (const path of CANDIDATES) if (path && existsSync(path)) return path;
  const own = await playwrightOwn();
  if (own) return own;
  if (canApt()) {
    console.log('No Chromium found: installing Debian’s chromium package (apt-get)…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error(
    'No Chromium found. Install one and run again:\n' +
      '  Debian/Ubuntu: sudo apt-get install chromium\n' +
      '  or: npx playwright install chromium\n' +
      '  or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    console.log(await findChromium());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
