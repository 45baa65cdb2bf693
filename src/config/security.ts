/** CSP directives besides `script-src` and `style-src`, which Astro fills with each page's hashes. */
export const CSP_DIRECTIVES = [
  "default-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
] as const;

/** What a `<meta>` policy cannot carry, sent by public/_headers on top of each page's own policy. */
export const PAGE_HEADER_CSP = "frame-ancestors 'none'";

/** Headers of every response: public/_headers for files (a unit test compares), netlify/lib/http.ts for functions. */
export const SECURITY_HEADERS = {
  'Strict-Transport-Security': 'max-age=31536000',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Every powerful feature off; the site's own pages may ask for a passkey (the admin's sign-in), no embedded page may.
  'Permissions-Policy':
    'accelerometer=(), autoplay=(), browsing-topics=(), camera=(), display-capture=(), encrypted-media=(), ' +
    'geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), ' +
    'screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=(), publickey-credentials-get=(self)',
  'Cross-Origin-Opener-Policy': 'same-origin',
} as const;

/** The policy of the functions' JSON answers: they load nothing and may not be framed. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
