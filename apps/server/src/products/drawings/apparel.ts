import type { ImageAngle, ProductCategories } from '@stride/domain';
import { backdrop, type Colorway, shade, steps } from './svg.js';

const stroke = (c: Colorway) => `stroke="${c.outline}" stroke-width="6" stroke-linejoin="round"`;

const TEE =
  'M350 220 L420 200 C450 240 550 240 580 200 L650 220 L800 330 L740 420 L660 372 L660 800 L340 800 L340 372 L260 420 L200 330 Z';
const LONG_SLEEVE =
  'M350 220 L420 200 C450 240 550 240 580 200 L650 220 L760 330 L830 720 L750 740 L668 430 L660 800 L340 800 L332 430 L250 740 L170 720 L240 330 Z';
const TANK =
  'M380 200 L430 200 C440 300 560 300 570 200 L620 200 C630 300 660 340 660 380 L660 800 L340 800 L340 380 C340 340 370 300 380 200 Z';

const topSilhouette = (subType: string, outerwear: boolean) =>
  subType === 'Tank' || subType === 'Vest'
    ? TANK
    : outerwear || ['Long Sleeve', 'Hoodie', 'Sweatshirt'].includes(subType)
      ? LONG_SLEEVE
      : TEE;

const topFront = (subType: string, outerwear: boolean, c: Colorway) => {
  const body = `<path d="${topSilhouette(subType, outerwear)}" fill="${c.primary}" ${stroke(c)}/>`;
  const hem = `<rect x="340" y="770" width="320" height="30" fill="${c.secondary}"/>`;
  const collar =
    subType === 'Polo'
      ? `<path d="M420 200 L500 290 L580 200 L560 190 L500 250 L440 190 Z" fill="${c.secondary}"/><line x1="500" y1="290" x2="500" y2="380" stroke="${c.outline}" stroke-width="6"/>`
      : `<path d="M420 200 C450 248 550 248 580 200" fill="none" stroke="${c.secondary}" stroke-width="18"/>`;
  const hood =
    subType === 'Hoodie'
      ? `<path d="M410 205 C400 120 600 120 590 205 C560 250 440 250 410 205 Z" fill="${shade(c.primary, -0.2)}" ${stroke(c)}/><line x1="470" y1="240" x2="465" y2="360" stroke="${c.tertiary}" stroke-width="8"/><line x1="530" y1="240" x2="535" y2="360" stroke="${c.tertiary}" stroke-width="8"/><path d="M390 600 L610 600 L640 720 L360 720 Z" fill="${shade(c.primary, -0.12)}" ${stroke(c)}/>`
      : '';
  const zip = outerwear
    ? `<line x1="500" y1="215" x2="500" y2="800" stroke="${c.tertiary}" stroke-width="10"/><path d="M420 200 L500 160 L580 200 L560 230 L500 200 L440 230 Z" fill="${c.secondary}"/>`
    : '';
  const logo = outerwear || subType === 'Hoodie' ? '' : `<circle cx="580" cy="330" r="30" fill="${c.tertiary}"/>`;
  return `${body}${hem}${hood}${collar}${zip}${logo}`;
};

const topBack = (subType: string, outerwear: boolean, c: Colorway) => {
  const body = `<path d="${topSilhouette(subType, outerwear)}" fill="${c.primary}" ${stroke(c)}/>`;
  const yoke = `<path d="M352 222 L420 202 C450 222 550 222 580 202 L648 222 L660 300 L340 300 Z" fill="${c.secondary}"/>`;
  const hood =
    subType === 'Hoodie'
      ? `<path d="M400 210 C390 360 610 360 600 210 Z" fill="${shade(c.primary, -0.2)}" ${stroke(c)}/>`
      : '';
  return `${body}${subType === 'Tank' || subType === 'Vest' ? '' : yoke}${hood}<rect x="340" y="770" width="320" height="30" fill="${c.secondary}"/>`;
};

