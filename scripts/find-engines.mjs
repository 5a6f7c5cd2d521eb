/**
 * Finds the other engines a visitor carries for the cross-engine suite (tests/engines): WebKit as
 * Debian's WebKitGTK (WebKitWebDriver driving MiniBrowser), Firefox ESR, and Xvfb for a display
 * (the engines run in a real window: headless Firefox has no WebGL, MiniBrowser no headless mode).
 * Where something is missing and we are root with apt-get, installs Debian's packages, as
 * find-chromium.mjs does for Chromium; otherwise stops with a message that says how to get them.
 * Prints what it found when run directly.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { canApt } from './find-chromium.mjs';

/** Where Debian's packages put each program, and which package brings it. */
const PROGRAMS = {
  webkitDriver: { paths: ['/usr/bin/WebKitWebDriver'], pkg: 'webkit2gtk-driver' },
  miniBrowser: {
    paths: [
      '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
      '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
      '/usr/lib/x86_64-linux-gnu/webkitgtk-6.0/MiniBrowser',
      '/usr/lib/aarch64-linux-gnu/webkitgtk-6.0/MiniBrowser',
    ],
    pkg: 'webkit2gtk-driver',
  },
  firefox: { paths: ['/usr/bin/firefox-esr', '/usr/bin/firefox'], pkg: 'firefox-esr' },
  xvfb: { paths: ['/usr/bin/Xvfb'], pkg: 'xvfb' },
};

/** Environment variables that point at a program instead. */
const OVERRIDES = {
  webkitDriver: 'WEBKIT_DRIVER_PATH',
  miniBrowser: 'MINIBROWSER_PATH',
  firefox: 'FIREFOX_PATH',
  xvfb: 'XVFB_PATH',
};

const found = (key) =>
  [process.env[OVERRIDES[key]], ...PROGRAMS[key].paths].find((p) => p && existsSync(p));

/** Paths of WebKitWebDriver, MiniBrowser, Firefox and Xvfb, installing them where possible. */
export function findEngines() {
  const missing = () => Object.keys(PROGRAMS).filter((key) => !found(key));
  if (missing().length && canApt()) {
    const packages = [...new Set(missing().map((key) => PROGRAMS[key].pkg))];
    console.log(`Installing Debian’s ${packages.join(', ')} for the cross-engine tests (apt-get)…`);
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', ...packages], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  const still = missing();
  if (still.length) {
    throw new Error(
      `The cross-engine tests need ${still.map((key) => PROGRAMS[key].pkg).join(', ')}. ` +
        'Install them and run again:\n' +
        '  Debian/Ubuntu: sudo apt-get install webkit2gtk-driver firefox-esr xvfb\n' +
        '  or point WEBKIT_DRIVER_PATH, MINIBROWSER_PATH, FIREFOX_PATH, XVFB_PATH at them.',
    );
  }
  return Object.fromEntries(Object.keys(PROGRAMS).map((key) => [key, found(key)]));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    console.log(findEngines());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
