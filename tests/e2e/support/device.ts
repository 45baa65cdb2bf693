/**
 * What a page's scripts learn about the device. The particle canvas only runs on devices with
 * cores and memory to spare (src/scripts/landing.ts); the test machine
 * may have few cores, so tests say which device they stand for.
 */
import type { BrowserContext, Page } from '@playwright/test';

interface Device {
  cores: number;
  /** GB, as Chromium's navigator.deviceMemory reports it. */
  memoryGb: number;
  saveData?: boolean;
}

/** A mid-range phone or any laptop: the canvas runs. */
export const CAPABLE: Device = { cores: 8, memoryGb: 8 };
/** A low-end phone: two cores. */
export const WEAK: Device = { cores: 2, memoryGb: 8 };

/** Makes every page of `target` see `device`. */
export async function emulateDevice(target: Page | BrowserContext, device: Device): Promise<void> {
  await target.addInitScript(({ cores, memoryGb, saveData }) => {
    Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => cores });
    Object.defineProperty(navigator, 'deviceMemory', { get: () => memoryGb });
    if (saveData) Object.defineProperty(navigator, 'connection', { get: () => ({ saveData: true }) });
  }, device);
}
