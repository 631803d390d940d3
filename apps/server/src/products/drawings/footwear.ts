import type { ImageAngle, ProductCategories } from '@stride/domain';
import { backdrop, type Colorway, shade, steps } from './svg.js';

type Shape = 'sneaker' | 'slipOn' | 'boot' | 'sandal' | 'clog';

const shapeOf = (categories: ProductCategories): Shape => {
  const type = categories.type ?? '';
  if (type === 'Boot' || categories.height === 'Mid Calf' || categories.height === 'Knee High') return 'boot';
  if (type === 'Sandal') return 'sandal';
  if (type === 'Clog' || type === 'Slipper') return 'clog';
  if (categories.closure === 'Slip-On' || categories.closure === 'Bungee') return 'slipOn';
  return 'sneaker';
};

/** Top of the boot shaft by height; lower is taller. */
const shaftTop = (height: string | null) =>
  height === 'Knee High' ? 140 : height === 'Mid Calf' ? 260 : height === 'Ankle' ? 360 : 400;

const lightDots = (xs: number[], y: number) =>
  xs
    .map((x, index) => `<circle cx="${x}" cy="${y}" r="11" fill="${['#ffe14d', '#ff5fa2', '#4de1ff'][index % 3]}"/>`)
    .join('');

const SOLE_SIDE = 'M140 640 L860 640 Q902 646 896 688 Q890 722 848 722 L172 722 Q124 720 130 680 Z';
const SNEAKER_SIDE =
  'M150 642 C138 560 146 502 172 466 C232 470 300 506 346 500 C382 468 410 432 440 420 L472 430 C562 470 682 520 772 560 C842 590 886 612 886 642 Z';
const TOE_CAP = 'M776 563 C842 590 886 612 886 642 L752 642 C764 612 770 588 776 563 Z';
const SIDE_STRIPE = 'M300 604 C420 594 560 562 702 498 C606 584 470 626 318 632 Z';

const sideView = (shape: Shape, c: Colorway, categories: ProductCategories) => {
  const sole = `<path d="${SOLE_SIDE}" fill="${c.tertiary}" stroke="${c.outline}" stroke-width="6"/><path d="M172 722 L848 722 Q880 722 890 700 L136 700 Q140 722 172 722 Z" fill="${shade(c.tertiary, -0.35)}"/>`;
  const lights = categories.lighted ? lightDots(steps(220, 800, 7), 682) : '';
  if (shape === 'sandal') {
    const straps = [
      'M300 640 C340 520 480 500 560 640',
      'M560 640 C600 540 720 540 780 640',
      'M170 640 C180 560 250 540 300 560',
    ]
      .map((d) => `<path d="${d}" fill="none" stroke="${c.primary}" stroke-width="46" stroke-linecap="round"/>`)
      .join('');
    return `${sole}<path d="M150 640 L880 640 L870 620 L160 620 Z" fill="${c.secondary}"/>${straps}<circle cx="300" cy="560" r="16" fill="${c.tertiary}" stroke="${c.outline}" stroke-width="4"/>${lights}`;
  }
  if (shape === 'clog') {
    const holes = steps(600, 800, 4)
      .map((x, index) => `<circle cx="${x}" cy="${540 + index * 12}" r="14" fill="${shade(c.primary, -0.4)}"/>`)
      .join('');
    const upper = `M150 642 C150 560 200 520 300 520 C420 520 480 462 600 482 C760 510 880 580 886 642 Z`;
    return `${sole}<path d="${upper}" fill="${c.primary}" stroke="${c.outline}" stroke-width="6"/><path d="M170 560 C220 520 300 515 350 522" fill="none" stroke="${c.secondary}" stroke-width="26" stroke-linecap="round"/>${categories.type === 'Clog' ? holes : ''}${lights}`;
  }
  if (shape === 'boot') {
    const top = shaftTop(categories.height);
    const upper = `M150 642 C140 560 152 ${top + 80} 168 ${top} L418 ${top} C428 ${top + 60} 432 380 452 420 C562 470 682 520 772 560 C842 590 886 612 886 642 Z`;
    const zip = `<path d="M400 ${top + 20} L420 600" stroke="${c.secondary}" stroke-width="10"/>`;
    const tab = `<rect x="168" y="${top - 46}" width="40" height="70" rx="10" fill="${c.secondary}"/>`;
    return `${sole}<path d="${upper}" fill="${c.primary}" stroke="${c.outline}" stroke-width="6"/><path d="${TOE_CAP}" fill="${c.secondary}"/>${zip}${tab}${lights}`;
  }
  const laces =
    shape === 'sneaker'
      ? steps(0, 1, 6)
          .map((t) => {
            const x = 478 + t * 262;
            const y = 438 + t * 112;
            return `<line x1="${x - 18}" y1="${y + 26}" x2="${x + 16}" y2="${y - 12}" stroke="${c.tertiary}" stroke-width="12" stroke-linecap="round"/>`;
          })
          .join('')
      : `<path d="M470 440 C560 476 650 516 730 548" fill="none" stroke="${c.secondary}" stroke-width="34" stroke-linecap="round"/>`;
  const heel = `<path d="M150 642 C142 572 148 512 172 470 C202 472 232 482 252 492 C246 562 252 612 272 642 Z" fill="${c.secondary}"/>`;
  return `${sole}<path d="${SNEAKER_SIDE}" fill="${c.primary}" stroke="${c.outline}" stroke-width="6"/>${heel}<path d="${TOE_CAP}" fill="${c.secondary}"/><path d="${SIDE_STRIPE}" fill="${c.secondary}"/>${laces}<rect x="160" y="436" width="34" height="56" rx="10" fill="${c.secondary}"/>${lights}`;
};

