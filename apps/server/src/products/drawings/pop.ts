import type { ImageAngle } from '@stride/domain';
import { backdrop, type Colorway, shade, steps } from './svg.js';

const stroke = (c: Colorway) => `stroke="${c.outline}" stroke-width="6" stroke-linejoin="round"`;

/** A tiny shoe for the shelves of a display. */
const miniShoe = (x: number, y: number, fill: string) =>
  `<path d="M${x} ${y} l0 -26 c14 0 26 10 40 10 l36 14 c8 2 10 6 10 10 Z" fill="${fill}"/>`;

const logo = (c: Colorway, cx: number, cy: number, r: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${c.tertiary}"/><path d="M${cx - r * 0.6} ${cy + r * 0.2} C${cx - r * 0.2} ${cy - r * 0.5} ${cx + r * 0.3} ${cy - r * 0.4} ${cx + r * 0.6} ${cy - r * 0.3}" fill="none" stroke="${c.primary}" stroke-width="${Math.max(4, r / 5)}" stroke-linecap="round"/>`;

const textBars = (x: number, y: number, width: number, count: number, fill: string) =>
  steps(0, count - 1, count)
    .map(
      (i) =>
        `<rect x="${x}" y="${y + i * 34}" width="${width - (i % 2) * width * 0.3}" height="16" rx="8" fill="${fill}"/>`,
    )
    .join('');

const display = (type: string, c: Colorway, plain: boolean) => {
  const wide = type === 'Wall Display';
  const counter = type === 'Counter Display';
  const [x, width, top, bottom] = wide ? [160, 680, 160, 840] : counter ? [330, 340, 430, 760] : [300, 400, 120, 860];
  const header = `<rect x="${x}" y="${top}" width="${width}" height="${counter ? 90 : 150}" rx="12" fill="${c.primary}" ${stroke(c)}/>`;
  const frame = `<rect x="${x + 10}" y="${top + (counter ? 90 : 150)}" width="${width - 20}" height="${bottom - top - (counter ? 90 : 150)}" fill="${shade(c.secondary, 0.15)}" ${stroke(c)}/>`;
  const shelfYs = steps(top + (counter ? 200 : 290), bottom - 60, counter ? 2 : wide ? 4 : 3);
  const shelves = shelfYs
    .map((y) => {
      const shoes = counter
        ? `<rect x="${x + 40}" y="${y - 80}" width="${width - 80}" height="78" fill="#ffffff" opacity="0.9"/>`
        : steps(x + 40, x + width - 130, wide ? 6 : 3)
            .map((sx) => miniShoe(sx, y - 4, plain ? shade(c.secondary, -0.2) : '#6d6d6d'))
            .join('');
      return `${plain ? '' : shoes}<rect x="${x + 10}" y="${y}" width="${width - 20}" height="14" fill="${c.secondary}"/>`;
    })
    .join('');
  const branding = plain ? '' : logo(c, x + width / 2, top + (counter ? 45 : 75), counter ? 32 : 52);
  return `${header}${frame}${shelves}${branding}<rect x="${x - 10}" y="${bottom}" width="${width + 20}" height="26" rx="6" fill="${shade(c.primary, -0.3)}"/>`;
};

const board = (type: string, c: Colorway, plain: boolean) => {
  const [x, y, w, h] =
    type === 'Banner'
      ? [360, 80, 280, 820]
      : type === 'Shelf Talker'
        ? [300, 380, 400, 240]
        : type === 'Window Cling'
          ? [220, 220, 560, 560]
          : [250, 120, 500, 740];
  const rx = type === 'Window Cling' ? 280 : 10;
  const graphic = plain
    ? textBars(x + w * 0.15, y + h * 0.4, w * 0.7, 3, shade(c.primary, -0.2))
    : `<rect x="${x}" y="${y}" width="${w}" height="${h * 0.16}" fill="${c.secondary}"/>${logo(c, x + w / 2, y + h * 0.48, Math.min(w, h) * 0.22)}${textBars(x + w * 0.15, y + h * 0.74, w * 0.7, 3, c.tertiary)}`;
  const pole =
    type === 'Banner' ? `<rect x="${x - 20}" y="${y - 16}" width="${w + 40}" height="16" rx="8" fill="#7a7a7a"/>` : '';
  return `${pole}<defs><clipPath id="board"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}"/></clipPath></defs><g clip-path="url(#board)"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${c.primary}"/>${graphic}</g><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="none" ${stroke(c)}/>`;
};

const bag = (type: string, c: Colorway, plain: boolean) => {
  const tote = type === 'Tote Bag';
  const body = tote ? 'M280 360 L720 360 L700 820 L300 820 Z' : 'M300 340 L700 340 L720 820 L280 820 Z';
  const handles = `<path d="M400 ${tote ? 370 : 350} C400 ${tote ? 170 : 230} 600 ${tote ? 170 : 230} 600 ${tote ? 370 : 350}" fill="none" stroke="${c.secondary}" stroke-width="${tote ? 28 : 16}"/>`;
  return `${handles}<path d="${body}" fill="${c.primary}" ${stroke(c)}/>${plain ? '' : `${logo(c, 500, 560, 90)}<rect x="${tote ? 280 : 300}" y="760" width="${tote ? 420 : 400}" height="40" fill="${c.secondary}"/>`}`;
};

const box = (type: string, c: Colorway, plain: boolean) => {
  if (type === 'Tissue Paper') {
    return `<path d="M250 420 L750 360 L770 640 L270 700 Z" fill="${c.primary}" ${stroke(c)}/>${
      plain
        ? ''
        : steps(320, 680, 4)
            .map((x) => logo(c, x, 520 - (x - 320) / 8, 34))
            .join('')
    }`;
  }
  return `<path d="M220 420 L700 420 L780 360 L300 360 Z" fill="${shade(c.primary, 0.2)}" ${stroke(c)}/><rect x="220" y="420" width="480" height="300" fill="${c.primary}" ${stroke(c)}/><path d="M700 420 L780 360 L780 660 L700 720 Z" fill="${shade(c.primary, -0.2)}" ${stroke(c)}/>${plain ? '' : `<rect x="220" y="500" width="480" height="80" fill="${c.secondary}"/>${logo(c, 460, 540, 34)}`}`;
};

const bottle = (type: string, c: Colorway, plain: boolean) => {
  if (type === 'Keychain') {
    return `<circle cx="500" cy="330" r="80" fill="none" stroke="#8a8a8a" stroke-width="18"/><rect x="400" y="400" width="200" height="300" rx="40" fill="${c.primary}" ${stroke(c)}/>${plain ? '' : logo(c, 500, 550, 60)}`;
  }
  return `<rect x="440" y="150" width="120" height="80" rx="16" fill="${c.secondary}" ${stroke(c)}/><path d="M420 230 L580 230 C640 280 640 300 640 340 L640 820 C640 850 620 860 600 860 L400 860 C380 860 360 850 360 820 L360 340 C360 300 360 280 420 230 Z" fill="${c.primary}" ${stroke(c)}/>${plain ? '' : `<rect x="360" y="480" width="280" height="160" fill="${c.secondary}"/>${logo(c, 500, 560, 54)}`}`;
};

const visual = (type: string, c: Colorway, plain: boolean) => {
  if (type === 'Mannequin Form') {
    return `<path d="M380 200 C380 150 620 150 620 200 L660 360 C640 460 600 520 600 600 L620 760 L380 760 L400 600 C400 520 360 460 340 360 Z" fill="${c.primary}" ${stroke(c)}/><rect x="485" y="760" width="30" height="80" fill="#8a8a8a"/><rect x="400" y="840" width="200" height="24" rx="10" fill="${c.secondary}"/>`;
  }
  if (type === 'Foot Measure') {
    const ticks = steps(250, 750, 21)
      .map(
        (x, i) =>
          `<line x1="${x}" y1="420" x2="${x}" y2="${i % 5 === 0 ? 470 : 450}" stroke="${c.tertiary}" stroke-width="6"/>`,
      )
      .join('');
    return `<rect x="200" y="380" width="600" height="280" rx="30" fill="${c.primary}" ${stroke(c)}/>${ticks}<path d="M300 600 C300 520 360 500 420 500 L650 510 C700 512 720 560 700 600 Z" fill="${c.secondary}"/>${plain ? '' : logo(c, 720, 600, 30)}`;
  }
  return `<path d="M220 520 C220 440 300 420 380 430 L700 450 C780 455 800 520 790 560 C780 600 740 610 700 610 L380 620 C300 625 220 600 220 520 Z" fill="${c.primary}" ${stroke(c)}/><rect x="180" y="500" width="60" height="60" rx="12" fill="${c.secondary}"/>${plain ? '' : logo(c, 520, 525, 40)}`;
};

const groups: Record<string, (type: string, c: Colorway, plain: boolean) => string> = {
  'Floor Display': display,
  'Wall Display': display,
  'Counter Display': display,
  'Acrylic Riser': (_, c) =>
    `<rect x="260" y="560" width="480" height="200" rx="12" fill="${c.primary}" opacity="0.45" ${stroke(c)}/><rect x="360" y="380" width="280" height="180" rx="12" fill="${c.secondary}" opacity="0.45" ${stroke(c)}/>`,
  Banner: board,
  Poster: board,
  'Window Cling': board,
  'Shelf Talker': board,
  'Shopping Bag': bag,
  'Tote Bag': bag,
  'Shoe Box Sleeve': box,
  'Tissue Paper': box,
  'Water Bottle': bottle,
  Keychain: bottle,
  'Shoe Shaper': visual,
  'Foot Measure': visual,
  'Mannequin Form': visual,
};

/** A point-of-sale item in its colourway: A front, B from the side, C back (unprinted), D a close-up. */
export const drawPop = (angle: ImageAngle, c: Colorway, popType: string | null): string => {
  const type = popType ?? 'Poster';
  const draw = groups[type] ?? board;
  const floor = backdrop({ cx: 500, cy: 880, rx: 320, ry: 20 });
  if (angle === 'A') return floor + draw(type, c, false);
  if (angle === 'C') return floor + draw(type, c, true);
  if (angle === 'B') {
    // Turned away: the front foreshortened and slanted, as seen from its side.
    return `${floor}<g transform="translate(500 500) skewY(-10) scale(0.45 1) translate(-500 -500)">${draw(type, c, false)}</g>`;
  }
  return `${backdrop(null)}<g transform="translate(500 500) scale(2.1) translate(-500 -470)">${draw(type, c, false)}</g>`;
};
