/**
 * Draws the particle field on the canvas the page transferred to it, so that neither the
 * drawing nor the rasterising (done on the CPU on phones without GPU canvas) ever blocks the
 * page's main thread: taps and scrolls stay immediate while the field drifts.
 */
import { ParticleField, type FieldMessage } from './particle-field';

let field: ParticleField | undefined;

addEventListener('message', (event: MessageEvent<FieldMessage>) => {
  const message = event.data;
  if (message.type === 'start') {
    const context = message.canvas.getContext('2d');
    if (!context) return;
    field = new ParticleField(message.canvas, context, message.color);
    field.resize(message.size);
  } else if (message.type === 'resize') {
    field?.resize(message.size);
  } else {
    field?.animate(message.on);
  }
});
