/** What the English form and the admin say when a call to the API got no answer (offline, DNS, server down). */
export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';
