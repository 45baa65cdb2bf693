import { useEffect, useRef } from 'react';
import { PARTICLES } from './particles';
import type { FieldMessage, FieldSize } from './particles.worker';

/**
 * The decorative particle network behind the landing page, drawn by a worker (particles.worker.ts) so
 * no frame takes the main thread; paused while the tab is hidden or motion is off.
 */
export default function ParticleCanvas() {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const motion = matchMedia('(prefers-reduced-motion: no-preference)');
    const sizeOf = (): FieldSize => ({
      width: canvas.clientWidth,
      height: canvas.clientHeight,
      ratio: devicePixelRatio || 1,
    });
    const offscreen = canvas.transferControlToOffscreen();
    const worker = new Worker(new URL('./particles.worker.ts', import.meta.url), { type: 'module' });
    const post = (message: FieldMessage, transfer: Transferable[] = []) => worker.postMessage(message, transfer);
    // The brand colour, as the canvas's own text colour (`text-brand`).
    post({ type: 'start', canvas: offscreen, color: getComputedStyle(canvas).color, size: sizeOf() }, [offscreen]);

    const startOrStop = () => post({ type: 'animate', on: !document.hidden && motion.matches });
    const resize = () => post({ type: 'resize', size: sizeOf() });
    document.addEventListener('visibilitychange', startOrStop);
    motion.addEventListener('change', startOrStop);
    addEventListener('resize', resize);
    startOrStop();
    return () => {
      worker.terminate();
      document.removeEventListener('visibilitychange', startOrStop);
      motion.removeEventListener('change', startOrStop);
      removeEventListener('resize', resize);
    };
  }, []);

  return (
    <canvas
      ref={canvasRef}
      aria-hidden="true"
      data-particles={PARTICLES.count}
      className="pointer-events-none fixed inset-0 -z-10 size-full text-brand"
      style={{ opacity: PARTICLES.opacity }}
    />
  );
}
