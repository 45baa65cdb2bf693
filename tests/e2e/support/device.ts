/**
 * What a page's scripts learn about the device. The particle canvas only hydrates on devices
 * that can afford it (`client:affordable`); the test machine is no phone, so tests say which
 * device they stand for. `npm run bench:web` presents the same mid-range phone.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { MID_RANGE_PHONE, presentDevice } from '../../../scripts/browser.mjs';

interface Device {
  cores: number;
  /** GB, as Chromium's navigator.deviceMemory reports it. */
  memoryGb: number;
  saveData?: boolean;
  /** False: the browser cannot hand a canvas to a worker. */
  offscreenCanvas?: boolean;
}

/** A mid-range phone (8 cores, 4 GB): the canvas runs. */
export const CAPABLE: Device = MID_RANGE_PHONE;
/** An entry-level phone: 8 cores too, but 2 GB of memory. */
export const WEAK: Device = { ...MID_RANGE_PHONE, memoryGb: 2 };

/** Makes every page of `target` see `device`. */
export async function emulateDevice(target: Page | BrowserContext, device: Device): Promise<void> {
  await target.addInitScript(presentDevice, device);
}
