/**
 * The Content-Security-Policy directives every page's <meta> policy gets besides `script-src`
 * and `style-src`, which Astro fills with the hashes of what each page renders
 * (astro.config.mjs, `security.csp`). Keep this module free of `astro:*` imports:
 * astro.config.mjs imports it.
 */
export const CSP_DIRECTIVES = [
  "default-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
] as const;

/**
 * The policy public/_headers sends with every static file: what a `<meta>` policy cannot carry
 * (browsers ignore `frame-ancestors` there). It adds to each page's own policy; it does not
 * replace it, so it names no script or style source.
 */
export const PAGE_HEADER_CSP = "frame-ancestors 'none'";

/**
 * The security headers of every response besides the Content-Security-Policy. Static files
 * get them from public/_headers (a unit test checks that its `/*` rule says exactly this);
 * Netlify does not apply that file to functions, so netlify/lib/http.ts sets them from here.
 */
export const SECURITY_HEADERS = {
  'Strict-Transport-Security': 'max-age=31536000',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': [
    'accelerometer',
    'autoplay',
    'browsing-topics',
    'camera',
    'display-capture',
    'encrypted-media',
    'geolocation',
    'gyroscope',
    'hid',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'screen-wake-lock',
    'serial',
    'usb',
    'xr-spatial-tracking',
  ]
    .map((feature) => `${feature}=()`)
    // The site's own pages may ask for a passkey (the admin's sign-in); no embedded page may.
    .concat('publickey-credentials-get=(self)')
    .join(', '),
  'Cross-Origin-Opener-Policy': 'same-origin',
} as const;

/** The policy of the functions' JSON answers: they load nothing and may not be framed. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
