/** The English words about a call to the API, which the contact form and the admin both show. */
export const requests = {
  network: 'Could not reach the server. Check your connection and try again.',
};
