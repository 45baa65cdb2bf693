/**
 * What a page's scripts learn about the device. The particle canvas only hydrates on devices
 * that can afford it (`client:affordable`); the test machine is no phone, so tests say which
 * device they stand for. Lighthouse and the benchmark present the same mid-range phone.
 */
import type { BrowserContext, Page } from '@playwright/test';

interface Device {
  cores: number;
  /** GB, as Chromium's navigator.deviceMemory reports it. */
  memoryGb: number;
  saveData?: boolean;
  /** False: the browser cannot hand a canvas to a worker. */
  offscreenCanvas?: boolean;
}

/** A mid-range phone (8 cores, 4 GB): the canvas runs. */
export const CAPABLE: Device = { cores: 8, memoryGb: 4 };
/** An entry-level phone: 8 cores too, but 2 GB of memory. */
export const WEAK: Device = { cores: 8, memoryGb: 2 };

/** Makes every page of `target` see `device`. */
export async function emulateDevice(target: Page | BrowserContext, device: Device): Promise<void> {
  await target.addInitScript(({ cores, memoryGb, saveData, offscreenCanvas }) => {
    Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => cores });
    Object.defineProperty(navigator, 'deviceMemory', { get: () => memoryGb });
    if (saveData) Object.defineProperty(navigator, 'connection', { get: () => ({ saveData: true }) });
    if (offscreenCanvas === false)
      delete (HTMLCanvasElement.prototype as Partial<HTMLCanvasElement>).transferControlToOffscreen;
  }, device);
}
