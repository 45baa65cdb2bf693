import { useEffect, useRef } from 'react';
import { PARTICLE_COUNT, PARTICLE_OPACITY, PARTICLES_QUIET_MS } from './particles';
import type { FieldMessage, FieldSize } from './particles.worker';

/** The landing page's particle network, drawn by particles.worker.ts; paused when hidden, motion is off or busy. */
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
    post({ canvas: offscreen, color: getComputedStyle(canvas).color, size: sizeOf() }, [offscreen]);

    // From here on a long task pauses the field until PARTICLES_QUIET_MS pass without one (React's loading is over).
    let quietAt = 0;
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const startOrStop = () => {
      const wait = quietAt - performance.now();
      clearTimeout(quiet);
      if (wait > 0) quiet = setTimeout(startOrStop, wait);
      post({ on: wait <= 0 && !document.hidden && motion.matches });
    };
    new PerformanceObserver((list) => {
      const last = list.getEntries().pop();
      if (last) quietAt = last.startTime + last.duration + PARTICLES_QUIET_MS;
      startOrStop();
    }).observe({ type: 'longtask' });
    document.addEventListener('visibilitychange', startOrStop);
    motion.addEventListener('change', startOrStop);
    addEventListener('resize', () => post({ size: sizeOf() }));
    startOrStop();
    // Nothing is undone: the island lives as long as the page, and a canvas hands over its drawing once.
  }, []);

  return (
    <canvas
      ref={canvasRef}
      aria-hidden="true"
      data-particles={PARTICLE_COUNT}
      className="pointer-events-none fixed inset-0 -z-10 size-full text-brand"
      style={{ opacity: PARTICLE_OPACITY }}
    />
  );
}