const bottomsFront = (subType: string, c: Colorway, back: boolean) => {
  const legEnd = subType === 'Shorts' ? 540 : 820;
  const width = subType === 'Leggings' ? 120 : 150;
  const legs = `M360 200 L640 200 L${640 + (subType === 'Leggings' ? 0 : 30)} ${legEnd} L${640 + 30 - width} ${legEnd} L500 380 L${360 - 30 + width} ${legEnd} L${360 - (subType === 'Leggings' ? 0 : 30)} ${legEnd} Z`;
  const band = `<rect x="356" y="190" width="288" height="44" rx="10" fill="${c.secondary}" ${stroke(c)}/>`;
  const flare = subType === 'Leggings' ? 0 : 18;
  const stripe = `<line x1="372" y1="240" x2="${372 - flare}" y2="${legEnd - 10}" stroke="${c.tertiary}" stroke-width="16"/><line x1="628" y1="240" x2="${628 + flare}" y2="${legEnd - 10}" stroke="${c.tertiary}" stroke-width="16"/>`;
  const cuffs =
    subType === 'Joggers'
      ? `<rect x="${330}" y="${legEnd - 36}" width="${width}" height="36" fill="${c.secondary}"/><rect x="${670 - width}" y="${legEnd - 36}" width="${width}" height="36" fill="${c.secondary}"/>`
      : '';
  const pockets = back
    ? `<rect x="390" y="270" width="90" height="100" rx="12" fill="${shade(c.primary, -0.15)}" ${stroke(c)}/><rect x="520" y="270" width="90" height="100" rx="12" fill="${shade(c.primary, -0.15)}" ${stroke(c)}/>`
    : `<path d="M380 240 C400 300 440 310 460 300" fill="none" stroke="${c.outline}" stroke-width="5"/><path d="M620 240 C600 300 560 310 540 300" fill="none" stroke="${c.outline}" stroke-width="5"/>`;
  return `<path d="${legs}" fill="${c.primary}" ${stroke(c)}/>${band}${back ? '' : stripe}${cuffs}${pockets}`;
};

const accessory = (subType: string, c: Colorway, angle: ImageAngle) => {
  if (subType === 'Cap') {
    const brim =
      angle === 'B'
        ? `<path d="M420 520 C460 470 540 470 580 520 Z" fill="${shade(c.primary, -0.5)}"/>`
        : `<path d="M300 560 C420 600 ${angle === 'C' ? 860 : 760} 640 ${angle === 'C' ? 880 : 820} 560 C760 540 420 540 300 560 Z" fill="${c.secondary}" ${stroke(c)}/>`;
    return `<path d="M300 560 C300 360 700 360 700 560 Z" fill="${c.primary}" ${stroke(c)}/><circle cx="500" cy="392" r="16" fill="${c.tertiary}"/>${brim}${angle === 'A' ? `<circle cx="500" cy="470" r="40" fill="${c.tertiary}"/>` : ''}`;
  }
  if (subType === 'Beanie') {
    return `<path d="M300 620 C300 330 700 330 700 620 Z" fill="${c.primary}" ${stroke(c)}/><rect x="290" y="560" width="420" height="110" rx="30" fill="${c.secondary}" ${stroke(c)}/><circle cx="500" cy="330" r="56" fill="${c.tertiary}" ${stroke(c)}/>`;
  }
  if (subType === 'Backpack') {
    const pocket =
      angle === 'B'
        ? ''
        : `<rect x="390" y="500" width="220" height="200" rx="40" fill="${c.secondary}" ${stroke(c)}/><line x1="410" y1="540" x2="590" y2="540" stroke="${c.tertiary}" stroke-width="8"/>`;
    const straps =
      angle === 'B'
        ? `<path d="M400 300 C380 500 400 650 420 760" fill="none" stroke="${c.secondary}" stroke-width="40"/><path d="M600 300 C620 500 600 650 580 760" fill="none" stroke="${c.secondary}" stroke-width="40"/>`
        : '';
    return `<path d="M460 250 C460 190 540 190 540 250" fill="none" stroke="${c.outline}" stroke-width="16"/><rect x="330" y="240" width="340" height="540" rx="90" fill="${c.primary}" ${stroke(c)}/>${pocket}${straps}`;
  }
  // Socks
  const sock =
    'M420 180 L560 180 L560 560 C560 640 620 680 700 700 C770 718 770 800 690 800 L470 800 C410 800 396 760 420 700 Z';
  const bands = steps(215, 275, 3)
    .map((y) => `<rect x="420" y="${y}" width="140" height="16" fill="${c.tertiary}"/>`)
    .join('');
  return `<path d="${sock}" fill="${c.primary}" ${stroke(c)}/><rect x="420" y="180" width="140" height="120" fill="${c.secondary}"/>${bands}<path d="M650 690 C720 700 770 730 740 790 L640 800 Z" fill="${c.secondary}"/>`;
};

