import { existsSync } from 'node:fs';

/**
 * The browser of the journeys (ADR 0034): Debian's Chromium, never a downloaded one. Its headless
 * shell (package chromium-headless-shell, the same Chromium build) when it is installed: the full
 * browser's own process spent 5–7 times as much CPU to open a context or a page here, and CI's
 * journeys are bound by this 2-core machine's CPU. CHROMIUM_PATH chooses another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export const chromiumLaunch = {
  executablePath:
    process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
