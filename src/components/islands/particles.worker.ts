/**
 * Draws the particle network off the main thread within a frame budget (PARTICLES); every browser that
 * can hand a worker a canvas (client:affordable checks) gives it requestAnimationFrame.
 */
import { PARTICLES } from './particles';

/** Line opacity falls with distance in this many steps, one stroke call each. */
const LINK_OPACITY_BANDS = 6;
/** Particle speeds are given per 60th of a second. */
const SPEED_UNIT_MS = 1000 / 60;

/** What the page tells the field; its size is in CSS pixels, with the device pixel ratio. */
export type FieldSize = { width: number; height: number; ratio: number };
export type FieldMessage =
  | { type: 'start'; canvas: OffscreenCanvas; color: string; size: FieldSize }
  | { type: 'resize'; size: FieldSize }
  | { type: 'animate'; on: boolean };

type Particle = { x: number; y: number; vx: number; vy: number; radius: number };
let context: OffscreenCanvasRenderingContext2D | null = null;
let color = '';
let width = 0;
let height = 0;
let particles: Particle[] = [];
let frame = 0;
let lastFrameAt = 0;
let framesPerSecond: number = PARTICLES.framesPerSecond;
/** Frames over the budget in a row. */
let slowFrames = 0;

/** Sizes the canvas at its pixel ratio, scatters the particles anew and draws them. */
function resize(size: FieldSize): void {
  if (!context) return;
  ({ width, height } = size);
  context.canvas.width = Math.round(width * size.ratio);
  context.canvas.height = Math.round(height * size.ratio);
  context.setTransform(size.ratio, 0, 0, size.ratio, 0, 0);
  particles = Array.from({ length: PARTICLES.count }, () => ({
    x: Math.random() * width,
    y: Math.random() * height,
    vx: (Math.random() - 0.5) * 0.6,
    vy: (Math.random() - 0.5) * 0.6,
    radius: Math.random() * 2 + 1,
  }));
  draw();
}

/** Starts or stops the drift; a stopped field keeps its last frame. */
function animate(on: boolean): void {
  cancelAnimationFrame(frame);
  frame = 0;
  lastFrameAt = 0;
  if (on && context) frame = requestAnimationFrame(step);
}

function step(now: number): void {
  frame = requestAnimationFrame(step);
  // The first frame after a (re)start only sets the clock: no jump after a pause.
  const elapsed = lastFrameAt === 0 ? 0 : now - lastFrameAt;
  if (lastFrameAt !== 0 && elapsed < 1000 / framesPerSecond - 1) return;
  lastFrameAt = now;
  const distance = Math.min(elapsed, 100) / SPEED_UNIT_MS;
  for (const particle of particles) {
    particle.x += particle.vx * distance;
    particle.y += particle.vy * distance;
    if (particle.x < 0 || particle.x > width) particle.vx *= -1;
    if (particle.y < 0 || particle.y > height) particle.vy *= -1;
  }
  const drawStart = performance.now();
  draw();
  slowFrames = performance.now() - drawStart > PARTICLES.frameBudgetMs ? slowFrames + 1 : 0;
  if (slowFrames < PARTICLES.slowFramesToHalve) return;
  slowFrames = 0;
  framesPerSecond /= 2;
  if (framesPerSecond < PARTICLES.minFramesPerSecond) animate(false);
}

// Few draw calls per frame: one path for every dot and one per band of line opacity.
function draw(): void {
  if (!context) return;
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
}

addEventListener('message', ({ data: message }: MessageEvent<FieldMessage>) => {
  if (message.type === 'start') {
    context = message.canvas.getContext('2d');
    color = message.color;
  }
  if (message.type === 'animate') animate(message.on);
  else resize(message.size);
});
