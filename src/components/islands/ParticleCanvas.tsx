import { useEffect, useRef } from 'react';
import { PARTICLES } from '~/lib/landing-constants';
import type { FieldMessage, FieldSize } from './particles/particle-field';

interface Props {
  /** Colour of the dots and lines. */
  color: string;
}

/** The field as the island drives it: a worker draws it on the canvas handed to it. */
interface Field {
  resize(size: FieldSize): void;
  animate(on: boolean): void;
  stop(): void;
}

/**
 * The field on `canvas`, drawn by a worker so that no frame ever takes the main thread.
 * Browsers that cannot hand a canvas to a worker (Safari before 16.4) show no particles: the
 * field is decoration, and drawing it here would cost every visitor the drawing code twice.
 */
function fieldOn(canvas: HTMLCanvasElement, color: string, size: FieldSize): Field | undefined {
  if (typeof canvas.transferControlToOffscreen !== 'function' || typeof Worker !== 'function') return undefined;
  try {
    const offscreen = canvas.transferControlToOffscreen();
    const worker = new Worker(new URL('./particles/particles.worker.ts', import.meta.url), { type: 'module' });
    const post = (message: FieldMessage, transfer: Transferable[] = []) => worker.postMessage(message, transfer);
    post({ type: 'start', canvas: offscreen, color, size }, [offscreen]);
    return {
      resize: (next) => post({ type: 'resize', size: next }),
      animate: (on) => post({ type: 'animate', on }),
      stop: () => worker.terminate(),
    };
  } catch {
    // A canvas already handed to a worker (an effect run twice) cannot be handed again.
    return undefined;
  }
}

/**
 * The drifting particle network behind the landing page. Purely decorative, so it draws one
 * still frame for people who prefer reduced motion and stops animating while the tab is hidden
 * or the canvas is off screen (DECISIONS D5). The still frame is drawn at once; the motion
 * starts only once the page has loaded and the browser is idle, so that it never competes with
 * the first paint and the other islands' hydration.
 */
export default function ParticleCanvas({ color }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const sizeOf = (): FieldSize => ({
      width: canvas.clientWidth,
      height: canvas.clientHeight,
      ratio: window.devicePixelRatio || 1,
    });
    const field = fieldOn(canvas, color, sizeOf());
    if (!field) return;

    let isOnScreen = true;
    let hasSettled = false;
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
    const startOrStop = () => field.animate(hasSettled && isOnScreen && !document.hidden && !reducedMotion.matches);
    const resize = () => field.resize(sizeOf());

    // Motion waits for the load event, then for an idle moment (at most a second).
    let cancelSettle = () => {};
    const settle = () => {
      const start = () => {
        hasSettled = true;
        startOrStop();
      };
      // Safari has no requestIdleCallback: a short timeout stands in for it there.
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(start, { timeout: 1000 });
        cancelSettle = () => window.cancelIdleCallback(handle);
      } else {
        const handle = setTimeout(start, 200);
        cancelSettle = () => clearTimeout(handle);
      }
    };
    if (document.readyState === 'complete') settle();
    else window.addEventListener('load', settle, { once: true });

    const visibility = new IntersectionObserver(([entry]) => {
      isOnScreen = entry?.isIntersecting ?? true;
      startOrStop();
    });
    visibility.observe(canvas);
    document.addEventListener('visibilitychange', startOrStop);
    reducedMotion.addEventListener('change', startOrStop);
    window.addEventListener('resize', resize);

    return () => {
      field.stop();
      window.removeEventListener('load', settle);
      cancelSettle();
      visibility.disconnect();
      document.removeEventListener('visibilitychange', startOrStop);
      reducedMotion.removeEventListener('change', startOrStop);
      window.removeEventListener('resize', resize);
    };
  }, [color]);

  return (
    <canvas
      ref={canvasRef}
      aria-hidden="true"
      data-particles={PARTICLES.count}
      className="pointer-events-none fixed inset-0 -z-10 size-full"
      style={{ opacity: PARTICLES.opacity }}
    />
  );
}
