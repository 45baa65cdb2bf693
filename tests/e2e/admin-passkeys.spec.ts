/**
 * The owner's passkeys in a real browser: Chromium's virtual authenticator (DevTools
 * protocol, WebAuthn domain) against a private server started with ADMIN_PASSWORD_LOGIN=off.
 * WebAuthn refuses IP addresses as relying party, so the pages are opened at localhost. One visit:
 * each device the owner signs in with is a virtual authenticator swapped in for the one before.
 * How the server verifies passkeys (forged, replayed, cloned, expired) is
 * tests/integration/admin-passkeys-*.test.ts's.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { test, type BrowserContext, type Page } from '@playwright/test';
import { E2E_OWNER_PASSWORD } from '../../playwright.config.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, SLOW_SERVER_TIMEOUT_MS } from './support/inbox.ts';
import { startFreshServer, type FreshServer } from './support/fresh-server.ts';

// Each function call on the local server takes a while on a busy machine.
test.describe.configure({ timeout: SLOW_SERVER_TIMEOUT_MS });

const PASSWORD_OFF = 'Password sign-in is turned off on this site. Sign in with a passkey.';
const NOT_REGISTERED = 'This passkey is not registered for this site.';

let server: FreshServer;
let origin: string;

/** A credential as the DevTools protocol hands it out and takes it back. */
interface VirtualCredential {
  credentialId: string;
  isResidentCredential: boolean;
  rpId: string;
  privateKey: string;
  userHandle?: string;
  signCount: number;
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  // Served at localhost: the address the functions see is the relying party.
  server = await startFreshServer(E2E_OWNER_PASSWORD, { ADMIN_PASSWORD_LOGIN: 'off', HOST: 'localhost' });
  origin = server.url.replace('127.0.0.1', 'localhost');
});

test.afterAll(async () => {
  await server?.stop();
});

/**
 * The page's authenticators, through one DevTools session: `use` swaps in a platform authenticator
 * with resident keys and user verification, optionally holding `credentials` (a new device, as it
 * were, the one before it removed).
 */
async function authenticators(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  let current: string | undefined;
  return {
    use: async (credentials: VirtualCredential[] = []) => {
      if (current) await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: current });
      const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: {
          protocol: 'ctap2',
          transport: 'internal',
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
          automaticPresenceSimulation: true,
        },
      });
      current = authenticatorId;
      for (const credential of credentials) await cdp.send('WebAuthn.addCredential', { authenticatorId, credential });
    },
    credentials: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId: current ?? '' }))
        .credentials as VirtualCredential[],
  };
}

const adminFlag = (page: Page) => page.evaluate(() => sessionStorage.getItem('admin_auth'));

async function signInWithPassword(page: Page) {
  await page.getByLabel('Password').fill(E2E_OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Access Admin Panel' }).click();
}

async function openPasskeyPanel(page: Page) {
  await page.getByRole('heading', { name: 'Passkeys' }).click();
  return page.getByRole('region', { name: 'Passkeys' });
}

test('passkeys: register one and sign in with it while the password is refused; a foreign one and a removed one are refused', async ({
  page,
  context,
}) => {
  const authenticator = await authenticators(context, page);
  /** The passkey registered, as its authenticator holds it after signing in with it. */
  let registered: VirtualCredential | undefined;

  await test.step('register a passkey, log out, and sign in with it while the password is refused', async () => {
    await authenticator.use();
    await page.goto(`${origin}/admin`);
    // No passkey yet: the switch does not apply, the password is the way in.
    await signInWithPassword(page);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

    const panel = await openPasskeyPanel(page);
    await expect(panel.getByText('None yet')).toBeVisible();
    await panel.getByLabel('Name for a new passkey').fill('Test laptop');
    await panel.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(panel.getByRole('status')).toHaveText('Passkey “Test laptop” added.');
    const list = panel.getByRole('list', { name: 'Registered passkeys' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem')).toContainText(/Test laptop\s*Added /);
    await expect(panel.getByText(/Password sign-in is turned off while a passkey exists/)).toBeVisible();
    await expectNoAxeViolations(page, 'main');

    const [credential] = await authenticator.credentials();
    expect(credential).toMatchObject({ rpId: 'localhost', isResidentCredential: true });

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
    expect(await adminFlag(page)).toBeNull();

    await signInWithPassword(page);
    await expect(page.getByRole('alert')).toHaveText(PASSWORD_OFF);
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeFocused();
    expect(await adminFlag(page)).toBe('authenticated');
    // The same server-side session as the password's: it survives a reload.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    const [used] = await authenticator.credentials();
    expect(used?.signCount).toBeGreaterThan(credential?.signCount ?? 0);
    registered = used;
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
  });

  await test.step('a passkey this site never registered is refused', async () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    await authenticator.use([
      {
        credentialId: randomBytes(16).toString('base64'),
        isResidentCredential: true,
        rpId: 'localhost',
        privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
        userHandle: randomBytes(32).toString('base64'),
        signCount: 0,
      },
    ]);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page.getByRole('alert')).toHaveText(NOT_REGISTERED);
    await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    expect(await adminFlag(page)).toBeNull();
    await expectNoAxeViolations(page, 'main');
  });

  await test.step('a removed passkey is refused, and without passkeys the password opens the admin again', async () => {
    expect(registered).toBeDefined();
    await authenticator.use(registered ? [registered] : []);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

    const panel = await openPasskeyPanel(page);
    await panel.getByRole('button', { name: 'Remove passkey Test laptop' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove passkey?' });
    await expect(dialog).toContainText('The passkey “Test laptop” will no longer open the admin.');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(panel.getByRole('status')).toHaveText('Passkey “Test laptop” removed.');
    await expect(panel.getByText('None yet')).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page.getByRole('alert')).toHaveText(NOT_REGISTERED);
    await signInWithPassword(page);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(await adminFlag(page)).toBe('authenticated');
  });
});
