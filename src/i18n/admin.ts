/** The admin's words that the API says too, in English: the admin is not translated. */
export const admin = {
  invalidPassword: 'Invalid password',
  passkeyNameMissing: 'Give the passkey a name.',
  passkeyAdded: (name: string) => `Passkey “${name}” added.`,
};
