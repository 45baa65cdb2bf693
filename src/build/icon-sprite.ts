/** The icons as one long-cached SVG sprite whose address changes with its drawings (build only). */
import { createHash } from 'node:crypto';
import { ICON_PATHS } from '~/lib/icon-paths';

const symbols = Object.entries(ICON_PATHS).map(
  ([name, path]) => `<symbol id="${name}" viewBox="0 0 24 24"><path d="${path}"/></symbol>`
);
export const ICON_SPRITE = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;

/** Where pages find the sprite; the query names its version. */
export const ICON_SPRITE_URL = `/icons.svg?v=${createHash('sha256').update(ICON_SPRITE).digest('base64url').slice(0, 8)}`;
