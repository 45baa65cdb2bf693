import { useEffect, useRef } from 'react';
import { PARTICLES } from '~/lib/landing-constants';

interface Props {
  /** Colour of the dots and lines. */
  color: string;
}

/** Line opacity falls with distance in this many steps, one stroke call each. */
const LINK_OPACITY_BANDS = 6;
/**
 * At most this many frames a second: a slow drift looks the same at 30 as at 60, and every
 * frame redraws the whole viewport, which phones without GPU raster feel as main-thread work.
 */
const FRAMES_PER_SECOND = 30;
/** Particle speeds are given per 60th of a second. */
const SPEED_UNIT_MS = 1000 / 60;

interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  radius: number;
}

/**
 * The drifting particle network behind the landing page: dots joined by lines when close.
 * Purely decorative, so it draws one still frame for people who prefer reduced motion and
 * stops animating while the tab is hidden or the canvas is off screen (DECISIONS D5). The
 * still frame is drawn at once; the motion starts only once the page has loaded and the browser
 * is idle, so that it never competes with the first paint and the other islands' hydration.
 */
export default function ParticleCanvas({ color }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;

    let width = 0;
    let height = 0;
    let particles: Particle[] = [];
    let frame = 0;
    let lastFrameAt = 0;
    let isOnScreen = true;
    let hasSettled = false;
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');

    const resize = () => {
      const ratio = window.devicePixelRatio || 1;
      width = canvas.clientWidth;
      height = canvas.clientHeight;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      particles = Array.from({ length: PARTICLES.count }, () => ({
        x: Math.random() * width,
        y: Math.random() * height,
        vx: (Math.random() - 0.5) * 0.6,
        vy: (Math.random() - 0.5) * 0.6,
        radius: Math.random() * 2 + 1,
      }));
      draw();
    };

    // Few draw calls per frame: one path for every dot and one per band of line opacity.
    // Hundreds of separate strokes made each frame a long task on phones (Lighthouse TBT).
    const draw = () => {
      context.clearRect(0, 0, width, height);
      context.fillStyle = color;
      context.strokeStyle = color;
      const dots = new Path2D();
      const bands = Array.from({ length: LINK_OPACITY_BANDS }, () => new Path2D());
      for (let index = 0; index < particles.length; index++) {
        const particle = particles[index] as Particle;
        dots.moveTo(particle.x + particle.radius, particle.y);
        dots.arc(particle.x, particle.y, particle.radius, 0, Math.PI * 2);
        for (let next = index + 1; next < particles.length; next++) {
          const other = particles[next] as Particle;
          const distance = Math.hypot(particle.x - other.x, particle.y - other.y);
          if (distance >= PARTICLES.linkDistancePx) continue;
          // Nearer pairs get more opaque lines, in LINK_OPACITY_BANDS steps.
          const band = Math.floor((distance / PARTICLES.linkDistancePx) * LINK_OPACITY_BANDS);
          bands[band]?.moveTo(particle.x, particle.y);
          bands[band]?.lineTo(other.x, other.y);
        }
      }
      context.fill(dots);
      for (const [band, path] of bands.entries()) {
        context.globalAlpha = 1 - (band + 0.5) / LINK_OPACITY_BANDS;
        context.stroke(path);
      }
      context.globalAlpha = 1;
    };

    const step = (now: number) => {
      frame = requestAnimationFrame(step);
      // The first frame after a (re)start only sets the clock: no jump after a pause.
      const elapsed = lastFrameAt === 0 ? 0 : now - lastFrameAt;
      if (lastFrameAt !== 0 && elapsed < 1000 / FRAMES_PER_SECOND - 1) return;
      lastFrameAt = now;
      const distance = Math.min(elapsed, 100) / SPEED_UNIT_MS;
      for (const particle of particles) {
        particle.x += particle.vx * distance;
        particle.y += particle.vy * distance;
        if (particle.x < 0 || particle.x > width) particle.vx *= -1;
        if (particle.y < 0 || particle.y > height) particle.vy *= -1;
      }
      draw();
    };

    const shouldAnimate = () => hasSettled && isOnScreen && !document.hidden && !reducedMotion.matches;
    const startOrStop = () => {
      cancelAnimationFrame(frame);
      frame = 0;
      lastFrameAt = 0;
      if (shouldAnimate()) frame = requestAnimationFrame(step);
    };

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
    resize();
    startOrStop();

    return () => {
      cancelAnimationFrame(frame);
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
