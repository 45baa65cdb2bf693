import { rm } from 'node:fs/promises';

/** Removes the temporary Blobs data of the test server. */
export default async function globalTeardown() {
  const directory = process.env['E2E_DATA_DIR'];
  if (directory) await rm(directory, { recursive: true, force: true });
}