const sideView = (apparelType: string, c: Colorway) => {
  if (apparelType === 'Bottoms') {
    return `<path d="M440 200 L580 200 L600 820 L450 820 Z" fill="${c.primary}" ${stroke(c)}/><rect x="436" y="190" width="148" height="44" rx="10" fill="${c.secondary}"/><line x1="520" y1="240" x2="525" y2="810" stroke="${c.tertiary}" stroke-width="16"/>`;
  }
  return `<path d="M420 210 L580 210 L600 800 L400 800 Z" fill="${c.primary}" ${stroke(c)}/><path d="M470 220 C540 250 580 330 590 520 L520 540 C510 400 490 320 470 280 Z" fill="${shade(c.primary, -0.15)}" ${stroke(c)}/><rect x="400" y="770" width="200" height="30" fill="${c.secondary}"/>`;
};

const detailView = (c: Colorway) => {
  const knit = steps(150, 850, 15)
    .map((x) => `<path d="M${x} 150 L${x + 30} 850" stroke="${shade(c.primary, -0.12)}" stroke-width="10"/>`)
    .join('');
  const stitches = steps(170, 830, 17)
    .map((x) => `<line x1="${x}" y1="640" x2="${x + 22}" y2="640" stroke="${c.tertiary}" stroke-width="6"/>`)
    .join('');
  return `<defs><clipPath id="swatch"><rect x="150" y="150" width="700" height="700" rx="24"/></clipPath></defs><g clip-path="url(#swatch)"><rect x="150" y="150" width="700" height="700" fill="${c.primary}"/>${knit}<rect x="150" y="660" width="700" height="190" fill="${c.secondary}"/></g>${stitches}<rect x="150" y="150" width="700" height="700" rx="24" fill="none" stroke="${c.outline}" stroke-width="6"/><circle cx="640" cy="380" r="70" fill="${c.tertiary}" stroke="${c.outline}" stroke-width="5"/>`;
};

/** A garment or accessory in its colourway: A front, B back, C side, D a close-up of the fabric. */
export const drawApparel = (angle: ImageAngle, c: Colorway, categories: ProductCategories): string => {
  const apparelType = categories.apparelType ?? 'Tops';
  const subType = categories.apparelSubType ?? 'T-Shirt';
  const floor = backdrop({ cx: 500, cy: 860, rx: 260, ry: 18 });
  if (angle === 'D') return backdrop(null) + detailView(c);
  if (apparelType === 'Accessories') return floor + accessory(subType, c, angle);
  if (angle === 'C') return floor + sideView(apparelType, c);
  if (apparelType === 'Bottoms') return floor + bottomsFront(subType, c, angle === 'B');
  const outerwear = apparelType === 'Outerwear';
  return floor + (angle === 'B' ? topBack(subType, outerwear, c) : topFront(subType, outerwear, c));
};
