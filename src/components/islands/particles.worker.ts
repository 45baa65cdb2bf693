/** Draws the particles off the main thread (docs/frontend.md); browsers that give workers canvases give them rAF. */
import { FRAME_SHARE, LINK_DISTANCE_PX, PARTICLE_COUNT } from './particles';

/** The worker's other yields to a busy device (docs/frontend.md); SHRUNK_PIXELS is a 1280 × 800 screen's. */
const FRAMES_PER_SECOND = 30;
const FRAME_BUDGET_MS = 8;
const SLOW_FRAMES_TO_SHRINK = 3;
const SHRUNK_PIXELS = 1_024_000;

/** Line opacity falls with distance in this many steps, one stroke call each. */
const LINK_OPACITY_BANDS = 6;
/** Particle speeds are given per 60th of a second, the usual display's frame interval (a faster one's cost 0). */
const DISPLAY_MS = 1000 / 60;
/** How much one frame's cost moves the running average the frame rate follows. */
const COST_WEIGHT = 0.25;

/** The field's size in CSS pixels, with the device pixel ratio. */
export type FieldSize = { width: number; height: number; ratio: number };
/** What the page tells the field: its canvas and colour (once), its size, whether to move. */
export type FieldMessage = { canvas?: OffscreenCanvas; color?: string; size?: FieldSize; on?: boolean };

type Particle = { x: number; y: number; vx: number; vy: number; radius: number };
let context: OffscreenCanvasRenderingContext2D | null = null;
let color = '';
let size: FieldSize = { width: 0, height: 0, ratio: 1 };
let particles: Particle[] = [];
let frame = 0;
let lastFrameAt = 0;
/** The previous animation frame's time (0 after a pause): if the field was drawn in it, it is lastFrameAt. */
let lastCallbackAt = 0;
/** When the last frame drawn began, by the clock rather than its animation frame's time. */
let lastDrawStart = 0;
let frameCostMs = 0;
let slowFrames = 0;
/** Once a large canvas has drawn too slowly, it keeps at most SHRUNK_PIXELS for good. */
let shrunk = false;

/** Scatters the particles anew over the field and draws them. */
function resize(next: FieldSize): void {
  size = next;
  particles = Array.from({ length: PARTICLE_COUNT }, () => ({
    x: Math.random() * size.width,
    y: Math.random() * size.height,
    vx: (Math.random() - 0.5) * 0.6,
    vy: (Math.random() - 0.5) * 0.6,
    radius: Math.random() * 2 + 1,
  }));
  fit();
}

/** Sizes the canvas at the device pixel ratio, or lower once shrunk, and draws the field. */
function fit(): void {
  if (!context) return;
  const { width, height } = size;
  const ratio = shrunk ? Math.min(size.ratio, Math.sqrt(SHRUNK_PIXELS / (width * height))) : size.ratio;
  context.canvas.width = Math.round(width * ratio);
  context.canvas.height = Math.round(height * ratio);
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  draw();
}

/** Starts or stops the drift; a stopped field keeps its last frame. */
function animate(on: boolean): void {
  cancelAnimationFrame(frame);
  frame = 0;
  lastFrameAt = 0;
  lastCallbackAt = 0;
  if (on && context) frame = requestAnimationFrame(step);
}

/** Takes in the last frame's cost by the clock (raster included): a late callback's own time is when it was due. */
function measure(gap: number): void {
  const cost = Math.max(0, gap - DISPLAY_MS);
  frameCostMs += (cost - frameCostMs) * COST_WEIGHT;
  slowFrames = cost > FRAME_BUDGET_MS ? slowFrames + 1 : 0;
  const pixels = size.width * size.height * size.ratio ** 2;
  if (slowFrames < SLOW_FRAMES_TO_SHRINK || shrunk || pixels <= SHRUNK_PIXELS) return;
  shrunk = true;
  fit();
}

function step(now: number): void {
  frame = requestAnimationFrame(step);
  const start = performance.now();
  if (lastCallbackAt !== 0 && lastCallbackAt === lastFrameAt) measure(start - lastDrawStart);
  lastCallbackAt = now;
  // The first frame after a (re)start only sets the clock: no jump after a pause.
  const elapsed = lastFrameAt === 0 ? 0 : now - lastFrameAt;
  // The more a frame costs, the longer until the next one: frames keep to their share of the time.
  const interval = Math.max(1000 / FRAMES_PER_SECOND, frameCostMs / FRAME_SHARE);
  if (lastFrameAt !== 0 && elapsed < interval - 1) return;
  lastFrameAt = now;
  lastDrawStart = start;
  const distance = Math.min(elapsed, 100) / DISPLAY_MS;
  for (const particle of particles) {
    particle.x += particle.vx * distance;
    particle.y += particle.vy * distance;
    if (particle.x < 0 || particle.x > size.width) particle.vx *= -1;
    if (particle.y < 0 || particle.y > size.height) particle.vy *= -1;
  }
  draw();
}

// Few draw calls per frame: one path for every dot and one per band of line opacity.
function draw(): void {
  if (!context) return;
  context.clearRect(0, 0, size.width, size.height);
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
      if (distance >= LINK_DISTANCE_PX) continue;
      const band = Math.floor((distance / LINK_DISTANCE_PX) * LINK_OPACITY_BANDS);
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
  if (message.canvas) {
    context = message.canvas.getContext('2d');
    color = message.color ?? '';
  }
  if (message.size) resize(message.size);
  if (message.on !== undefined) animate(message.on);
});
