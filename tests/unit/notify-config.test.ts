import { expect, test } from 'vitest';
import { DEFAULT_EMAIL_API_URL, notificationChannels } from '../../netlify/lib/notify.ts';

const names = (env: NodeJS.ProcessEnv) => notificationChannels(env).map((channel) => channel.name);

test('no settings, no channel', () => {
  expect(names({})).toEqual([]);
  expect(names({ INQUIRY_WEBHOOK_URL: '  ' })).toEqual([]);
});

test('e-mail needs a key, a sender and a recipient', () => {
  const email = { INQUIRY_EMAIL_API_KEY: 'k', INQUIRY_EMAIL_FROM: 'a@example.com', INQUIRY_EMAIL_TO: 'b@example.com' };
  expect(names(email)).toEqual(['e-mail']);
  expect(names({ ...email, INQUIRY_EMAIL_TO: '' })).toEqual([]);
  expect(names({ ...email, INQUIRY_EMAIL_API_KEY: undefined })).toEqual([]);
  expect(notificationChannels(email)[0]?.url).toBe(DEFAULT_EMAIL_API_URL);
  expect(notificationChannels({ ...email, INQUIRY_EMAIL_API_URL: 'http://127.0.0.1:1/send' })[0]?.url).toBe(
    'http://127.0.0.1:1/send'
  );
});

test('both channels at once', () => {
  expect(
    names({
      INQUIRY_WEBHOOK_URL: 'https://hooks.example.com/x',
      INQUIRY_EMAIL_API_KEY: 'k',
      INQUIRY_EMAIL_FROM: 'a@example.com',
      INQUIRY_EMAIL_TO: 'b@example.com',
    })
  ).toEqual(['webhook', 'e-mail']);
});