const FOOTPRINT =
  'M150 500 C150 418 232 388 332 398 C482 410 652 380 782 400 C882 415 902 468 902 500 C902 532 882 585 782 600 C652 620 482 590 332 602 C232 612 150 582 150 500 Z';

const topView = (shape: Shape, c: Colorway) => {
  const sole = `<path d="${FOOTPRINT}" fill="${c.tertiary}" stroke="${c.outline}" stroke-width="6"/>`;
  const inner = `<g transform="translate(526 500) scale(0.9) translate(-526 -500)"><path d="${FOOTPRINT}" fill="${shape === 'sandal' ? c.secondary : c.primary}"/></g>`;
  if (shape === 'sandal') {
    const straps = [360, 560, 720]
      .map(
        (x) =>
          `<rect x="${x}" y="392" width="64" height="216" rx="24" fill="${c.primary}" stroke="${c.outline}" stroke-width="5"/>`,
      )
      .join('');
    return `${sole}${inner}${straps}`;
  }
  const collarRadius = shape === 'boot' ? 130 : 110;
  const collar = `<ellipse cx="300" cy="500" rx="${collarRadius}" ry="70" fill="${shade(c.primary, -0.55)}"/><ellipse cx="290" cy="500" rx="${collarRadius - 30}" ry="48" fill="${shade(c.tertiary, -0.1)}"/>`;
  const toe = `<path d="M760 412 C870 420 896 470 896 500 C896 530 870 580 760 588 C800 540 800 460 760 412 Z" fill="${c.secondary}"/>`;
  const tongue = `<rect x="400" y="452" width="250" height="96" rx="40" fill="${c.secondary}"/>`;
  const laces =
    shape === 'sneaker' || shape === 'boot'
      ? steps(430, 630, 6)
          .map(
            (x) =>
              `<line x1="${x}" y1="452" x2="${x + 36}" y2="548" stroke="${c.tertiary}" stroke-width="10"/><line x1="${x}" y1="548" x2="${x + 36}" y2="452" stroke="${c.tertiary}" stroke-width="10"/>`,
          )
          .join('')
      : '';
  return `${sole}${inner}${toe}${collar}${shape === 'clog' ? '' : tongue}${laces}`;
};

const backView = (shape: Shape, c: Colorway, categories: ProductCategories) => {
  const top = shape === 'boot' ? shaftTop(categories.height) : shape === 'clog' || shape === 'sandal' ? 520 : 380;
  const sole = `<rect x="372" y="690" width="256" height="56" rx="24" fill="${c.tertiary}" stroke="${c.outline}" stroke-width="6"/>`;
  const lights = categories.lighted ? lightDots([420, 500, 580], 718) : '';
  if (shape === 'sandal') {
    return `${sole}<rect x="392" y="660" width="216" height="34" rx="12" fill="${c.secondary}"/><path d="M400 660 C400 560 600 560 600 660" fill="none" stroke="${c.primary}" stroke-width="40"/>${lights}`;
  }
  const upper = `M390 692 C380 ${top + 180} 386 ${top + 80} 420 ${top} L580 ${top} C614 ${top + 80} 620 ${top + 180} 610 692 Z`;
  const counter = `M396 692 C390 620 396 566 410 524 L590 524 C604 566 610 620 604 692 Z`;
  return `${sole}<path d="${upper}" fill="${c.primary}" stroke="${c.outline}" stroke-width="6"/><path d="${counter}" fill="${c.secondary}"/><ellipse cx="500" cy="${top + 6}" rx="78" ry="22" fill="${shade(c.primary, -0.55)}"/>${shape === 'clog' ? '' : `<rect x="480" y="${top - 44}" width="40" height="80" rx="10" fill="${c.secondary}" stroke="${c.outline}" stroke-width="4"/>`}${lights}`;
};

const soleView = (c: Colorway) => {
  const rubber = shade(c.tertiary, -0.18);
  const tread = steps(200, 860, 12)
    .flatMap((x) =>
      steps(400, 580, 5).map(
        (y, row) =>
          `<rect x="${x + (row % 2) * 24}" y="${y}" width="36" height="22" rx="6" fill="${shade(rubber, -0.3)}"/>`,
      ),
    )
    .join('');
  return `<defs><clipPath id="outsole"><path d="${FOOTPRINT}"/></clipPath></defs><path d="${FOOTPRINT}" fill="${rubber}" stroke="${c.outline}" stroke-width="6"/><g clip-path="url(#outsole)">${tread}<ellipse cx="520" cy="500" rx="110" ry="62" fill="${c.secondary}"/></g><circle cx="260" cy="500" r="44" fill="${c.primary}" stroke="${c.outline}" stroke-width="5"/>`;
};

/** A shoe in its colourway: A from the side, B from above, C from behind, D the outsole. */
export const drawFootwear = (angle: ImageAngle, c: Colorway, categories: ProductCategories): string => {
  const shape = shapeOf(categories);
  if (angle === 'A') return backdrop({ cx: 510, cy: 740, rx: 400, ry: 26 }) + sideView(shape, c, categories);
  if (angle === 'B') return backdrop(null) + topView(shape, c);
  if (angle === 'C') return backdrop({ cx: 500, cy: 752, rx: 170, ry: 18 }) + backView(shape, c, categories);
  return backdrop(null) + soleView(c);
};
