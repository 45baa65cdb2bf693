/** The particle network, drawn in a worker within a frame budget (PARTICLES, docs/frontend.md). */
import { PARTICLES } from '~/lib/landing-constants';

/** Line opacity falls with distance in this many steps, one stroke call each. */
const LINK_OPACITY_BANDS = 6;
/** Particle speeds are given per 60th of a second. */
const SPEED_UNIT_MS = 1000 / 60;

interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  radius: number;
}

/** What the page tells the field: its size in CSS pixels and the device pixel ratio. */
export interface FieldSize {
  width: number;
  height: number;
  ratio: number;
}

// Workers have requestAnimationFrame in every browser that can hand them a canvas (the page checks).
export class ParticleField {
  #width = 0;
  #height = 0;
  #particles: Particle[] = [];
  #frame = 0;
  #lastFrameAt = 0;
  #framesPerSecond: number = PARTICLES.framesPerSecond;

  constructor(
    private readonly canvas: OffscreenCanvas,
    private readonly context: OffscreenCanvasRenderingContext2D,
    private readonly color: string
  ) {}

  /** Sizes the canvas to `size` at its pixel ratio, scatters the particles anew and draws them. */
  resize({ width, height, ratio }: FieldSize): void {
    this.#width = width;
    this.#height = height;
    this.canvas.width = Math.round(width * ratio);
    this.canvas.height = Math.round(height * ratio);
    this.context.setTransform(ratio, 0, 0, ratio, 0, 0);
    this.#particles = Array.from({ length: PARTICLES.count }, () => ({
      x: Math.random() * width,
      y: Math.random() * height,
      vx: (Math.random() - 0.5) * 0.6,
      vy: (Math.random() - 0.5) * 0.6,
      radius: Math.random() * 2 + 1,
    }));
    this.#draw();
  }

  /** Starts or stops the drift; a stopped field keeps its last frame. */
  animate(on: boolean): void {
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    this.#lastFrameAt = 0;
    if (on) this.#frame = requestAnimationFrame(this.#step);
  }

  readonly #step = (now: number) => {
    this.#frame = requestAnimationFrame(this.#step);
    // The first frame after a (re)start only sets the clock: no jump after a pause.
    const elapsed = this.#lastFrameAt === 0 ? 0 : now - this.#lastFrameAt;
    if (this.#lastFrameAt !== 0 && elapsed < 1000 / this.#framesPerSecond - 1) return;
    this.#lastFrameAt = now;
    const distance = Math.min(elapsed, 100) / SPEED_UNIT_MS;
    for (const particle of this.#particles) {
      particle.x += particle.vx * distance;
      particle.y += particle.vy * distance;
      if (particle.x < 0 || particle.x > this.#width) particle.vx *= -1;
      if (particle.y < 0 || particle.y > this.#height) particle.vy *= -1;
    }
    const drawStart = performance.now();
    this.#draw();
    if (performance.now() - drawStart <= PARTICLES.frameBudgetMs) return;
    this.#framesPerSecond /= 2;
    if (this.#framesPerSecond < PARTICLES.minFramesPerSecond) this.animate(false);
  };

  // Few draw calls per frame: one path for every dot and one per band of line opacity.
  #draw(): void {
    const { context, color } = this;
    const particles = this.#particles;
    context.clearRect(0, 0, this.#width, this.#height);
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
}

export type FieldMessage =
  | { type: 'start'; canvas: OffscreenCanvas; color: string; size: FieldSize }
  | { type: 'resize'; size: FieldSize }
  | { type: 'animate'; on: boolean };
