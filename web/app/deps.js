// The UI stack in one place: Preact (3 kB virtual DOM with hooks) and htm (JSX-like tagged
// templates), loaded as plain ES modules that `npm run build` copies from node_modules.
import { h, render } from '../vendor/preact.mjs';
import htm from '../vendor/htm.mjs';

export { h, render };
export { useCallback, useEffect, useMemo, useRef, useState } from '../vendor/hooks.mjs';
export const html = htm.bind(h);
