/** Draws the particle field off the main thread, so taps and scrolls stay immediate. */
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
