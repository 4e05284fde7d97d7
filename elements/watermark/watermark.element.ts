import type { ElementDefinition } from '../define/element-definition.ts';
import type { WatermarkProps } from './Watermark.tsx';

/** `<dkp-watermark>`: the page watermark of portal-shell §2.4 and §9. */
export const watermarkElement = {
  tag: 'dkp-watermark',
  className: 'DkpWatermark',
  summary: 'The page watermark: username and text, the time the page was shown and the IP, repeated over the whole page.',
  description: 'The overlay lets every click through and comes back when removed or restyled.',
  attributes: [
    { name: 'text', property: 'text', type: 'string', description: 'Personalised text drawn after the username.' },
    { name: 'username', property: 'username', type: 'string', description: 'The user named on the watermark.' },
    { name: 'ip', property: 'ip', type: 'string', description: "The user's IP address." },
    { name: 'tile', property: 'tile', type: 'string', description: 'Tile size written `WIDTHxHEIGHT`.', default: '400x200' },
    { name: 'font', property: 'font', type: 'number', description: 'Font size in px.', default: '20' },
    { name: 'opacity', property: 'opacity', type: 'number', description: 'Opacity of the overlay, 0 to 1.', default: '0.15' },
  ],
} as const satisfies ElementDefinition<WatermarkProps>;
