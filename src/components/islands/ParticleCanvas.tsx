import { useEffect, useRef } from 'react';
import { PARTICLES } from '~/lib/landing-constants';
import type { FieldMessage, FieldSize } from './particles/particle-field';

interface Props {
  /** Colour of the dots and lines. */
  color: string;
}

/**
 * The worker that draws the field on `canvas`, handed to it so that no frame ever takes the
 * main thread. Browsers that cannot hand a canvas to a worker (Safari before 16.4) show no
 * particles: the field is decoration, and drawing it here would cost every visitor the drawing
 * code twice.
 */
function startField(canvas: HTMLCanvasElement, color: string, size: FieldSize): Worker | undefined {
  if (typeof canvas.transferControlToOffscreen !== 'function' || typeof Worker !== 'function') return undefined;
  try {
    const offscreen = canvas.transferControlToOffscreen();
    const worker = new Worker(new URL('./particles/particles.worker.ts', import.meta.url), { type: 'module' });
    worker.postMessage({ type: 'start', canvas: offscreen, color, size } satisfies FieldMessage, [offscreen]);
    return worker;
  } catch {
    // A canvas already handed to a worker (an effect run twice) cannot be handed again.
    return undefined;
  }
}

/**
 * The drifting particle network behind the landing page. Purely decorative, so it draws one
 * still frame for people who prefer reduced motion and stops animating while the tab is hidden
 * or the canvas is off screen (DECISIONS D5). It hydrates `client:idle` and, like every island,
 * only once the page has loaded and painted (src/integrations/island-runtime.ts), so its
 * motion never competes with the first paint.
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
    const worker = startField(canvas, color, sizeOf());
    if (!worker) return;
    const post = (message: FieldMessage) => worker.postMessage(message);

    let isOnScreen = true;
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
    const startOrStop = () => post({ type: 'animate', on: isOnScreen && !document.hidden && !reducedMotion.matches });
    const resize = () => post({ type: 'resize', size: sizeOf() });

    const visibility = new IntersectionObserver(([entry]) => {
      isOnScreen = entry?.isIntersecting ?? true;
      startOrStop();
    });
    visibility.observe(canvas);
    document.addEventListener('visibilitychange', startOrStop);
    reducedMotion.addEventListener('change', startOrStop);
    window.addEventListener('resize', resize);
    startOrStop();

    return () => {
      worker.terminate();
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
