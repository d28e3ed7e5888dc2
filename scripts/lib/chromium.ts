/** Launches the machine's Debian Chromium through playwright-core (no downloaded browser). */
import { chromium, type Browser } from 'playwright-core';

/** Path of the browser the project's tests use (README: `apt-get install -y chromium`). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** The flags every headless run on this machine kind uses (toolchain notes, "Chromium"). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launches headless Chromium; rejects when /usr/bin/chromium is missing or fails to start. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}
